import type * as v from 'valibot';
import { PlatformError } from '../../../contract/errors.ts';
import { MODULE, enabledModules } from '../../../contract/modules.ts';
import type { login, LoginResult, SecondFactorChallenge } from '../../../contract/session.ts';
import { checkImageCaptcha, consumeSliderToken } from '../captcha/captcha-service.ts';
import type { CallContext } from '../http/register-endpoint.ts';
import { findMemberByMobile, findMemberForLogin, type Member } from '../member/member-store.ts';
import { verifyPassword } from '../member/password.ts';
import { secondFactorChallenge } from '../second-factor/second-factor.ts';
import { consumeSmsCode, smsCheckError } from '../verification/sms-service.ts';
import {
  accountKey,
  captchaRequired,
  clearFailures,
  countFailures,
  ipKey,
  isLockedOut,
  recordFailure,
  type LoginAttempt,
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
 * The checks every login passes before its credential is looked at: the lockouts, the
 * slider token (password logins), then the image captcha once failures made it required.
 * Nothing here records a failure: only a wrong credential counts.
 */
async function guard(
  call: CallContext,
  attempt: LoginAttempt,
  proof: { captcha: string | undefined; slider?: string },
): Promise<void> {
  const counts = await countFailures(call.db, attempt);
  if (isLockedOut(counts)) throw new PlatformError('TOO_MANY_REQUESTS', { status: 429 });
  const required = captchaRequired(counts);
  const value = required ? CAPTCHA_FLAG : undefined;
  if (
    proof.slider !== undefined &&
    !(await consumeSliderToken(call.db, call.merchant.id, proof.slider))
  ) {
    throw new PlatformError('CAPTCHA_FAILED', { value });
  }
  if (
    required &&
    !(await checkImageCaptcha(call.db, call.merchant.id, attempt.clientId, proof.captcha))
  ) {
    throw new PlatformError('CAPTCHA_FAILED', { value });
  }
}

async function failed(call: CallContext, attempt: LoginAttempt, error: PlatformError) {
  const counts = await recordFailure(call.db, attempt);
  if (!captchaRequired(counts)) return error;
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
  const member = await findMemberForLogin(db, merchant.id, input.username);
  const attempt = attemptOf(call, member, input.username, input.clientId);
  await guard(call, attempt, { captcha: input.captcha, slider: input.slider });
  const ok = await verifyPassword(input.password, member?.passwordHash ?? null);
  if (!ok || !member) {
    throw await failed(call, attempt, new PlatformError('BAD_CREDENTIALS', { status: 401 }));
  }
  await clearFailures(db, attempt);
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
    throw new PlatformError('OPERATION_NOT_ALLOWED', { status: 403 });
  }
  const member = await findMemberByMobile(db, merchant.id, input.mobileNum);
  const attempt = attemptOf(call, member, input.mobileNum, input.clientId);
  await guard(call, attempt, { captcha: input.captcha });
  const check = await consumeSmsCode(db, merchant.id, input.mobileNum, 'login', input.code);
  const refused = member ? smsCheckError(check) : smsCheckError('invalid');
  if (refused || !member) {
    throw await failed(call, attempt, refused ?? new PlatformError('CODE_INVALID'));
  }
  await clearFailures(db, attempt);
  return db.transaction((tx) => startSession(tx, member, merchant, call.clientIp, 'sms'));
}
