import * as v from 'valibot';
import { defineEndpoint } from './endpoint.ts';
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
  'ADJUSTMENT',
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

/** GET /wps/v2/records/bets (T) — spec §2.4 personalHistoryCopy; filled once games exist. */
export const betRecords = defineEndpoint({
  id: 'betRecords',
  method: 'GET',
  path: '/wps/v2/records/bets',
  token: true,
  encrypted: false,
  input: v.object(HistoryQuery),
  value: pageOf(
    v.object({
      id: v.number(),
      time: v.string(),
      vendor: v.string(),
      game: v.string(),
      bet: MinorSchema,
      payout: MinorSchema,
    }),
  ),
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
