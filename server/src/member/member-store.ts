import { AGENT_ROLES } from '../../../contract/roles.ts';
import type { Queryable } from '../db/database.ts';
import type { Merchant } from '../merchant/merchant-store.ts';
import { numberingPlan, parseMobile, storedSpellings, type Mobile } from './mobile.ts';

/** Spec §6 role of an ordinary player. */
export const MEMBER_ROLE = 0;

export interface MemberLabel {
  labelName: string;
}

/** A member as the platform holds it (the password hash never leaves the server). */
export interface Member {
  id: number;
  merchantId: number;
  account: string;
  nickname: string;
  mobile: string | null;
  role: number;
  uplineId: number | null;
  memberLabels: MemberLabel[];
  clubLabel: string | null;
  affiliateCode: string | null;
  passwordHash: string | null;
  passwordIsDefault: boolean;
  passwordChangedAt: Date;
  firstLoginAt: Date | null;
}

export interface MemberRow {
  id: number;
  merchant_id: number;
  account: string;
  nickname: string;
  mobile: string | null;
  role: number;
  upline_id: number | null;
  member_labels: MemberLabel[];
  club_label: string | null;
  affiliate_code: string | null;
  password_hash: string | null;
  password_is_default: boolean;
  password_changed_at: string;
  first_login_at: string | null;
}

export const MEMBER_COLUMNS = `id, merchant_id, account, nickname, mobile, role, upline_id,
  member_labels, club_label, affiliate_code, password_hash, password_is_default,
  password_changed_at, first_login_at`;

/** The same columns qualified by a table alias, for joins (`m.id, m.merchant_id…`). */
export function memberColumns(alias: string): string {
  return MEMBER_COLUMNS.split(',')
    .map((column) => `${alias}.${column.trim()}`)
    .join(', ');
}

export function toMember(row: MemberRow): Member {
  return {
    id: row.id,
    merchantId: row.merchant_id,
    account: row.account,
    nickname: row.nickname,
    mobile: row.mobile,
    role: row.role,
    uplineId: row.upline_id,
    memberLabels: Array.isArray(row.member_labels) ? row.member_labels : [],
    clubLabel: row.club_label,
    affiliateCode: row.affiliate_code,
    passwordHash: row.password_hash,
    passwordIsDefault: row.password_is_default,
    passwordChangedAt: new Date(row.password_changed_at),
    firstLoginAt: row.first_login_at === null ? null : new Date(row.first_login_at),
  };
}

async function one(db: Queryable, sql: string, params: unknown[]): Promise<Member | undefined> {
  const [row] = await db.query<MemberRow>(sql, params);
  return row && toMember(row);
}

export function findMemberById(db: Queryable, id: number): Promise<Member | undefined> {
  return one(db, `select ${MEMBER_COLUMNS} from members where id = $1`, [id]);
}

/**
 * The member a login names: by account (any case) or by mobile, in any spelling of the
 * number (0912…, +84912…). Should one member's account equal another's mobile, the account
 * wins.
 */
export function findMemberForLogin(
  db: Queryable,
  merchant: Pick<Merchant, 'id' | 'settings'>,
  username: string,
): Promise<Member | undefined> {
  const parsed = parseMobile(username, numberingPlan(merchant.settings));
  const mobiles = [username, ...(parsed ? storedSpellings(merchant.settings, parsed.mobile) : [])];
  return one(
    db,
    `select ${MEMBER_COLUMNS} from members
      where merchant_id = $1 and (lower(account) = lower($2) or mobile = any($3::text[]))
      order by (lower(account) = lower($2)) desc limit 1`,
    [merchant.id, username, mobiles],
  );
}

/**
 * The member with this number, in any spelling a row written before numbers were normalised
 * may hold (see storedSpellings); the normalised spelling wins.
 */
export function findMemberByMobile(
  db: Queryable,
  merchant: Pick<Merchant, 'id' | 'settings'>,
  mobile: Mobile,
): Promise<Member | undefined> {
  return one(
    db,
    `select ${MEMBER_COLUMNS} from members where merchant_id = $1 and mobile = any($2::text[])
      order by (mobile = $3) desc, id limit 1`,
    [merchant.id, storedSpellings(merchant.settings, mobile), mobile],
  );
}

/** The agent (spec §6 roles 1, 2, 41, 42) whose affiliate code this is, any case. */
export function findAgentByAffiliateCode(
  db: Queryable,
  merchantId: number,
  code: string,
): Promise<Member | undefined> {
  return one(
    db,
    `select ${MEMBER_COLUMNS} from members
      where merchant_id = $1 and upper(affiliate_code) = upper($2) and role = any($3::int[])`,
    [merchantId, code, [...AGENT_ROLES]],
  );
}

export async function accountTaken(
  db: Queryable,
  merchantId: number,
  account: string,
): Promise<boolean> {
  const rows = await db.query(
    'select 1 from members where merchant_id = $1 and lower(account) = lower($2)',
    [merchantId, account],
  );
  return rows.length > 0;
}

/** Whether a member has this number, in any spelling (see findMemberByMobile). */
export async function mobileTaken(
  db: Queryable,
  merchant: Pick<Merchant, 'id' | 'settings'>,
  mobile: Mobile,
): Promise<boolean> {
  const rows = await db.query(
    'select 1 from members where merchant_id = $1 and mobile = any($2::text[]) limit 1',
    [merchant.id, storedSpellings(merchant.settings, mobile)],
  );
  return rows.length > 0;
}

export interface NewMember {
  merchantId: number;
  account: string;
  nickname: string;
  mobile?: string | null;
  email?: string | null;
  payeeName?: string | null;
  contacts?: Record<string, string>;
  passwordHash: string | null;
  paymentPasswordHash?: string | null;
  role: number;
  uplineId?: number | null;
  affiliateCode?: string | null;
  referralCode?: string | null;
  passwordIsDefault?: boolean;
  registrationIp?: string | null;
}

/** Inserts a member; a taken account or mobile surfaces as the database's unique violation. */
export async function insertMember(db: Queryable, member: NewMember): Promise<Member> {
  const [row] = await db.query<MemberRow>(
    `insert into members (merchant_id, account, nickname, mobile, email, payee_name, contacts,
       password_hash, payment_password_hash, role, upline_id, affiliate_code, referral_code,
       password_is_default, registration_ip)
     values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10, $11, $12, $13, $14, $15)
     returning ${MEMBER_COLUMNS}`,
    [
      member.merchantId,
      member.account,
      member.nickname,
      member.mobile ?? null,
      member.email ?? null,
      member.payeeName ?? null,
      JSON.stringify(member.contacts ?? {}),
      member.passwordHash,
      member.paymentPasswordHash ?? null,
      member.role,
      member.uplineId ?? null,
      member.affiliateCode ?? null,
      member.referralCode ?? null,
      member.passwordIsDefault ?? false,
      member.registrationIp ?? null,
    ],
  );
  if (!row) throw new Error('insert into members returned no row.');
  return toMember(row);
}

/** The name of the unique index a PostgreSQL/PGlite unique violation hit, if that is what it is. */
export function uniqueViolation(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  if (code !== '23505') return undefined;
  return typeof constraint === 'string' ? constraint : '';
}

/** Merges contact IDs (zalo, whatsapp, …) into the member's contacts. */
export async function saveMemberContacts(
  db: Queryable,
  memberId: number,
  contacts: Record<string, string>,
): Promise<void> {
  await db.query('update members set contacts = contacts || $1::jsonb where id = $2', [
    JSON.stringify(contacts),
    memberId,
  ]);
}
