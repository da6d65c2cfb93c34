import { PlatformError } from '../../../contract/errors.ts';
import type { Queryable } from '../db/database.ts';

/**
 * ACCOUNT_FROZEN while the member owes a contract payment it could not pay
 * (docs/agent-contracts.md "When the upline cannot pay"): its money stays for the debt, so
 * withdrawals and transfers to other members are refused until the settlement pays it.
 */
export async function refuseFrozen(db: Queryable, memberId: number): Promise<void> {
  const [row] = await db.query<{ frozen: boolean }>(
    'select frozen_at is not null as frozen from members where id = $1',
    [memberId],
  );
  if (row?.frozen) throw new PlatformError('ACCOUNT_FROZEN');
}
