import * as v from 'valibot';
import { defineEndpoint } from './endpoint.ts';
import { BigIdSchema, TrimmedTextSchema } from './input.ts';
import { HistoryQuery, IdempotencyKeySchema, MinorSchema, PageQuery, pageOf } from './money.ts';

/*
 * Contracts between an upline and a direct downline (spec §3 contracts, §4 contract
 * transitions and salary timing, §7). docs/agent-contracts.md explains every rule; the
 * shapes here are what both ends agree on. Rates are basis points (1250 = 12.50 %) so the
 * payout arithmetic stays in integers; amounts are minor units.
 */

export const CONTRACT_KINDS = [
  'DIVIDEND',
  'DAILY_SALARY',
  'HOURLY_SALARY',
  'REALTIME_SALARY',
] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

/** Spec §3 period enumeration: daily, weekly, half-monthly, monthly. */
export const DIVIDEND_PERIODS = ['D', 'W', 'H', 'M'] as const;
export type DividendPeriod = (typeof DIVIDEND_PERIODS)[number];

/** At most this many tiers per contract; tiers rise strictly in minValidBet. */
export const MAX_TIERS = 10;

const RateBpSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(10_000));
const NonNegativeMinor = v.pipe(MinorSchema, v.minValue(0));
const PositiveMinor = v.pipe(MinorSchema, v.minValue(1));
const MinActiveSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(100_000));

const tiers = <T extends v.ObjectEntries>(entries: T) =>
  v.pipe(v.array(v.object(entries)), v.minLength(1), v.maxLength(MAX_TIERS));

/** A share of the team's loss over the period, by the highest tier the team reached. */
export const DividendTermsSchema = v.object({
  kind: v.literal('DIVIDEND'),
  period: v.picklist(DIVIDEND_PERIODS),
  tiers: tiers({ minValidBet: NonNegativeMinor, minActive: MinActiveSchema, rateBp: RateBpSchema }),
});

/** A fixed amount for the previous day's team valid bet, by tier; paid the next day. */
export const DailySalaryTermsSchema = v.object({
  kind: v.literal('DAILY_SALARY'),
  tiers: tiers({
    minValidBet: NonNegativeMinor,
    minActive: MinActiveSchema,
    amount: PositiveMinor,
  }),
});

/**
 * An amount for each hour of the previous day whose team valid bet reached a tier, counting
 * at most `hours` hours (the best ones); paid the next day.
 */
export const HourlySalaryTermsSchema = v.object({
  kind: v.literal('HOURLY_SALARY'),
  hours: v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(24)),
  tiers: tiers({
    minValidBet: NonNegativeMinor,
    minActive: MinActiveSchema,
    amount: PositiveMinor,
  }),
});

/**
 * Every 5 minutes: when the team's valid bet in the window reaches `periodBet`, the upline
 * pays `lossRateBp` of it if the team lost in the window, `winRateBp` of it if the team won.
 */
export const RealtimeSalaryTermsSchema = v.object({
  kind: v.literal('REALTIME_SALARY'),
  winRateBp: RateBpSchema,
  lossRateBp: RateBpSchema,
  periodBet: PositiveMinor,
});

export const ContractTermsSchema = v.variant('kind', [
  DividendTermsSchema,
  DailySalaryTermsSchema,
  HourlySalaryTermsSchema,
  RealtimeSalaryTermsSchema,
]);
export type ContractTerms = v.InferOutput<typeof ContractTermsSchema>;

/**
 * OFFERED → SIGNED | REJECTED | WITHDRAWN (the upline took the offer back);
 * SIGNED → TERMINATING (either side asked to end it) → TERMINATED (the other side agreed, or
 * the period ended and was settled); SIGNED → TERMINATED also when a lower-rate contract the
 * downline's upline accepted ends it, or a new contract of the same kind replaces it.
 */
export const CONTRACT_STATUSES = [
  'OFFERED',
  'SIGNED',
  'REJECTED',
  'WITHDRAWN',
  'TERMINATING',
  'TERMINATED',
] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

const Party = v.object({
  /** Null when the merchant (the house) is the paying side of a top-level agent's contract. */
  account: v.nullable(v.string()),
  nickname: v.nullable(v.string()),
});

export const ContractSchema = v.object({
  id: v.number(),
  kind: v.picklist(CONTRACT_KINDS),
  status: v.picklist(CONTRACT_STATUSES),
  upline: Party,
  downline: Party,
  terms: ContractTermsSchema,
  offeredAt: v.string(),
  signedAt: v.nullable(v.string()),
  endedAt: v.nullable(v.string()),
  /** Who asked to end it while TERMINATING: 'UPLINE' or 'DOWNLINE'. */
  terminationBy: v.nullable(v.picklist(['UPLINE', 'DOWNLINE'])),
  /** Why it ended: REJECTED, WITHDRAWN, AGREED, REPLACED, LOWER_RATE, PERIOD_ENDED. */
  endReason: v.nullable(v.string()),
});
export type Contract = v.InferOutput<typeof ContractSchema>;

const AGENT_ERRORS = ['NOT_LOGGED_IN', 'NOT_AN_AGENT'] as const;

/**
 * GET /wps/agent/contracts/settings (T) — spec §3 consolidated settings (divtypereq,
 * dailysalreqtype, contracthoursalreq, realtimesalreqtype): which kinds this merchant lets
 * agents offer, and for dividends which periods.
 */
export const contractSettings = defineEndpoint({
  id: 'contractSettings',
  method: 'GET',
  path: '/wps/agent/contracts/settings',
  token: true,
  encrypted: false,
  input: v.object({}),
  value: v.object({
    kinds: v.array(v.picklist(CONTRACT_KINDS)),
    dividendPeriods: v.array(v.picklist(DIVIDEND_PERIODS)),
    /** The caller's own signed contract of each kind (what it can offer at most), if any. */
    own: v.array(ContractSchema),
  }),
  errors: [...AGENT_ERRORS],
});

/**
 * GET /wps/agent/contracts (T) — contracts where the caller is the upline (`side` UPLINE)
 * or the downline (DOWNLINE), newest first.
 */
export const contractList = defineEndpoint({
  id: 'contractList',
  method: 'GET',
  path: '/wps/agent/contracts',
  token: true,
  encrypted: false,
  input: v.object({
    side: v.picklist(['UPLINE', 'DOWNLINE']),
    kind: v.optional(v.picklist(CONTRACT_KINDS)),
    status: v.optional(v.picklist(CONTRACT_STATUSES)),
    ...PageQuery,
  }),
  value: pageOf(ContractSchema),
  errors: [...AGENT_ERRORS],
});

/**
 * POST /wps/agent/contracts (T) — spec §2.6 contract request pages: offer a contract to a
 * direct downline (an agent). Refused when the kind is not offered by the merchant
 * (OPERATION_NOT_ALLOWED), the account is not a direct downline agent (NOT_IN_TEAM), the
 * tiers do not rise or a rate exceeds the caller's own contract of that kind
 * (CONTRACT_TERMS_INVALID), or an offer of that kind already waits (CONTRACT_PENDING).
 */
export const contractOffer = defineEndpoint({
  id: 'contractOffer',
  method: 'POST',
  path: '/wps/agent/contracts',
  token: true,
  encrypted: false,
  input: v.object({
    downline: v.pipe(TrimmedTextSchema(64), v.minLength(1)),
    terms: ContractTermsSchema,
    idempotencyKey: IdempotencyKeySchema,
  }),
  value: ContractSchema,
  errors: [
    ...AGENT_ERRORS,
    'OPERATION_NOT_ALLOWED',
    'NOT_IN_TEAM',
    'CONTRACT_TERMS_INVALID',
    'CONTRACT_PENDING',
    'IDEMPOTENCY_CONFLICT',
  ],
});

export const CONTRACT_ACTIONS = [
  /** Downline, on OFFERED. */
  'ACCEPT',
  /** Downline, on OFFERED. */
  'REJECT',
  /** Upline, on OFFERED. */
  'WITHDRAW',
  /** Either side, on SIGNED: asks the other to agree to end it. */
  'TERMINATE',
  /** The other side, on TERMINATING: ends it now. */
  'AGREE_TERMINATION',
] as const;

/**
 * POST /wps/agent/contracts/respond (T) — spec §4 transitions. Accepting an offer whose rate
 * is below a contract the caller gave its own downlines answers CONTRACT_CONFIRM_REQUIRED
 * with `value.ends` (those contracts) until sent again with `confirmEnds: true`; those
 * contracts then end with it (LOWER_RATE).
 */
export const contractRespond = defineEndpoint({
  id: 'contractRespond',
  method: 'POST',
  path: '/wps/agent/contracts/respond',
  token: true,
  encrypted: false,
  input: v.object({
    id: BigIdSchema,
    action: v.picklist(CONTRACT_ACTIONS),
    confirmEnds: v.optional(v.boolean()),
  }),
  value: ContractSchema,
  errors: [...AGENT_ERRORS, 'CONTRACT_NOT_FOUND', 'CONTRACT_STATE', 'CONTRACT_CONFIRM_REQUIRED'],
});

/** The team figures a payment was computed from (the window's, for the contract's kind). */
export const PaymentBasisSchema = v.object({
  validBet: MinorSchema,
  /** What the team lost to the house: stake − payout of settled bets (negative: it won). */
  teamLoss: MinorSchema,
  activeMembers: MinorSchema,
  /** HOURLY_SALARY: the hours of the day that reached a tier, and how many were counted. */
  qualifyingHours: v.optional(v.number()),
  countedHours: v.optional(v.number()),
});

export const PAYMENT_STATUSES = [
  /** Paid through the ledger. */
  'PAID',
  /** Nothing was due (no tier reached, no loss): kept so the period shows it was settled. */
  'NOTHING_DUE',
  /** The upline's wallet could not cover it: the upline is frozen until it is paid. */
  'OWED',
] as const;

export const ContractPaymentSchema = v.object({
  id: v.number(),
  contractId: v.number(),
  kind: v.picklist(CONTRACT_KINDS),
  /** ISO start (inclusive) and end (exclusive) of the settled window. */
  periodStart: v.string(),
  periodEnd: v.string(),
  /** The brand-day or range label the window is shown as ("2026-11-23", "2026-11-16 – 22"). */
  periodLabel: v.string(),
  payer: Party,
  payee: Party,
  /** IN: the caller received it; OUT: the caller paid it. */
  direction: v.picklist(['IN', 'OUT']),
  basis: PaymentBasisSchema,
  /** The tier reached (its index and its terms), null when none. */
  tier: v.nullable(
    v.object({
      index: v.number(),
      minValidBet: MinorSchema,
      minActive: v.number(),
      rateBp: v.optional(v.number()),
      amount: v.optional(MinorSchema),
    }),
  ),
  /** REALTIME_SALARY: the rate applied (win or loss rate). */
  rateBp: v.nullable(v.number()),
  amount: MinorSchema,
  status: v.picklist(PAYMENT_STATUSES),
  settledAt: v.string(),
  paidAt: v.nullable(v.string()),
});
export type ContractPayment = v.InferOutput<typeof ContractPaymentSchema>;

/**
 * GET /wps/agent/income (T) — spec §2.5 my income, dividend record, daily wages and hourly
 * salary: every contract payment the caller received or made, newest first, each with the
 * figures that explain it; `totals` over the whole filter.
 */
export const contractPayments = defineEndpoint({
  id: 'contractPayments',
  method: 'GET',
  path: '/wps/agent/income',
  token: true,
  encrypted: false,
  input: v.object({
    ...HistoryQuery,
    kind: v.optional(v.picklist(CONTRACT_KINDS)),
    direction: v.optional(v.picklist(['IN', 'OUT'])),
  }),
  value: v.object({
    totals: v.object({ received: MinorSchema, paid: MinorSchema, owed: MinorSchema }),
    ...pageOf(ContractPaymentSchema).entries,
  }),
  errors: [...AGENT_ERRORS, 'DATE_RANGE_INVALID'],
});

/**
 * POST /wps/backoffice/contracts/offer (operator, for the key's merchant) — the house offers a
 * top-level agent (role 1) a contract (`whitelabel platform contracts offer`); the agent
 * accepts or rejects it with contractRespond, and the house pays it. Refused when the kind
 * is not offered by the merchant (OPERATION_NOT_ALLOWED), the account is not a top-level
 * agent of the merchant (NOT_IN_TEAM), the tiers do not rise or the dividend period is not
 * offered (CONTRACT_TERMS_INVALID), or an offer of that kind already waits (CONTRACT_PENDING).
 */
export const houseContractOffer = defineEndpoint({
  id: 'houseContractOffer',
  method: 'POST',
  path: '/wps/backoffice/contracts/offer',
  token: false,
  encrypted: false,
  audience: 'operator',
  input: v.object({
    account: v.pipe(TrimmedTextSchema(64), v.minLength(1)),
    terms: ContractTermsSchema,
  }),
  value: ContractSchema,
  errors: [
    'NOT_LOGGED_IN',
    'OPERATION_NOT_ALLOWED',
    'NOT_IN_TEAM',
    'CONTRACT_TERMS_INVALID',
    'CONTRACT_PENDING',
  ],
});

/**
 * POST /wps/backoffice/contracts/settle (operator, for the key's merchant) — settles one kind's
 * period by hand (`whitelabel platform settle`): with `dryRun` it answers what would be paid and changes
 * nothing; otherwise it pays what is not paid yet (a period already paid is skipped).
 */
export const settleContracts = defineEndpoint({
  id: 'settleContracts',
  method: 'POST',
  path: '/wps/backoffice/contracts/settle',
  token: false,
  encrypted: false,
  audience: 'operator',
  input: v.object({
    kind: v.picklist(CONTRACT_KINDS),
    /** DIVIDEND only (required for it): which dividend contracts, by their period. */
    period: v.optional(v.picklist(DIVIDEND_PERIODS)),
    /** Any instant inside the period to settle (ISO). */
    at: v.pipe(v.string(), v.isoTimestamp()),
    dryRun: v.boolean(),
  }),
  value: v.object({
    periodStart: v.string(),
    periodEnd: v.string(),
    payments: v.array(
      v.object({
        contractId: v.number(),
        payer: v.nullable(v.string()),
        payee: v.string(),
        amount: MinorSchema,
        status: v.picklist([...PAYMENT_STATUSES, 'ALREADY_SETTLED']),
      }),
    ),
  }),
  errors: ['NOT_LOGGED_IN', 'OPERATION_NOT_ALLOWED'],
});
