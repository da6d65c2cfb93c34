import { randomInt } from 'node:crypto';
import { DEMO_ROLE, isAgentRole } from '../../../contract/roles.ts';
import type { Queryable } from '../db/database.ts';
import {
  MEMBER_COLUMNS,
  toMember,
  uniqueViolation,
  type Member,
  type MemberRow,
} from '../member/member-store.ts';
import { refuseDemo } from '../wallet/wallets.ts';

/** No 0/O, 1/I/L: a code read aloud or off a screenshot is typed right the first time. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

function drawCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/**
 * The member whose own referral code this is, any case: a player's (or an agent's that has no
 * affiliate code). Demo accounts have none.
 */
export async function findMemberByOwnReferralCode(
  db: Queryable,
  merchantId: number,
  code: string,
): Promise<Member | undefined> {
  const [row] = await db.query<MemberRow>(
    `select ${MEMBER_COLUMNS} from members
      where merchant_id = $1 and own_referral_code = upper($2) and role <> $3`,
    [merchantId, code, DEMO_ROLE],
  );
  return row && toMember(row);
}

/**
 * The player's own code, made on first request. A drawn code that another member of the
 * merchant already has (as own code or as an agent's affiliate code) is drawn again; two
 * first requests racing each other end with the same code (the update only fills an empty one).
 */
async function ownCode(db: Queryable, member: Member): Promise<string> {
  for (let tries = 0; tries < 10; tries++) {
    const [existing] = await db.query<{ code: string | null }>(
      'select own_referral_code as code from members where id = $1',
      [member.id],
    );
    if (existing?.code) return existing.code;
    const code = drawCode();
    const [clash] = await db.query(
      'select 1 from members where merchant_id = $1 and upper(affiliate_code) = $2',
      [member.merchantId, code],
    );
    if (clash) continue;
    try {
      await db.query(
        'update members set own_referral_code = $2 where id = $1 and own_referral_code is null',
        [member.id, code],
      );
    } catch (error: unknown) {
      if (uniqueViolation(error) === undefined) throw error;
    }
  }
  throw new Error('Could not draw a free referral code.');
}

/**
 * Spec §2.4 referral: the code a member shares and a sign-up link carrying it. Agents share
 * their affiliate code (their invitees become their downlines); players their own code
 * (their invitees join the same team, see register.ts). `invited` counts who signed up with it.
 */
export async function referralInfo(db: Queryable, member: Member, origin: string) {
  refuseDemo(member);
  let code: string;
  let invited: number;
  if (isAgentRole(member.role) && member.affiliateCode) {
    code = member.affiliateCode;
    const [row] = await db.query<{ n: number }>(
      `select count(*)::int as n from members
        where upline_id = $1 and upper(referral_code) = upper($2)`,
      [member.id, code],
    );
    invited = row?.n ?? 0;
  } else {
    code = await ownCode(db, member);
    const [row] = await db.query<{ n: number }>(
      'select count(*)::int as n from members where referred_by = $1',
      [member.id],
    );
    invited = row?.n ?? 0;
  }
  const base = new URL(origin).origin;
  return { code, link: `${base}/register?referralCode=${encodeURIComponent(code)}`, invited };
}
