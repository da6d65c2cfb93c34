import * as v from 'valibot';
import { IdSchema, MultiLineTextSchema } from '../../../contract/input.ts';
import { CurrencySchema } from '../../../contract/money.ts';
import { WITHDRAWAL_STATUSES, WithdrawalSchema } from '../../../contract/withdrawal.ts';

/**
 * The sandbox back-office's calls (not part of the member-facing contract): the operator
 * lists withdrawals and approves or rejects them. Shared by the server and the CLI.
 */
export const BACKOFFICE_WITHDRAWALS_PATH = '/wps/backoffice/withdrawals';
export const BACKOFFICE_DECIDE_PATH = '/wps/backoffice/withdrawals/decide';

/** A withdrawal as the member sees it, plus whose it is and the merchant's currency. */
export const OperatorWithdrawalSchema = v.object({
  ...WithdrawalSchema.entries,
  /** The member's account name. */
  account: v.string(),
  currency: CurrencySchema,
});
export type OperatorWithdrawal = v.InferOutput<typeof OperatorWithdrawalSchema>;

export const WithdrawalListQuerySchema = v.object({
  status: v.optional(v.picklist(WITHDRAWAL_STATUSES)),
});

export const DecideSchema = v.variant('decision', [
  v.object({ id: IdSchema, decision: v.literal('APPROVE') }),
  v.object({
    id: IdSchema,
    decision: v.literal('REJECT'),
    // Shown to the member in a message: line breaks allowed, NUL and other controls not.
    reason: v.pipe(MultiLineTextSchema(500), v.minLength(1, 'A rejection needs a reason.')),
  }),
]);
