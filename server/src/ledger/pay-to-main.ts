import type { Queryable } from '../db/database.ts';
import { post, type Posted, type Posting, type SystemAccount } from './ledger.ts';

export interface PayToMain extends Omit<Posting, 'legs' | 'memberId'> {
  /** The system account the money leaves (a gateway's clearing, a withdrawal's hold). */
  from: SystemAccount;
  /** The member whose MAIN wallet is credited, on whose behalf the money moves. */
  memberId: number;
  amount: number;
  /** What the member sees as the other side. */
  counterparty: string;
}

/** The two-leg posting that pays money from one of the merchant's system accounts into MAIN. */
export function payToMain(
  tx: Queryable,
  { from, amount, counterparty, ...posting }: PayToMain,
): Promise<Posted> {
  return post(tx, {
    ...posting,
    legs: [
      { account: { system: from }, amount: -amount },
      { account: { member: posting.memberId, wallet: 'MAIN' }, amount, counterparty },
    ],
  });
}
