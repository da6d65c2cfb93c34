import { REGISTER_FIELDS, type RegisterField } from './member.ts';
import { localMobile, type NumberingPlan } from './mobile.ts';
import { MODULE } from './modules.ts';
import {
  checkField,
  type FieldProblem,
  type FieldSetting,
  type ValidationRule,
} from './validation.ts';

/**
 * The registration field matrix of spec §3 and §5, which the platform enforces and the
 * register form shows: one function each, so the form never asks for a field the platform
 * ignores nor lets through a value it refuses.
 */
export type RegisterKind = 'username' | 'mobile';
export type RegisterFields = Record<RegisterField, FieldSetting>;

/** A register field problem: a FieldProblem, or a confirmation that is not the password. */
export type RegisterProblem = FieldProblem | { kind: 'mismatch' };

const OFF: FieldSetting = { enabled: false, required: false };
const MUST: FieldSetting = { enabled: true, required: true };

/**
 * The fields one kind of registration asks for: the merchant's settings, with what the kind
 * itself needs forced on. Username registration always needs username and password; mobile
 * registration needs the mobile, has no username, and a password pair only with MOBILEREGPWD.
 * The image captcha field, when on, is always required.
 */
export function registrationFields(
  kind: RegisterKind,
  configured: Readonly<Partial<Record<string, FieldSetting>>>,
  modules: ReadonlySet<string>,
): RegisterFields {
  const fields = Object.fromEntries(
    REGISTER_FIELDS.map((field) => [field, configured[field] ?? OFF]),
  ) as RegisterFields;
  if (kind === 'username') {
    fields.username = MUST;
    fields.password = MUST;
  } else {
    fields.username = OFF;
    fields.mobileNum = MUST;
    fields.password = modules.has(MODULE.mobileRegisterPassword) ? MUST : OFF;
  }
  if (fields.captcha.enabled) fields.captcha = MUST;
  return fields;
}

/** Mobile registration proves the number with an SMS code while SMSVERIFY is on. */
export function needsSmsCode(kind: RegisterKind, modules: ReadonlySet<string>): boolean {
  return kind === 'mobile' && modules.has(MODULE.smsVerify);
}

/**
 * The problem with one field's value, or undefined. A disabled field is not looked at; the
 * mobile number is checked in its local form (the rule describes what a local types, so
 * `+84 912 345 678` is checked as `0912345678`); the captcha's text is checked against its
 * picture by the platform, not against a pattern.
 */
export function checkRegisterField(
  field: RegisterField,
  value: string | undefined,
  setting: FieldSetting,
  rules: Readonly<Partial<Record<string, ValidationRule>>>,
  plan: NumberingPlan,
): FieldProblem | undefined {
  if (!setting.enabled) return undefined;
  const checked = field === 'mobileNum' && value ? localMobile(value, plan) : value;
  return checkField(checked, field === 'captcha' ? undefined : rules[field], setting.required);
}

/** The confirmation's problem: empty, or not the password ("the two inputs are inconsistent"). */
export function checkConfirmation(
  password: string,
  confirmation: string,
): RegisterProblem | undefined {
  if (confirmation === '') return { kind: 'required' };
  return confirmation === password ? undefined : { kind: 'mismatch' };
}
