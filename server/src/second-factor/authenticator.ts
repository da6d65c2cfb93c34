import { PlatformError } from '../../../contract/errors.ts';
import type { Queryable } from '../db/database.ts';
import type { Member } from '../member/member-store.ts';
import type { Merchant } from '../merchant/merchant-store.ts';
import { matchTotp, newTotpSecret, otpauthUrl } from './totp.ts';

/**
 * totpSetup: a secret kept unbound until a code confirms it. While unbound, setup answers the
 * same secret again: a reopened dialog (or a second tab) must not silently invalidate the key
 * the member already typed into the app. Once bound the secret is never handed out again (a
 * new setup is refused), so a stolen session cannot read it.
 */
export async function setupTotp(
  db: Queryable,
  member: Member,
  merchant: Merchant,
): Promise<{ secret: string; otpauthUrl: string }> {
  const [row] = await db.query<{ secret: string }>(
    `insert into member_totp (member_id, secret) values ($1, $2)
     on conflict (member_id) do update set secret = member_totp.secret
       where member_totp.bound_at is null
     returning secret`,
    [member.id, newTotpSecret()],
  );
  if (!row) throw new PlatformError('OPERATION_NOT_ALLOWED');
  return { secret: row.secret, otpauthUrl: otpauthUrl(merchant.name, member.account, row.secret) };
}

/** totpConfirm: a current code binds the secret; that code's step counts as used. */
export async function confirmTotp(
  db: Queryable,
  member: Member,
  code: string,
  now = Date.now(),
): Promise<{ bound: true }> {
  const [row] = await db.query<{ secret: string }>(
    'select secret from member_totp where member_id = $1 and bound_at is null',
    [member.id],
  );
  if (!row) throw new PlatformError('CODE_EXPIRED');
  const step = matchTotp(row.secret, code, now, null);
  if (step === undefined) throw new PlatformError('CODE_INVALID');
  const bound = await db.query(
    `update member_totp set bound_at = now(), last_step = $3
      where member_id = $1 and secret = $2 and bound_at is null returning member_id`,
    [member.id, row.secret, step],
  );
  if (bound.length === 0) throw new PlatformError('CODE_EXPIRED');
  return { bound: true };
}
