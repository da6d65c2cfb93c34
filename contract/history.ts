import * as v from 'valibot';
import { defineEndpoint } from './endpoint.ts';
import { TextSchema } from './input.ts';
import { GAME_CATEGORIES } from './modules.ts';
import { HistoryQuery, MinorSchema, pageOf } from './money.ts';

/** What moved a member's money; one ledger transaction has one kind. */
export const RECORD_KINDS = [
  'DEPOSIT',
  'WITHDRAWAL',
  'WITHDRAWAL_REFUND',
  'WALLET_TRANSFER',
  'MEMBER_TRANSFER',
  'BONUS',
  'BET',
  'PAYOUT',
  /** A bet refunded because the vendor rolled it back. */
  'BET_REFUND',
  /**
   * A settled bet's result was corrected: the difference between the new payout and the old
   * (either sign), never a second payout (docs/sportsbook.md).
   */
  'RESETTLEMENT',
  'ADJUSTMENT',
  /** A dividend or salary under an agent contract (docs/agent-contracts.md), either side. */
  'CONTRACT_PAYMENT',
] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

/** One ledger entry on one of the member's wallets (spec §2.4 transactionHistory). */
export const AccountRecordSchema = v.object({
  id: v.number(),
  time: v.string(),
  kind: v.picklist(RECORD_KINDS),
  /** 'MAIN' or the vendor code of the wallet that moved. */
  wallet: v.string(),
  /** Signed: money in is positive, money out negative. */
  amount: MinorSchema,
  balanceAfter: MinorSchema,
  /** The other side a member can recognise: a vendor code, an account name, a deposit id. */
  counterparty: v.nullable(v.string()),
  /** The deposit or withdrawal number ("D12", "W7"), when there is one. */
  reference: v.nullable(v.string()),
});
export type AccountRecord = v.InferOutput<typeof AccountRecordSchema>;

/** GET /wps/v2/records/account (T) — every ledger movement of the member, typed. */
export const accountRecords = defineEndpoint({
  id: 'accountRecords',
  method: 'GET',
  path: '/wps/v2/records/account',
  token: true,
  encrypted: false,
  input: v.object({ ...HistoryQuery, kind: v.optional(v.picklist(RECORD_KINDS)) }),
  value: pageOf(AccountRecordSchema),
  errors: ['NOT_LOGGED_IN', 'DATE_RANGE_INVALID'],
});

const Totals = {
  deposit: MinorSchema,
  withdrawal: MinorSchema,
  bonus: MinorSchema,
  bet: MinorSchema,
  payout: MinorSchema,
  /** payout − bet + bonus: what games and promotions gave or took. */
  profit: MinorSchema,
};

/** GET /wps/v2/records/profit (T) — spec §2.4 personalProfit: totals and one row per day. */
export const profitLoss = defineEndpoint({
  id: 'profitLoss',
  method: 'GET',
  path: '/wps/v2/records/profit',
  token: true,
  encrypted: false,
  input: v.object(HistoryQuery),
  value: v.object({
    totals: v.object(Totals),
    days: pageOf(v.object({ day: v.string(), ...Totals })),
  }),
  errors: ['NOT_LOGGED_IN', 'DATE_RANGE_INVALID'],
});

/** GET /wps/v2/records/bonus (T) — spec §2.4 bonusDetails: every bonus credited. */
export const bonusRecords = defineEndpoint({
  id: 'bonusRecords',
  method: 'GET',
  path: '/wps/v2/records/bonus',
  token: true,
  encrypted: false,
  input: v.object(HistoryQuery),
  value: pageOf(
    v.object({ id: v.number(), time: v.string(), amount: MinorSchema, source: v.string() }),
  ),
  errors: ['NOT_LOGGED_IN', 'DATE_RANGE_INVALID'],
});

export const BET_STATUSES = ['OPEN', 'SETTLED', 'ROLLED_BACK'] as const;
export type BetStatus = (typeof BET_STATUSES)[number];

/** One bet of the member (spec §2.4 personalHistoryCopy), from either wallet protocol. */
export const BetRecordSchema = v.object({
  id: v.number(),
  /** The vendor's bet (transaction) id and round id. */
  betId: v.string(),
  roundId: v.string(),
  time: v.string(),
  settledAt: v.nullable(v.string()),
  vendor: v.string(),
  vendorName: v.string(),
  gameId: v.nullable(v.number()),
  game: v.string(),
  category: v.picklist(GAME_CATEGORIES),
  stake: MinorSchema,
  validBet: MinorSchema,
  payout: MinorSchema,
  status: v.picklist(BET_STATUSES),
  /** Free-play demo credit, not money. */
  demo: v.boolean(),
  /** What the vendor says happened in the round ("Reels 7 7 W 3 1 — 2 lines"), for the detail row. */
  detail: v.nullable(v.string()),
  /** The vendor's page that recomputes the round from its revealed seeds (provably fair). */
  proofUrl: v.nullable(v.string()),
});
export type BetRecord = v.InferOutput<typeof BetRecordSchema>;

/** GET /wps/v2/records/bets (T) — spec §2.4 personalHistoryCopy: by date, category and vendor. */
export const betRecords = defineEndpoint({
  id: 'betRecords',
  method: 'GET',
  path: '/wps/v2/records/bets',
  token: true,
  encrypted: false,
  input: v.object({
    ...HistoryQuery,
    category: v.optional(v.picklist(GAME_CATEGORIES)),
    vendor: v.optional(TextSchema(32)),
  }),
  value: v.object({
    ...pageOf(BetRecordSchema).entries,
    /** Over every bet the filters match, not only this page. */
    totals: v.object({ stake: MinorSchema, validBet: MinorSchema, payout: MinorSchema }),
  }),
  errors: ['NOT_LOGGED_IN', 'DATE_RANGE_INVALID'],
});

/** GET /wps/v2/rewards (T) — spec §2.4 rewardCenter; filled once promotions exist. */
export const rewardList = defineEndpoint({
  id: 'rewardList',
  method: 'GET',
  path: '/wps/v2/rewards',
  token: true,
  encrypted: false,
  input: v.object({}),
  value: v.array(
    v.object({
      id: v.number(),
      title: v.string(),
      amount: MinorSchema,
      status: v.picklist(['CLAIMABLE', 'CLAIMED', 'EXPIRED']),
      expiresAt: v.nullable(v.string()),
    }),
  ),
  errors: ['NOT_LOGGED_IN'],
});
