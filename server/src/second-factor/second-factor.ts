import { createHash, randomBytes } from 'node:crypto';
import { PlatformError } from '../../../contract/errors.ts';
import type {
  LoginResult,
  SecondFactorChallenge,
  SecondFactorMethod,
} from '../../../contract/session.ts';
import type { Queryable } from '../db/database.ts';
import type { CallContext } from '../http/app-env.ts';
import type { Member } from '../member/member-store.ts';
import { findMemberById } from '../member/member-store.ts';
import type { Merchant } from '../merchant/merchant-store.ts';
import { parseMobile, numberingPlan, storedMobile } from '../member/mobile.ts';
import { ipKey } from '../session/login-failures.ts';
import { requirePasswordChange } from '../session/session-store.ts';
import { startSession } from '../session/start-session.ts';
import { consumeSmsCode } from '../verification/sms-codes.ts';
import { requestSmsCode } from '../verification/sms-service.ts';
import { ipStatus } from './known-ips.ts';
import { matchTotp } from './totp.ts';

export const TICKET_TTL_MS = 5 * 60_000;
export const TICKET_MAX_ATTEMPTS = 5;
const TICKET_BYTES = 32;

const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

interface Contact {
  email: string | null;
  payee_name: string | null;
  totp_bound: boolean;
}

/** The merchant's methods this member can use (spec §4), in the merchant's order. */
export async function usableMethods(
  db: Queryable,
  member: Member,
  merchant: Merchant,
): Promise<SecondFactorMethod[]> {
  const enabled = merchant.settings.secondFactor?.methods ?? [];
  if (enabled.length === 0) return [];
  const [row] = await db.query<Contact>(
    `select m.email, m.payee_name,
            exists (select 1 from member_totp t
                     where t.member_id = m.id and t.bound_at is not null) as totp_bound
       from members m where m.id = $1`,
    [member.id],
  );
  const has = (text: string | null | undefined) => (text ?? '').trim() !== '';
  const usable: Record<SecondFactorMethod, boolean> = {
    totp: row?.totp_bound === true,
    sms: has(member.mobile),
    mobile: has(member.mobile),
    email: has(row?.email),
    realName: has(row?.payee_name),
  };
  return enabled.filter((method) => usable[method]);
}

/**
 * After a correct password: a challenge when the merchant enables second-factor methods, the
 * IP is new to the member and the member can use at least one method; undefined (log in)
 * otherwise. A member with no known IP at all (created before IPs were kept, or by an
 * operator) is let in and that IP becomes known — there is nothing to compare against.
 */
export async function secondFactorChallenge(
  db: Queryable,
  member: Member,
  merchant: Merchant,
  ip: string | undefined,
  clientId: string,
  now = Date.now(),
): Promise<SecondFactorChallenge | undefined> {
  if ((merchant.settings.secondFactor?.methods ?? []).length === 0) return undefined;
  if ((await ipStatus(db, member.id, ip)) !== 'unknown') return undefined;
  const methods = await usableMethods(db, member, merchant);
  if (methods.length === 0) return undefined;
  const ticket = randomBytes(TICKET_BYTES).toString('base64url');
  await db.query(`delete from second_factor_tickets where member_id = $1 and expires_at < $2`, [
    member.id,
    new Date(now).toISOString(),
  ]);
  await db.query(
    `insert into second_factor_tickets
       (ticket_hash, member_id, merchant_id, ip_key, ip, client_id, methods, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      hashTicket(ticket),
      member.id,
      merchant.id,
      ipKey(ip),
      ip ?? null,
      clientId,
      methods,
      new Date(now + TICKET_TTL_MS).toISOString(),
    ],
  );
  return { secondFactor: { ticket, methods } };
}

interface TicketRow {
  member_id: number;
  ip_key: string;
  client_id: string;
  methods: string[];
  attempts: number;
  expires_at: string;
  used_at: string | null;
}

/** The live ticket for this call, or CODE_EXPIRED (unknown, used, expired, other client/IP). */
async function liveTicket(
  db: Queryable,
  call: CallContext,
  ticket: string,
  clientId: string,
  now: number,
): Promise<TicketRow> {
  const [row] = await db.query<TicketRow>(
    `select member_id, ip_key, client_id, methods, attempts, expires_at, used_at
       from second_factor_tickets where ticket_hash = $1 and merchant_id = $2`,
    [hashTicket(ticket), call.merchant.id],
  );
  if (
    !row ||
    row.used_at !== null ||
    row.attempts >= TICKET_MAX_ATTEMPTS ||
    Date.parse(row.expires_at) <= now ||
    row.client_id !== clientId ||
    row.ip_key !== ipKey(call.clientIp)
  ) {
    throw new PlatformError('CODE_EXPIRED');
  }
  return row;
}

const normalize = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

async function checkValue(
  db: Queryable,
  merchant: Merchant,
  member: Member,
  method: SecondFactorMethod,
  value: string,
  now: number,
): Promise<boolean> {
  switch (method) {
    case 'totp': {
      const [row] = await db.query<{ secret: string; last_step: number | null }>(
        `select secret, last_step from member_totp where member_id = $1 and bound_at is not null`,
        [member.id],
      );
      if (!row) return false;
      const step = matchTotp(row.secret, value, now, row.last_step);
      if (step === undefined) return false;
      // Only one of two simultaneous uses of a code moves last_step forward and wins.
      const moved = await db.query(
        `update member_totp set last_step = $2
          where member_id = $1 and (last_step is null or last_step < $2) returning member_id`,
        [member.id, step],
      );
      return moved.length > 0;
    }
    case 'sms':
      return (
        member.mobile !== null &&
        (await consumeSmsCode(
          db,
          member.merchantId,
          storedMobile(merchant.settings, member.mobile),
          'login',
          value,
          { now },
        )) === 'ok'
      );
    case 'mobile':
      // Any spelling of the number counts: 0912…, +84 912…, 0084912….
      return (
        member.mobile !== null &&
        parseMobile(value, numberingPlan(merchant.settings))?.mobile ===
          storedMobile(merchant.settings, member.mobile)
      );
    case 'email':
    case 'realName': {
      const [row] = await db.query<{ email: string | null; payee_name: string | null }>(
        'select email, payee_name from members where id = $1',
        [member.id],
      );
      const expected = method === 'email' ? row?.email : row?.payee_name;
      return !!expected && normalize(expected) === normalize(value);
    }
  }
}

/**
 * secondFactorVerify: the ticket must be live, for this client and IP, and offer the method.
 * Each check costs one of its five attempts; a wrong one answers CODE_INVALID with
 * `value.attemptsLeft`. The right one uses the ticket up and logs in as the password
 * login would have (the IP becomes known, forced password change included).
 */
export async function verifySecondFactor(
  input: { ticket: string; clientId: string; method: SecondFactorMethod; value: string },
  call: CallContext,
  now = Date.now(),
): Promise<LoginResult> {
  const { db, merchant } = call;
  const row = await liveTicket(db, call, input.ticket, input.clientId, now);
  if (!row.methods.includes(input.method)) {
    throw new PlatformError('OPERATION_NOT_ALLOWED');
  }
  // Counting the attempt first makes the limit hold under concurrent guesses.
  const [counted] = await db.query<{ attempts: number }>(
    `update second_factor_tickets set attempts = attempts + 1
      where ticket_hash = $1 and used_at is null and attempts < $2 returning attempts`,
    [hashTicket(input.ticket), TICKET_MAX_ATTEMPTS],
  );
  if (!counted) throw new PlatformError('CODE_EXPIRED');
  const member = await findMemberById(db, row.member_id);
  if (!member || !(await checkValue(db, merchant, member, input.method, input.value, now))) {
    throw new PlatformError('CODE_INVALID', {
      value: { attemptsLeft: Math.max(0, TICKET_MAX_ATTEMPTS - counted.attempts) },
    });
  }
  return db.transaction(async (tx) => {
    const used = await tx.query(
      `update second_factor_tickets set used_at = now()
        where ticket_hash = $1 and used_at is null returning member_id`,
      [hashTicket(input.ticket)],
    );
    if (used.length === 0) throw new PlatformError('CODE_EXPIRED');
    const result = await startSession(tx, member, merchant, call.clientIp, 'password');
    if (result.passwordExpired) await requirePasswordChange(tx, result.token);
    return result;
  });
}

/** secondFactorSms: a login code to the member's bound mobile, through the SMS service. */
export async function sendSecondFactorSms(
  input: { ticket: string; clientId: string },
  call: CallContext,
  language: string | undefined,
  now = Date.now(),
): Promise<void> {
  const row = await liveTicket(call.db, call, input.ticket, input.clientId, now);
  const member = await findMemberById(call.db, row.member_id);
  // The server's SMS provider, never a default: without one SMS is off (providers.ts).
  const provider = call.c.var.services.providers.sms;
  if (!row.methods.includes('sms') || !member?.mobile || !provider) {
    throw new PlatformError('OPERATION_NOT_ALLOWED');
  }
  await requestSmsCode(
    call.db,
    call.merchant,
    {
      mobile: member.mobile,
      purpose: 'login',
      clientId: input.clientId,
      ip: call.clientIp,
      language,
      // The password was right: the member's own share, which anonymous sends cannot drain.
      share: 'member',
    },
    { provider },
  );
}
