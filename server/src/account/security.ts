import { PlatformError } from '../../../contract/errors.ts';
import type { Database, Queryable } from '../db/database.ts';
import type { Member } from '../member/member-store.ts';
import { release, take } from '../limits/limiter.ts';
import { countSecretCheck } from '../limits/secret-checks.ts';
import { verifyPassword } from '../member/password.ts';
import {
  FUND_PASSWORD_RULE,
  fundPasswordHash,
  isFundPasswordFormat,
  requireFundPassword,
} from './fund-password.ts';
import { refuseDemo } from '../wallet/wallets.ts';
import { maskMobile } from '../../../contract/mask.ts';
// The same cards the withdrawal page lists, holder masked the same way.
import { cardsOf } from '../withdrawal/cards.ts';

// One mask for the account page and the runtime's header (contract/mask.ts).
export { maskMobile };

/** "jane@example.com" → "j***@example.com". */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

/** "Nguyen Van A" → "N***** V** A": each word keeps its first character. */
export function maskName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .map((word) => {
      const chars = [...word];
      return `${chars[0] ?? ''}${'*'.repeat(Math.max(chars.length - 1, 0))}`;
    })
    .join(' ');
}

interface SecurityRow {
  account: string;
  nickname: string;
  mobile: string | null;
  email: string | null;
  payee_name: string | null;
  fund_password_set: boolean;
  authenticator_bound: boolean;
  created_at: string;
}

/** Spec §2.4 securityCenter: what is bound and set, every personal detail masked. */
export async function securityInfo(db: Queryable, memberId: number) {
  const [row] = await db.query<SecurityRow>(
    `select m.account, m.nickname, m.mobile, m.email, m.payee_name, m.created_at,
            m.payment_password_hash is not null as fund_password_set,
            exists (select 1 from member_totp t
                     where t.member_id = m.id and t.bound_at is not null) as authenticator_bound
       from members m where m.id = $1`,
    [memberId],
  );
  if (!row) throw new PlatformError('NOT_LOGGED_IN');
  return {
    account: row.account,
    nickname: row.nickname,
    mobile: row.mobile ? maskMobile(row.mobile) : null,
    email: row.email ? maskEmail(row.email) : null,
    realName: row.payee_name ? maskName(row.payee_name) : null,
    fundPasswordSet: row.fund_password_set,
    authenticatorBound: row.authenticator_bound,
    cards: await cardsOf(db, memberId),
    registeredAt: row.created_at,
  };
}

/**
 * Sets or changes the fund password. The first time the login password proves the member:
 * its guesses are recorded against the fund password's limit before the comparison, so this
 * call cannot be used to guess the login password freely. Afterwards the current fund
 * password (requireFundPassword, same limit).
 */
export async function setFundPassword(
  db: Database,
  member: Member,
  current: string,
  next: string,
): Promise<{ set: true }> {
  refuseDemo(member);
  if (!isFundPasswordFormat(next)) throw new PlatformError('FUND_PASSWORD_FORMAT');
  const [row] = await db.query<{ hash: string | null; password: string | null }>(
    'select payment_password_hash as hash, password_hash as password from members where id = $1',
    [member.id],
  );
  if (!row) throw new PlatformError('NOT_LOGGED_IN');
  if (row.hash) {
    await requireFundPassword(db, member.id, current);
  } else {
    const hits = await take(db, member.merchantId, [[FUND_PASSWORD_RULE, `member:${member.id}`]]);
    countSecretCheck('login-password');
    if (!(await verifyPassword(current, row.password))) {
      throw new PlatformError('BAD_CREDENTIALS');
    }
    await release(db, member.merchantId, hits);
  }
  await db.query('update members set payment_password_hash = $2 where id = $1', [
    member.id,
    await fundPasswordHash(db, member.merchantId, member.id, next),
  ]);
  return { set: true };
}
