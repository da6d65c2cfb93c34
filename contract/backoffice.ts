import * as v from 'valibot';
import { defineEndpoint } from './endpoint.ts';
import { IdSchema, MultiLineTextSchema } from './input.ts';
import { CurrencySchema, MinorSchema } from './money.ts';
import { WITHDRAWAL_STATUSES, WithdrawalSchema } from './withdrawal.ts';

/**
 * The operator's back-office calls (`whitelabel platform …`): list a merchant's withdrawals
 * and approve or reject one. An operator key covering the merchant authorizes them, never a
 * member token; a missing or wrong key answers NOT_LOGGED_IN, a key for other brands
 * OPERATION_NOT_ALLOWED.
 */

/** A withdrawal as the member sees it, plus whose it is and the merchant's currency. */
export const OperatorWithdrawalSchema = v.object({
  ...WithdrawalSchema.entries,
  /** The member's account name. */
  account: v.string(),
  currency: CurrencySchema,
});
export type OperatorWithdrawal = v.InferOutput<typeof OperatorWithdrawalSchema>;

const OPERATOR_ERRORS = ['NOT_LOGGED_IN', 'OPERATION_NOT_ALLOWED'] as const;

/** The merchant's withdrawals, oldest first (at most 200), optionally of one status. */
export const backofficeWithdrawals = defineEndpoint({
  id: 'backofficeWithdrawals',
  method: 'GET',
  path: '/wps/backoffice/withdrawals',
  token: false,
  encrypted: false,
  audience: 'operator',
  input: v.object({ status: v.optional(v.picklist(WITHDRAWAL_STATUSES)) }),
  value: v.array(OperatorWithdrawalSchema),
  errors: OPERATOR_ERRORS,
});

export const BackofficeDecisionSchema = v.variant('decision', [
  v.object({ id: IdSchema, decision: v.literal('APPROVE') }),
  v.object({
    id: IdSchema,
    decision: v.literal('REJECT'),
    // Shown to the member in a message: line breaks allowed, NUL and other controls not.
    reason: v.pipe(MultiLineTextSchema(500), v.minLength(1, 'A rejection needs a reason.')),
  }),
]);

/** Approves a pending withdrawal (paid out) or rejects it (the money goes back, with the reason). */
export const backofficeDecide = defineEndpoint({
  id: 'backofficeDecide',
  method: 'POST',
  path: '/wps/backoffice/withdrawals/decide',
  token: false,
  encrypted: false,
  audience: 'operator',
  input: BackofficeDecisionSchema,
  value: OperatorWithdrawalSchema,
  errors: [...OPERATOR_ERRORS, 'NOT_FOUND', 'WITHDRAWAL_STATE'],
});

/**
 * The reconciliation check of the transfer wallet protocol (docs/games.md): for each TRANSFER
 * vendor (or the one asked), pull its bet records, then compare every member's vendor wallet
 * in the books with what the vendor says it holds. `drifts` empty = the books match. A drift
 * while a transfer is still pending is expected until the reconciler runs.
 */
export const backofficeVendorCheck = defineEndpoint({
  id: 'backofficeVendorCheck',
  method: 'GET',
  path: '/wps/backoffice/vendors/check',
  token: false,
  encrypted: false,
  audience: 'operator',
  input: v.object({ vendor: v.optional(v.pipe(v.string(), v.regex(/^[A-Z0-9_]{2,32}$/))) }),
  value: v.array(
    v.object({
      vendor: v.string(),
      /** Why the vendor could not be checked (it did not answer); null when it was. */
      unavailable: v.nullable(v.string()),
      drifts: v.array(
        v.object({
          account: v.string(),
          ledger: MinorSchema,
          atVendor: v.nullable(MinorSchema),
          drift: v.nullable(MinorSchema),
          pendingTransfers: v.number(),
        }),
      ),
    }),
  ),
  errors: [...OPERATOR_ERRORS, 'WALLET_NOT_FOUND'],
});
