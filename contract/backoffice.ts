import * as v from 'valibot';
import { defineEndpoint } from './endpoint.ts';
import { IdSchema, MultiLineTextSchema } from './input.ts';
import { CurrencySchema } from './money.ts';
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
