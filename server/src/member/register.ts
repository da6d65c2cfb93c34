import { randomInt } from 'node:crypto';
import type * as v from 'valibot';
import { PlatformError } from '../../../contract/errors.ts';
import type { register, registerMobile, RegisterField } from '../../../contract/member.ts';
import { CONTACT_FIELDS, REGISTER_FIELDS } from '../../../contract/member.ts';
import { MODULE, enabledModules } from '../../../contract/modules.ts';
import type { LoginResult } from '../../../contract/session.ts';
import type { PlatformSeed } from '../../../contract/generated/platform.ts';
import { isAgentRole } from '../../../contract/roles.ts';
import {
  checkConfirmation,
  checkRegisterField,
  registrationFields as sharedRegistrationFields,
  type RegisterFields,
  type RegisterKind,
  type RegisterProblem,
} from '../../../contract/register-fields.ts';
import { findMemberByOwnReferralCode } from '../account/referral.ts';
import { checkImageCaptcha } from '../captcha/captcha-service.ts';
import { consumeSliderToken, sliderTokenLive } from '../captcha/slider-tokens.ts';
import type { Queryable } from '../db/database.ts';
import type { CallContext } from '../http/app-env.ts';
import { startSession } from '../session/start-session.ts';
import { consumeSmsCode, smsCheckError } from '../verification/sms-codes.ts';
import {
  MEMBER_ROLE,
  accountTaken,
  findAgentByAffiliateCode,
  findMemberById,
  insertMember,
  mobileTaken,
  uniqueViolation,
  type Member,
} from './member-store.ts';
import { localMobile, mobileOf, numberingPlan } from './mobile.ts';
import { hashPassword } from './password.ts';

type MobileInput = v.InferOutput<typeof registerMobile.input>;
type RegisterInput = v.InferOutput<typeof register.input> | MobileInput;

/**
 * A field problem as the register calls answer it (BAD_REQUEST, `value: { field, problem }`):
 * contract/register-fields.ts's RegisterProblem.
 */
export type { RegisterProblem };

/** The fields one kind of registration asks for (contract/register-fields.ts). */
export function registrationFields(kind: RegisterKind, settings: PlatformSeed): RegisterFields {
  return sharedRegistrationFields(kind, settings.register.fields, enabledModules(settings.modules));
}

const LABELS: Record<RegisterField | 'confirmPassword', string> = {
  username: 'Username',
  password: 'Password',
  payeeName: 'Real name',
  paymentPassword: 'Payment password',
  mobileNum: 'Mobile number',
  email: 'Email',
  qqNum: 'QQ number',
  line: 'Line ID',
  whatsapp: 'WhatsApp',
  facebook: 'Facebook',
  wechat: 'WeChat',
  idNumber: 'ID number',
  recommenderId: 'Recommender ID',
  affiliateCode: 'Affiliate code',
  captcha: 'Captcha',
  confirmPassword: 'Confirm password',
};

export function fieldError(field: RegisterField | 'confirmPassword', problem: RegisterProblem) {
  const label = LABELS[field];
  const message =
    problem.kind === 'required'
      ? `${label} must not be empty.`
      : problem.kind === 'mismatch'
        ? 'The two passwords are inconsistent.'
        : `${label} has the wrong format (${problem.min} to ${problem.max} characters, rule ${problem.patternId}).`;
  return new PlatformError('BAD_REQUEST', { message, value: { field, problem } });
}

/** The code naming the upline: the affiliate-code field when on, else the address's referral code. */
function uplineCode(input: RegisterInput, fields: RegisterFields) {
  const typed = fields.affiliateCode.enabled ? input.affiliateCode?.trim() : undefined;
  return typed || input.referralCode?.trim() || undefined;
}

function text(input: RegisterInput, field: RegisterField): string | undefined {
  const value = (input as Partial<Record<RegisterField, string | null>>)[field];
  return value ?? undefined;
}

/**
 * Checks every enabled field against the merchant's rule, in form order, and throws the
 * first problem. Disabled fields are not looked at.
 */
function validate(input: RegisterInput, fields: RegisterFields, settings: PlatformSeed) {
  const plan = numberingPlan(settings);
  for (const field of REGISTER_FIELDS) {
    const setting = fields[field];
    const typed = field === 'affiliateCode' ? uplineCode(input, fields) : text(input, field);
    const problem = checkRegisterField(field, typed, setting, settings.register.rules, plan);
    if (problem) throw fieldError(field, problem);
    if (field === 'password' && setting.enabled) {
      const confirmation = checkConfirmation(input.password, input.confirmPassword);
      if (confirmation) throw fieldError('confirmPassword', confirmation);
    }
  }
}

function valueOf(
  input: RegisterInput,
  fields: RegisterFields,
  field: RegisterField,
): string | undefined {
  if (!fields[field].enabled) return undefined;
  const value = text(input, field);
  return value === undefined || value === '' ? undefined : value;
}

/**
 * For mobile registration: the number as a local dials it (0912345678, whatever spelling was
 * typed) as account name, unless someone already has it.
 */
async function accountForMobile(db: Queryable, merchantId: number, mobile: string) {
  for (const candidate of [mobile, `m${mobile}`]) {
    if (!(await accountTaken(db, merchantId, candidate))) return candidate;
  }
  return `m${mobile}${String(randomInt(10_000)).padStart(4, '0')}`;
}

/**
 * Registration (spec §4, §5), username or mobile, ending logged in. The order is: module
 * flag → every field → slider → image captcha → upline code → account and mobile free →
 * SMS code → one transaction writing the member and its session. The captcha, slider and
 * SMS code are used up by the attempt whatever happens after (they are single use by
 * design); nothing else is written unless the member is created.
 */
export async function registerMember(
  kind: 'username' | 'mobile',
  input: RegisterInput,
  call: CallContext,
): Promise<LoginResult> {
  const { db, merchant } = call;
  const settings = merchant.settings;
  // USERNAMEREG / MOBILEREG are checked by the endpoints' `requires`.
  const modules = enabledModules(settings.modules);

  const fields = registrationFields(kind, settings);
  validate(input, fields, settings);
  const typedMobile = valueOf(input, fields, 'mobileNum');
  const mobile = typedMobile === undefined ? undefined : mobileOf(settings, typedMobile);

  // Issue 10: the slider token is only looked at before the image captcha and used up after
  // it, so a mistyped captcha keeps the solved slider; `value.failed` names the proof.
  const sliderRefused = new PlatformError('CAPTCHA_FAILED', { value: { failed: 'slider' } });
  if (!(await sliderTokenLive(db, merchant.id, input.slider, input.clientId))) throw sliderRefused;
  if (
    fields.captcha.enabled &&
    !(await checkImageCaptcha(db, merchant.id, input.clientId, input.captcha))
  ) {
    throw new PlatformError('CAPTCHA_FAILED', { value: { failed: 'captcha' } });
  }
  if (!(await consumeSliderToken(db, merchant.id, input.slider, input.clientId))) {
    throw sliderRefused;
  }

  const code = uplineCode(input, fields);
  let upline: Member | undefined;
  let referrer: Member | undefined;
  if (code !== undefined) {
    upline = await findAgentByAffiliateCode(db, merchant.id, code);
    if (!upline) {
      // A member's own referral code (spec §2.4 referral): the newcomer joins the referrer's
      // team — under the same upline, or under the referrer itself when it is an agent.
      referrer = await findMemberByOwnReferralCode(db, merchant.id, code);
      if (!referrer) throw new PlatformError('INVITATION_CODE_INVALID');
      upline = isAgentRole(referrer.role)
        ? referrer
        : referrer.uplineId === null
          ? undefined
          : await findMemberById(db, referrer.uplineId);
    }
  }

  const username = text(input, 'username') ?? '';
  if (kind === 'username' && (await accountTaken(db, merchant.id, username))) {
    throw new PlatformError('ACCOUNT_TAKEN');
  }
  if (mobile !== undefined && (await mobileTaken(db, merchant, mobile))) {
    throw new PlatformError('MOBILE_TAKEN');
  }
  const account =
    kind === 'username'
      ? username
      : await accountForMobile(db, merchant.id, localMobile(settings, typedMobile ?? ''));
  if (kind === 'mobile') {
    if (mobile === undefined) throw new PlatformError('PHONE_MISSING');
    if (modules.has(MODULE.smsVerify)) {
      const check = await consumeSmsCode(
        db,
        merchant.id,
        mobile,
        'register',
        (input as MobileInput).verificationCode,
      );
      const refused = smsCheckError(check);
      if (refused) throw refused;
    }
  }

  const password = valueOf(input, fields, 'password');
  const paymentPassword = valueOf(input, fields, 'paymentPassword');
  const [passwordHash, paymentPasswordHash] = await Promise.all([
    password === undefined ? null : hashPassword(password),
    paymentPassword === undefined ? null : hashPassword(paymentPassword),
  ]);
  const contacts: Record<string, string> = {};
  for (const field of CONTACT_FIELDS) {
    const value = valueOf(input, fields, field);
    if (value !== undefined) contacts[field] = value;
  }

  try {
    return await db.transaction(async (tx) => {
      const member = await insertMember(tx, {
        merchantId: merchant.id,
        account,
        nickname: account,
        mobile: mobile ?? null,
        email: valueOf(input, fields, 'email') ?? null,
        // NFC: a name typed as base letters + combining marks (ầ as a + ̀ + ̂) is stored as the
        // same characters as the precomposed spelling, so lookups and card names compare equal.
        payeeName: valueOf(input, fields, 'payeeName')?.normalize('NFC') ?? null,
        contacts,
        // Mobile registration without a password: the member logs in by SMS code.
        passwordHash,
        paymentPasswordHash,
        role: MEMBER_ROLE,
        uplineId: upline?.id ?? null,
        referralCode: upline || referrer ? code : null,
        registrationIp: call.clientIp ?? null,
      });
      if (referrer) {
        await tx.query('update members set referred_by = $2 where id = $1', [
          member.id,
          referrer.id,
        ]);
      }
      return startSession(tx, member, merchant, call.clientIp, 'register');
    });
  } catch (error: unknown) {
    // Two registrations racing for the same name or mobile: the database decides.
    const index = uniqueViolation(error);
    if (index === undefined) throw error;
    if (kind === 'username' && index.includes('account')) {
      throw new PlatformError('ACCOUNT_TAKEN');
    }
    throw new PlatformError('MOBILE_TAKEN');
  }
}
