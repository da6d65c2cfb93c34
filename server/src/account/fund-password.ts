import { PlatformError } from '../../../contract/errors.ts';
import type { Queryable } from '../db/database.ts';
import { verifyPassword } from '../member/password.ts';

/** Wrong fund passwords allowed per member within FUND_PASSWORD_WINDOW_MINUTES. */
export const FUND_PASSWORD_TRIES = 5;
export const FUND_PASSWORD_WINDOW_MINUTES = 15;

/** The fund password is six digits, like a card PIN (spec §3 paymentPassword). */
export function isFundPasswordFormat(value: string): boolean {
  return /^[0-9]{6}$/.test(value);
}

/**
 * Checks the member's fund password before money leaves its wallet (withdrawal, transfer,
 * card binding). FUND_PASSWORD_NOT_SET without one; TOO_MANY_REQUESTS after too many wrong
 * ones lately (checked first, so a locked member learns nothing from further guesses);
 * FUND_PASSWORD_WRONG, recorded, otherwise. Run it outside the money's transaction: a wrong
 * password must be recorded even though the request fails.
 */
export async function requireFundPassword(
  db: Queryable,
  memberId: number,
  password: string,
): Promise<void> {
  const [row] = await db.query<{ hash: string | null; failures: number }>(
    `select payment_password_hash as hash,
            (select count(*)::int from fund_password_failures f
              where f.member_id = m.id
                and f.failed_at > now() - $2::int * interval '1 minute') as failures
       from members m where m.id = $1`,
    [memberId, FUND_PASSWORD_WINDOW_MINUTES],
  );
  if (!row?.hash) throw new PlatformError('FUND_PASSWORD_NOT_SET');
  if (row.failures >= FUND_PASSWORD_TRIES) {
    throw new PlatformError('TOO_MANY_REQUESTS', { status: 429 });
  }
  if (!(await verifyPassword(password, row.hash))) {
    await db.query('insert into fund_password_failures (member_id) values ($1)', [memberId]);
    throw new PlatformError('FUND_PASSWORD_WRONG');
  }
}
