import * as v from 'valibot';
import { defineEndpoint } from './endpoint.ts';
import { AmountSchema, QueryBigIdSchema, TextSchema } from './input.ts';
import { HistoryQuery, IdempotencyKeySchema, MinorSchema, pageOf } from './money.ts';

export const DEPOSIT_TYPES = ['BANK_TRANSFER', 'EWALLET', 'QR'] as const;
export type DepositType = (typeof DEPOSIT_TYPES)[number];

export const DepositMethodSchema = v.object({
  id: v.string(),
  type: v.picklist(DEPOSIT_TYPES),
  /** The provider's own name (a proper noun, not translated), e.g. "Lotus Bank", "Sen Wallet". */
  name: v.string(),
  min: MinorSchema,
  max: MinorSchema,
  /** Quick-pick amounts. */
  presets: v.array(MinorSchema),
});
export type DepositMethod = v.InferOutput<typeof DepositMethodSchema>;

/** Spec §3 notifications: pending until the gateway answers; then arrived or failed. */
export const DEPOSIT_STATUSES = ['PENDING', 'ARRIVED', 'FAILED'] as const;

export const DepositSchema = v.object({
  id: v.number(),
  /** What the member reads for it, numbered per merchant ("D12": the brand's 12th deposit). */
  reference: v.string(),
  methodId: v.string(),
  type: v.picklist(DEPOSIT_TYPES),
  amount: MinorSchema,
  status: v.picklist(DEPOSIT_STATUSES),
  /** Where the payer completes the payment (the sandbox gateway's page on this platform). */
  payUrl: v.string(),
  createdAt: v.string(),
  settledAt: v.nullable(v.string()),
});
export type Deposit = v.InferOutput<typeof DepositSchema>;

/** GET /wps/v2/deposit/methods (T) — the merchant's deposit methods with their limits. */
export const depositMethods = defineEndpoint({
  id: 'depositMethods',
  method: 'GET',
  path: '/wps/v2/deposit/methods',
  token: true,
  encrypted: false,
  input: v.object({}),
  value: v.array(DepositMethodSchema),
  // OPERATION_NOT_ALLOWED: deposits are off (module DEPOSIT, or no payment gateway).
  errors: ['NOT_LOGGED_IN', 'DEMO_ACCOUNT', 'OPERATION_NOT_ALLOWED'],
  requires: ['DEPOSIT'],
});

/**
 * POST /wps/v2/deposit (T) — opens a deposit at the payment gateway. Nothing is credited until
 * the gateway's callback reports the payment.
 */
export const depositCreate = defineEndpoint({
  id: 'depositCreate',
  method: 'POST',
  path: '/wps/v2/deposit',
  token: true,
  encrypted: false,
  input: v.object({
    methodId: TextSchema(64),
    amount: AmountSchema,
    idempotencyKey: IdempotencyKeySchema,
  }),
  value: DepositSchema,
  errors: [
    'NOT_LOGGED_IN',
    'DEMO_ACCOUNT',
    'OPERATION_NOT_ALLOWED',
    'AMOUNT_INVALID',
    'AMOUNT_BELOW_MIN',
    'AMOUNT_ABOVE_MAX',
    'DEPOSIT_METHOD_NOT_FOUND',
    'IDEMPOTENCY_CONFLICT',
    'TOO_MANY_REQUESTS',
  ],
  requires: ['DEPOSIT'],
});

/** GET /wps/v2/deposit/status (T) — one of the member's deposits (NOT_FOUND for others'). */
export const depositStatus = defineEndpoint({
  id: 'depositStatus',
  method: 'GET',
  path: '/wps/v2/deposit/status',
  token: true,
  encrypted: false,
  input: v.object({ id: QueryBigIdSchema }),
  value: DepositSchema,
  errors: ['NOT_LOGGED_IN', 'NOT_FOUND'],
});

/** GET /wps/v2/deposit/records (T) — the member's deposits, newest first. */
export const depositRecords = defineEndpoint({
  id: 'depositRecords',
  method: 'GET',
  path: '/wps/v2/deposit/records',
  token: true,
  encrypted: false,
  input: v.object(HistoryQuery),
  value: pageOf(DepositSchema),
  errors: ['NOT_LOGGED_IN', 'DATE_RANGE_INVALID'],
});
