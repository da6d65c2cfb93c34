import type { Database } from '../src/db/database.ts';
import { post } from '../src/ledger/ledger.ts';

/** Gives a member money the way an operator's adjustment would: HOUSE → MAIN. */
export async function fundFromHouse(
  db: Database,
  merchantId: number,
  memberId: number,
  amount: number,
): Promise<void> {
  await db.transaction((tx) =>
    post(tx, {
      merchantId,
      kind: 'ADJUSTMENT',
      memberId: null,
      legs: [
        { account: { system: 'HOUSE' }, amount: -amount },
        { account: { member: memberId, wallet: 'MAIN' }, amount },
      ],
    }),
  );
}
