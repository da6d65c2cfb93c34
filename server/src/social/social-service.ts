import { randomBytes, randomInt } from 'node:crypto';
import type * as v from 'valibot';
import { PlatformError } from '../../../contract/errors.ts';
import { MODULE, enabledModules } from '../../../contract/modules.ts';
import type { LoginResult } from '../../../contract/session.ts';
import {
  SOCIAL_CALLBACK_PATH,
  type SocialProviderId,
  type socialLogin,
  type socialStart,
} from '../../../contract/social.ts';
import type { Queryable } from '../db/database.ts';
import { take, type LimitRule } from '../limits/limiter.ts';
import { isMerchantHost } from '../http/merchant-origins.ts';
import type { CallContext } from '../http/app-env.ts';
import {
  MEMBER_COLUMNS,
  MEMBER_ROLE,
  findMemberById,
  toMember,
  type Member,
  type MemberRow,
} from '../member/member-store.ts';
import type { Merchant } from '../merchant/merchant-store.ts';
import { ipKey } from '../session/login-failures.ts';
import { startSession } from '../session/start-session.ts';
import { sha256Hex, type SocialProfile, type SocialProvider } from './social-provider.ts';

/** A started sign-in must finish within this many minutes. */
export const SOCIAL_STATE_MINUTES = 10;
/** Sign-ins one IP may start per 10 minutes, per merchant. */
export const SOCIAL_STARTS_PER_IP = 30;
export const SOCIAL_STARTS: LimitRule = {
  name: 'social:start:ip',
  max: SOCIAL_STARTS_PER_IP,
  windowSeconds: 600,
};
/**
 * Sign-ins one IP may finish (or try to) per 10 minutes: each exchanges a code with the
 * provider, so a flood of made-up states and codes is cut off before it reaches them.
 */
export const SOCIAL_LOGINS: LimitRule = { name: 'social:login:ip', max: 60, windowSeconds: 600 };

type StartInput = v.InferOutput<typeof socialStart.input>;
type LoginInput = v.InferOutput<typeof socialLogin.input>;

const MODULE_OF = { google: MODULE.googleLogin, facebook: MODULE.facebookLogin } as const;

function requireModule(merchant: Merchant, provider: SocialProviderId): void {
  if (!enabledModules(merchant.settings.modules).has(MODULE_OF[provider])) {
    throw new PlatformError('OPERATION_NOT_ALLOWED');
  }
}

/**
 * One of the merchant's domains; in sandbox mode also its `<brand>.localhost` or a developer's
 * local host. The code comes back to `<origin>/social/callback`: any other origin would hand
 * a stranger's page the visitor's sign-in.
 */
export function allowedReturnOrigin(merchant: Merchant, origin: string, sandbox: boolean): boolean {
  return isMerchantHost(merchant, origin, sandbox);
}

/** Starts a flow: a random state, stored hashed, and the provider's authorize URL. */
export async function startSocial(
  input: StartInput,
  call: CallContext,
  provider: SocialProvider,
): Promise<{ authorizeUrl: string; state: string }> {
  const { db, merchant } = call;
  requireModule(merchant, input.provider);
  if (!allowedReturnOrigin(merchant, input.returnOrigin, call.c.var.services.sandbox)) {
    throw new PlatformError('BAD_REQUEST', {
      message: 'returnOrigin is not a site of this merchant.',
    });
  }
  const ip = call.clientIp ?? 'unknown';
  // Recorded and counted in one statement: counting the stored states first let a burst past.
  await take(db, merchant.id, [[SOCIAL_STARTS, ipKey(call.clientIp)]]);
  await db.query(`delete from social_states where expires_at < now() - interval '1 day'`);
  const state = randomBytes(32).toString('base64url');
  const redirectUri = `${input.returnOrigin}${SOCIAL_CALLBACK_PATH}`;
  await db.query(
    `insert into social_states (state_hash, merchant_id, provider, client_id, redirect_uri, ip,
       expires_at)
     values ($1, $2, $3, $4, $5, $6, now() + $7::int * interval '1 minute')`,
    [
      sha256Hex(state),
      merchant.id,
      input.provider,
      input.clientId,
      redirectUri,
      ip,
      SOCIAL_STATE_MINUTES,
    ],
  );
  const platformOrigin = new URL(call.c.req.url).origin;
  return {
    authorizeUrl: provider.authorizeUrl({
      provider: input.provider,
      state,
      redirectUri,
      platformOrigin,
    }),
    state,
  };
}

/** The redirect URI of a live, unused state (for the sandbox's consent page), else undefined. */
export async function liveStateRedirect(
  db: Queryable,
  provider: string,
  state: string,
): Promise<string | undefined> {
  const [row] = await db.query<{ redirect_uri: string }>(
    `select redirect_uri from social_states
      where state_hash = $1 and provider = $2 and used_at is null and expires_at > now()`,
    [sha256Hex(state), provider],
  );
  return row?.redirect_uri;
}

const popupClosed = () => new PlatformError('POPUP_CLOSED');

/**
 * Finishes a flow in one transaction: uses the state up, exchanges the code, finds or creates
 * the member, starts its session. Any refusal rolls everything back.
 */
export async function loginSocial(
  input: LoginInput,
  call: CallContext,
  provider: SocialProvider,
): Promise<LoginResult> {
  const { db, merchant } = call;
  requireModule(merchant, input.provider);
  // Outside the transaction, so the attempt stays counted when the sign-in is refused.
  await take(db, merchant.id, [[SOCIAL_LOGINS, ipKey(call.clientIp)]]);
  return db.transaction(async (tx) => {
    const [state] = await tx.query<{ redirect_uri: string }>(
      `update social_states set used_at = now()
        where state_hash = $1 and merchant_id = $2 and provider = $3 and client_id = $4
          and used_at is null and expires_at > now()
        returning redirect_uri`,
      [sha256Hex(input.state), merchant.id, input.provider, input.clientId],
    );
    if (!state) throw popupClosed();
    const profile = await provider.exchange(tx, {
      provider: input.provider,
      code: input.code,
      redirectUri: state.redirect_uri,
    });
    if (!profile) throw popupClosed();
    const member = await memberOf(tx, merchant, input.provider, profile, call.clientIp);
    return startSession(tx, member, merchant, call.clientIp, 'social');
  });
}

async function memberOf(
  tx: Queryable,
  merchant: Merchant,
  provider: SocialProviderId,
  profile: SocialProfile,
  ip: string | undefined,
): Promise<Member> {
  const linked = await linkedMember(tx, merchant.id, provider, profile.subject);
  if (linked) return linked;
  const member = await insertSocialMember(tx, merchant.id, provider, profile, ip);
  const won = await tx.query(
    `insert into social_identities (merchant_id, provider, subject, member_id, email)
     values ($1, $2, $3, $4, $5) on conflict do nothing returning member_id`,
    [merchant.id, provider, profile.subject, member.id, profile.email ?? null],
  );
  if (won.length > 0) return member;
  // Another sign-in of the same account got there first: use its member, drop ours.
  await tx.query('delete from members where id = $1', [member.id]);
  const winner = await linkedMember(tx, merchant.id, provider, profile.subject);
  if (!winner) throw new Error('A social identity was taken but its member is gone.');
  return winner;
}

async function linkedMember(
  db: Queryable,
  merchantId: number,
  provider: string,
  subject: string,
): Promise<Member | undefined> {
  const [row] = await db.query<{ member_id: number }>(
    `select member_id from social_identities
      where merchant_id = $1 and provider = $2 and subject = $3`,
    [merchantId, provider, subject],
  );
  return row && findMemberById(db, row.member_id);
}

/**
 * An account name from what the provider reports: lower-case letters and digits of the
 * e-mail's local part (or the name), 4–12 of them, else the provider's name; a taken one
 * gets four random digits.
 */
export function accountBase(provider: SocialProviderId, profile: SocialProfile): string {
  const source = profile.email?.split('@')[0] ?? profile.name ?? '';
  const base = source
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 12);
  return base.length >= 4 ? base : provider;
}

/** Display name: printable characters only, at most 32. */
export function nicknameOf(profile: SocialProfile, account: string): string {
  const raw = profile.name ?? profile.email?.split('@')[0] ?? '';
  const clean = raw
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f<>]/g, '')
    .trim()
    .slice(0, 32);
  return clean || account;
}

async function insertSocialMember(
  tx: Queryable,
  merchantId: number,
  provider: SocialProviderId,
  profile: SocialProfile,
  ip: string | undefined,
): Promise<Member> {
  const base = accountBase(provider, profile);
  for (let tries = 0; tries < 6; tries++) {
    const account =
      tries === 0 ? base : `${base.slice(0, 10)}${String(randomInt(10_000)).padStart(4, '0')}`;
    const [row] = await tx.query<MemberRow>(
      `insert into members (merchant_id, account, nickname, email, role, registration_ip)
       values ($1, $2, $3, $4, $5, $6)
       on conflict do nothing
       returning ${MEMBER_COLUMNS}`,
      [
        merchantId,
        account,
        nicknameOf(profile, account),
        profile.email ?? null,
        MEMBER_ROLE,
        ip ?? null,
      ],
    );
    if (row) return toMember(row);
  }
  throw new Error('Could not draw a free account name for a social sign-in.');
}
