import type * as v from 'valibot';
import { PlatformError } from '../../../contract/errors.ts';
import { MODULE, enabledModules } from '../../../contract/modules.ts';
import { isAgentRole } from '../../../contract/roles.ts';
import type { login, LoginResult, SecondFactorChallenge } from '../../../contract/session.ts';
import { checkImageCaptcha } from '../captcha/captcha-service.ts';
import { consumeSliderToken, sliderTokenLive } from '../captcha/slider-tokens.ts';
import type { CallContext } from '../http/app-env.ts';
import { countSecretCheck } from '../limits/secret-checks.ts';
import { findMemberByMobile, findMemberForLogin, type Member } from '../member/member-store.ts';
import { mobileOf } from '../member/mobile.ts';
import { verifyPassword } from '../member/password.ts';
import { secondFactorChallenge } from '../second-factor/second-factor.ts';
import { consumeSmsCode, smsCheckError } from '../verification/sms-codes.ts';
import {
  accountKey,
  captchaNext,
  captchaPending,
  captchaRequired,
  enterLogin,
  ipKey,
  loginSucceeded,
  type LoginAttempt,
  type LoginEntry,
} from './login-failures.ts';
import { requirePasswordChange } from './session-store.ts';
import { startSession } from './start-session.ts';

type LoginInput = v.InferOutput<typeof login.input>;
type PasswordLogin = Extract<LoginInput, { type: 'username' }>;
type SmsLogin = Extract<LoginInput, { type: 'sms' }>;

/** `value` of a failure once the image captcha is required, so the runtime shows it. */
const CAPTCHA_FLAG = { captcha: true } as const;

function attemptOf(call: CallContext, member: Member | undefined, typed: string, clientId: string) {
  return {
    merchantId: call.merchant.id,
    accountKey: accountKey(member?.id, typed),
    clientId,
    ip: ipKey(call.clientIp),
  } satisfies LoginAttempt;
}

/**
 * The checks every login passes before its credential is looked at: the slider token is
 * live (password logins; a refused one records nothing), then the limits, which record the
 * attempt (TOO_MANY_REQUESTS past one), then the image captcha once earlier attempts made
 * it required, and only then the slider token is used up. A failure's `value.failed` says
 * which proof failed ('slider' or 'captcha'), so the runtime renews only that one.
 */
async function guard(
  call: CallContext,
  attempt: LoginAttempt,
  proof: { captcha: string | undefined; slider?: string },
): Promise<LoginEntry> {
  const { db, merchant } = call;
  const sliderRefused = async () => {
    // Nothing more is recorded, but the answer still says when the captcha will be asked for.
    const flag = (await captchaPending(db, attempt)) ? CAPTCHA_FLAG : {};
    return new PlatformError('CAPTCHA_FAILED', { value: { ...flag, failed: 'slider' } });
  };
  if (
    proof.slider !== undefined &&
    !(await sliderTokenLive(db, merchant.id, proof.slider, attempt.clientId))
  ) {
    throw await sliderRefused();
  }
  const entry = await enterLogin(db, attempt);
  if (
    captchaRequired(entry) &&
    !(await checkImageCaptcha(db, merchant.id, attempt.clientId, proof.captcha))
  ) {
    // Issue 10: the slider token is only looked at above, so a mistyped captcha keeps it.
    throw new PlatformError('CAPTCHA_FAILED', { value: { ...CAPTCHA_FLAG, failed: 'captcha' } });
  }
  if (
    proof.slider !== undefined &&
    !(await consumeSliderToken(db, merchant.id, proof.slider, attempt.clientId))
  ) {
    throw await sliderRefused();
  }
  return entry;
}

/**
 * The agent entrance (spec §6 "non-agents cannot log in to the agent entrance", §8): asked
 * only after the credentials proved right and the limiter recorded the success, so a wrong
 * password answers BAD_CREDENTIALS through either door and the refusal names nobody.
 */
function admitThrough(entrance: LoginInput['entrance'], member: Member): void {
  if (entrance === 'AGENT' && !isAgentRole(member.role)) throw new PlatformError('NOT_AN_AGENT');
}

/** The failure's answer, flagged once the next attempt needs the captcha. */
function failed(entry: LoginEntry, error: PlatformError): PlatformError {
  if (!captchaNext(entry)) return error;
  return new PlatformError(error.code, {
    status: error.status,
    message: error.message,
    value: CAPTCHA_FLAG,
  });
}

/**
 * Account name or mobile and password. Unknown accounts go through the very same steps
 * (limits, captcha, one scrypt against a dummy hash) and get the very same answer. From an
 * IP new to the member, with the merchant's second factor on and a method the member can
 * use, the answer is a challenge instead of a session (spec §4, see secondFactorVerify).
 */
export async function passwordLogin(
  input: PasswordLogin,
  call: CallContext,
): Promise<LoginResult | SecondFactorChallenge> {
  const { db, merchant } = call;
  const member = await findMemberForLogin(db, merchant, input.username);
  const attempt = attemptOf(call, member, input.username, input.clientId);
  const entry = await guard(call, attempt, { captcha: input.captcha, slider: input.slider });
  countSecretCheck('login-password');
  const ok = await verifyPassword(input.password, member?.passwordHash ?? null);
  if (!ok || !member) throw failed(entry, new PlatformError('BAD_CREDENTIALS'));
  await loginSucceeded(db, attempt, entry);
  admitThrough(input.entrance, member);
  const challenge = await secondFactorChallenge(
    db,
    member,
    merchant,
    call.clientIp,
    input.clientId,
  );
  if (challenge) return challenge;
  return db.transaction(async (tx) => {
    const result = await startSession(tx, member, merchant, call.clientIp, 'password');
    // Spec §4: until the password is changed this session may do little else.
    if (result.passwordExpired) await requirePasswordChange(tx, result.token);
    return result;
  });
}

/**
 * Mobile and SMS code (SMSLOGIN on). A mobile that is not registered answers CODE_INVALID,
 * as a wrong code would, so the call tells nobody which numbers are members.
 */
export async function smsLogin(input: SmsLogin, call: CallContext): Promise<LoginResult> {
  const { db, merchant } = call;
  if (!enabledModules(merchant.settings.modules).has(MODULE.smsLogin)) {
    throw new PlatformError('OPERATION_NOT_ALLOWED');
  }
  // Every spelling of a number (0912…, +84912…) is one number for the lookup and the limits.
  const mobile = mobileOf(merchant.settings, input.mobileNum);
  const member = await findMemberByMobile(db, merchant, mobile);
  const attempt = attemptOf(call, member, mobile, input.clientId);
  const entry = await guard(call, attempt, { captcha: input.captcha });
  const check = await consumeSmsCode(db, merchant.id, mobile, 'login', input.code);
  const refused = member ? smsCheckError(check) : smsCheckError('invalid');
  if (refused || !member) throw failed(entry, refused ?? new PlatformError('CODE_INVALID'));
  await loginSucceeded(db, attempt, entry);
  admitThrough(input.entrance, member);
  return db.transaction((tx) => startSession(tx, member, merchant, call.clientIp, 'sms'));
}
