import { createHash, randomBytes } from 'node:crypto';
import type * as v from 'valibot';
import { PlatformError } from '../../../contract/errors.ts';
import type {
  changePassword,
  forgotPassword,
  PasswordField,
  PasswordProblem,
  resetPassword,
} from '../../../contract/password.ts';
import { checkField, type ValidationRule } from '../../../contract/validation.ts';
import type { Database, Queryable } from '../db/database.ts';
import type { CallContext } from '../http/app-env.ts';
import { MEMBER_COLUMNS, toMember, type Member, type MemberRow } from '../member/member-store.ts';
import { hashPassword, verifyPassword } from '../member/password.ts';
import type { Merchant } from '../merchant/merchant-store.ts';
import { sessionOf } from '../session/authenticate.ts';
import { ipKey } from '../session/login-failures.ts';
import { hit, release, take, type LimitRule } from '../limits/limiter.ts';
import { countSecretCheck } from '../limits/secret-checks.ts';
import type { EmailProvider } from './email-provider.ts';
import { siteOrigin } from './site-origin.ts';

/** A reset link lives this long… */
export const RESET_TOKEN_MINUTES = 30;
/** …forgot-password requests per IP per hour before TOO_MANY_REQUESTS… */
export const FORGOT_PER_IP_HOUR = 10;
/** …mails per account per hour (more requests still answer "sent" but mail nothing)… */
export const FORGOT_MAILS_PER_ACCOUNT_HOUR = 3;
/** …refused resets (bad, used or old tokens) per IP per hour… */
export const RESET_FAILURES_PER_IP_HOUR = 20;
/** …and wrong old passwords per account per hour at change password. */
export const CHANGE_FAILURES_PER_ACCOUNT_HOUR = 10;

const hourly = (name: string, max: number): LimitRule => ({ name, max, windowSeconds: 3600 });

/** The limits of this file, each recorded before what it guards is looked at. */
export const PASSWORD_RULES = {
  /** Wrong old passwords per member (a right one is taken back). */
  change: hourly('password:change-member', CHANGE_FAILURES_PER_ACCOUNT_HOUR),
  /** Forgot-password requests per address, answered or not. */
  forgot: hourly('password:forgot-address', FORGOT_PER_IP_HOUR),
  /** Reset mails per member. */
  mail: hourly('password:forgot-mail-member', FORGOT_MAILS_PER_ACCOUNT_HOUR),
  /** Refused reset tokens per address (a live token is taken back). */
  reset: hourly('password:reset-address', RESET_FAILURES_PER_IP_HOUR),
} as const;

type ChangeInput = v.InferOutput<typeof changePassword.input>;
type ForgotInput = v.InferOutput<typeof forgotPassword.input>;
type ResetInput = v.InferOutput<typeof resetPassword.input>;

const LABELS: Record<PasswordField, string> = {
  oldPassword: 'Old password',
  newPassword: 'New password',
  confirmNewPassword: 'Confirm password',
};

function fieldError(field: PasswordField, problem: PasswordProblem): PlatformError {
  const label = LABELS[field];
  const message =
    problem.kind === 'required'
      ? `${label} must not be empty.`
      : problem.kind === 'mismatch'
        ? 'The two inputs are inconsistent.'
        : problem.kind === 'reused'
          ? 'The new password must differ from the old one.'
          : `${label} has the wrong format (${problem.min} to ${problem.max} characters, rule ${problem.patternId}).`;
  return new PlatformError('BAD_REQUEST', { message, value: { field, problem } });
}

/** The merchant's password rule (the registration rule of spec §5). */
function passwordRule(merchant: Merchant): ValidationRule | undefined {
  return (merchant.settings.register.rules as Partial<Record<string, ValidationRule>>).password;
}

/** New password against the rule, then the confirmation. */
function checkNewPassword(
  merchant: Merchant,
  input: { newPassword: string; confirmNewPassword: string },
) {
  const problem = checkField(input.newPassword, passwordRule(merchant), true);
  if (problem) throw fieldError('newPassword', problem);
  if (input.confirmNewPassword === '') throw fieldError('confirmNewPassword', { kind: 'required' });
  if (input.confirmNewPassword !== input.newPassword) {
    throw fieldError('confirmNewPassword', { kind: 'mismatch' });
  }
}

async function setPassword(db: Queryable, memberId: number, password: string): Promise<void> {
  await db.query(
    `update members set password_hash = $2, password_is_default = false,
            password_changed_at = now() where id = $1`,
    [memberId, await hashPassword(password)],
  );
}

/**
 * Spec §5 change password: the old one must verify, the new one pass the merchant's rule,
 * equal its confirmation and differ from the old. Clears the default flag and the forced
 * change of this session, and ends the member's other sessions.
 */
export async function changeMemberPassword(input: ChangeInput, call: CallContext): Promise<null> {
  const { db, merchant } = call;
  const session = sessionOf(call);
  const { member } = session;
  if (input.oldPassword === '') throw fieldError('oldPassword', { kind: 'required' });
  checkNewPassword(merchant, input);
  const hits = await take(db, merchant.id, [[PASSWORD_RULES.change, `member:${member.id}`]]);
  countSecretCheck('change-password');
  if (!(await verifyPassword(input.oldPassword, member.passwordHash))) {
    throw new PlatformError('BAD_CREDENTIALS', { message: 'The old password is incorrect.' });
  }
  await release(db, merchant.id, hits);
  if (input.newPassword === input.oldPassword) throw fieldError('newPassword', { kind: 'reused' });
  await db.transaction(async (tx) => {
    await setPassword(tx, member.id, input.newPassword);
    await tx.query(
      `update sessions set revoked_at = now()
        where member_id = $1 and token_hash <> $2 and revoked_at is null`,
      [member.id, session.tokenHash],
    );
    await tx.query('update sessions set must_change_password = false where token_hash = $1', [
      session.tokenHash,
    ]);
  });
  return null;
}

function hashResetToken(token: string): string {
  return createHash('sha256').update(`password-reset:${token}`).digest('hex');
}

async function findByAccountAndEmail(
  db: Queryable,
  merchantId: number,
  username: string,
  email: string,
): Promise<(Member & { email: string }) | undefined> {
  const [row] = await db.query<MemberRow & { email: string }>(
    `select ${MEMBER_COLUMNS}, email from members
      where merchant_id = $1 and lower(account) = lower($2) and lower(email) = lower($3)
        and role <> 4`,
    [merchantId, username, email],
  );
  return row && { ...toMember(row), email: row.email };
}

/** The reset mail, in English (the link is what matters; the site shows the rest translated). */
function resetMail(account: string, link: string): { subject: string; text: string } {
  return {
    subject: 'Reset your password',
    text: [
      `Hello ${account},`,
      '',
      `Someone asked to reset the password of this account. Open this link within ${RESET_TOKEN_MINUTES} minutes to choose a new one:`,
      link,
      '',
      'If it was not you, ignore this mail: your password stays as it is.',
    ].join('\n'),
  };
}

/** Mails still being sent after their request was answered (see requestPasswordReset). */
const pendingMails = new Set<Promise<void>>();

/** Resolves once every reset mail asked for so far was sent or given up: for tests and shutdown. */
export async function passwordMailsSettled(): Promise<void> {
  while (pendingMails.size > 0) await Promise.all(pendingMails);
}

/**
 * Spec §5 forgot password. Answers `sent` for any well-formed pair within the address's limit,
 * and answers before it even looks the pair up: the lookup, the per-member mail limit, the
 * token and the mail (a real provider's network call) happen after the answer, so the answer
 * takes the same time whether or not the account exists. A link goes out only when the
 * username and the email belong to one member, at most a few an hour.
 */
export async function requestPasswordReset(
  input: ForgotInput,
  call: CallContext,
  provider: EmailProvider,
): Promise<{ sent: true }> {
  const { db, merchant } = call;
  await take(db, merchant.id, [[PASSWORD_RULES.forgot, ipKey(call.clientIp)]]);
  const origin = siteOrigin(call.c, merchant, call.c.var.services.trustProxy);
  const { log } = call.c.var.services;
  // After this request's answer is on its way: setImmediate runs once the handler returned.
  const mail = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => mailResetLink(db, merchant.id, input, origin, provider))
    .catch((error: unknown) => {
      log(
        `forgot password: no mail sent (${error instanceof Error ? error.message : String(error)})`,
      );
    })
    .finally(() => pendingMails.delete(mail));
  pendingMails.add(mail);
  return { sent: true };
}

async function mailResetLink(
  db: Database,
  merchantId: number,
  input: ForgotInput,
  origin: string,
  provider: EmailProvider,
): Promise<void> {
  const member = await findByAccountAndEmail(db, merchantId, input.username, input.email);
  if (!member) return;
  const mails = await hit(db, merchantId, PASSWORD_RULES.mail, `member:${member.id}`);
  if (!mails.allowed) return;
  const token = randomBytes(32).toString('base64url');
  const link = `${origin}/resetPassword?token=${token}`;
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into password_reset_tokens (token_hash, member_id, merchant_id, expires_at)
       values ($1, $2, $3, now() + $4::int * interval '1 minute')`,
      [hashResetToken(token), member.id, merchantId, RESET_TOKEN_MINUTES],
    );
    await tx.query(
      `delete from password_reset_tokens
        where member_id = $1 and (used_at is not null or expires_at < now())`,
      [member.id],
    );
    await provider.send(tx, { merchantId, to: member.email, ...resetMail(member.account, link) });
  });
}

/**
 * Spec §4/§5 reset by link: the token must be live (single use, 30 minutes); the new
 * password passes the rule and its confirmation. Every session of the member ends.
 */
export async function resetMemberPassword(
  input: ResetInput,
  call: CallContext,
): Promise<{ account: string }> {
  const { db, merchant } = call;
  const hits = await take(db, merchant.id, [[PASSWORD_RULES.reset, ipKey(call.clientIp)]]);
  const tokenHash = hashResetToken(input.token);
  const [row] = await db.query<{ member_id: number; expired: boolean; used: boolean }>(
    `select member_id, expires_at <= now() as expired, used_at is not null as used
       from password_reset_tokens where token_hash = $1 and merchant_id = $2`,
    [tokenHash, merchant.id],
  );
  if (!row || row.used || row.expired) {
    throw new PlatformError(row && !row.used ? 'CODE_EXPIRED' : 'CODE_INVALID', {
      message:
        row && !row.used
          ? 'This reset link has expired; please ask for a new one.'
          : 'This reset link is not valid (it may have been used already).',
    });
  }
  // A live link is no refusal: the limit counts bad, used and old ones.
  await release(db, merchant.id, hits);
  checkNewPassword(merchant, input);
  return db.transaction(async (tx) => {
    // Claimed in the same statement that checks it, so two racing resets cannot both win.
    const claimed = await tx.query<{ member_id: number }>(
      `update password_reset_tokens set used_at = now()
        where token_hash = $1 and used_at is null and expires_at > now() returning member_id`,
      [tokenHash],
    );
    if (claimed.length === 0) throw new PlatformError('CODE_INVALID');
    await setPassword(tx, row.member_id, input.newPassword);
    await tx.query(
      `update password_reset_tokens set used_at = now() where member_id = $1 and used_at is null`,
      [row.member_id],
    );
    await tx.query(
      'update sessions set revoked_at = now() where member_id = $1 and revoked_at is null',
      [row.member_id],
    );
    const [member] = await tx.query<{ account: string }>(
      'select account from members where id = $1',
      [row.member_id],
    );
    return { account: member?.account ?? '' };
  });
}
