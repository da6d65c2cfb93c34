import * as v from 'valibot';
import { BankCardSchema } from './account.ts';
import { defineEndpoint } from './endpoint.ts';
import { AmountSchema, IdSchema, SecretSchema } from './input.ts';
import { HistoryQuery, IdempotencyKeySchema, MinorSchema, pageOf } from './money.ts';

/**
 * PENDING: funds held, waiting for the operator. REJECTED: funds returned. PAID: the operator
 * sent the money; the member confirms receipt (spec §4). RECEIVED, PARTLY_RECEIVED,
 * NOT_RECEIVED: the member's confirmation; AUTO_RECEIVED: not confirmed within the merchant's
 * timeout, so it counts as received.
 */
export const WITHDRAWAL_STATUSES = [
  'PENDING',
  'REJECTED',
  'PAID',
  'RECEIVED',
  'PARTLY_RECEIVED',
  'NOT_RECEIVED',
  'AUTO_RECEIVED',
] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

export const WithdrawalSchema = v.object({
  id: v.number(),
  /** What the member reads for it, numbered per merchant ("W3": the brand's 3rd withdrawal). */
  reference: v.string(),
  amount: MinorSchema,
  status: v.picklist(WITHDRAWAL_STATUSES),
  card: v.object({ bankName: v.string(), last4: v.string() }),
  createdAt: v.string(),
  /** When the operator approved or rejected it. */
  decidedAt: v.nullable(v.string()),
  /** The operator's reason for a rejection. */
  reason: v.nullable(v.string()),
  /** PAID only: after this moment an unconfirmed withdrawal counts as received. */
  confirmBy: v.nullable(v.string()),
  /** Spec §3 withdrawal confirmation: amount received and remaining; null until confirmed. */
  received: v.nullable(MinorSchema),
  remaining: v.nullable(MinorSchema),
  hasProof: v.boolean(),
});
export type Withdrawal = v.InferOutput<typeof WithdrawalSchema>;

/** GET /wps/v2/withdraw/settings (T) — limits of the merchant and what today has used. */
export const withdrawSettings = defineEndpoint({
  id: 'withdrawSettings',
  method: 'GET',
  path: '/wps/v2/withdraw/settings',
  token: true,
  encrypted: false,
  input: v.object({}),
  value: v.object({
    min: MinorSchema,
    max: MinorSchema,
    dailyCount: v.number(),
    dailyAmount: MinorSchema,
    usedCount: v.number(),
    usedAmount: MinorSchema,
    receiptTimeoutMinutes: v.number(),
    fundPasswordSet: v.boolean(),
    cards: v.array(BankCardSchema),
    /** The main wallet, which withdrawals are paid from. */
    main: MinorSchema,
  }),
  errors: ['NOT_LOGGED_IN', 'DEMO_ACCOUNT'],
});

/** POST /wps/v2/withdraw (T, E) — holds the amount and asks the operator to pay it out. */
export const withdrawCreate = defineEndpoint({
  id: 'withdrawCreate',
  method: 'POST',
  path: '/wps/v2/withdraw',
  token: true,
  encrypted: true,
  input: v.object({
    cardId: IdSchema,
    amount: AmountSchema,
    fundPassword: SecretSchema,
    idempotencyKey: IdempotencyKeySchema,
  }),
  value: WithdrawalSchema,
  errors: [
    'NOT_LOGGED_IN',
    'DEMO_ACCOUNT',
    'AMOUNT_INVALID',
    'AMOUNT_BELOW_MIN',
    'AMOUNT_ABOVE_MAX',
    'DAILY_LIMIT_REACHED',
    'INSUFFICIENT_FUNDS',
    'CARD_NOT_FOUND',
    'FUND_PASSWORD_NOT_SET',
    'FUND_PASSWORD_WRONG',
    'ACCOUNT_FROZEN',
    'WITHDRAWAL_UNCONFIRMED',
    'IDEMPOTENCY_CONFLICT',
    'TOO_MANY_REQUESTS',
  ],
});

/** GET /wps/v2/withdraw/records (T) — the member's withdrawals, newest first. */
export const withdrawRecords = defineEndpoint({
  id: 'withdrawRecords',
  method: 'GET',
  path: '/wps/v2/withdraw/records',
  token: true,
  encrypted: false,
  input: v.object(HistoryQuery),
  value: pageOf(WithdrawalSchema),
  errors: ['NOT_LOGGED_IN', 'DATE_RANGE_INVALID'],
});

/** Proof of a missing payment: a PNG or JPEG data URL of at most 5 MB (spec §5 images). */
export const ProofImageSchema = v.pipe(
  v.string(),
  v.regex(/^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+=*$/),
  v.maxLength(7_000_000),
);

/**
 * POST /wps/v2/withdraw/confirm (T) — spec §4 receipt confirmation of a PAID withdrawal:
 * RECEIVED (all), PARTLY_RECEIVED (with the amount received, less than the amount) or
 * NOT_RECEIVED (with a proof image). Answered once; WITHDRAWAL_STATE after that.
 */
export const withdrawConfirm = defineEndpoint({
  id: 'withdrawConfirm',
  method: 'POST',
  path: '/wps/v2/withdraw/confirm',
  token: true,
  encrypted: false,
  input: v.object({
    id: IdSchema,
    outcome: v.picklist(['RECEIVED', 'PARTLY_RECEIVED', 'NOT_RECEIVED']),
    amountReceived: v.optional(AmountSchema),
    proofImage: v.optional(ProofImageSchema),
  }),
  value: WithdrawalSchema,
  errors: ['NOT_LOGGED_IN', 'NOT_FOUND', 'WITHDRAWAL_STATE', 'AMOUNT_INVALID', 'PROOF_REQUIRED'],
});
