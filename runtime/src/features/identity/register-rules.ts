import { REGISTER_FIELDS, type RegisterField } from '../../../../contract/member.ts';
import type { NumberingPlan } from '../../../../contract/mobile.ts';
import { MODULE } from '../../../../contract/modules.ts';
import {
  checkConfirmation,
  checkRegisterField,
  needsSmsCode,
  registrationFields,
  type RegisterProblem,
} from '../../../../contract/register-fields.ts';
import {
  checkField,
  problemMessageKey,
  type FieldSetting,
  type ValidationRule,
} from '../../../../contract/validation.ts';

export type RegisterTab = 'username' | 'mobile';

/** The answer of registerSettings. */
export interface RegisterSettings {
  fields: Record<string, FieldSetting>;
  rules: Record<string, ValidationRule>;
}

/** A form input: a configurable field or one the form adds itself. */
export type FormField = RegisterField | 'confirmPassword' | 'verificationCode';

export interface FieldSpec {
  name: FormField;
  required: boolean;
}

/** Spec §2.3: the tabs the module flags allow, username first. */
export function registerTabs(modules: ReadonlySet<string>): RegisterTab[] {
  const tabs: RegisterTab[] = [];
  if (modules.has(MODULE.usernameRegister)) tabs.push('username');
  if (modules.has(MODULE.mobileRegister)) tabs.push('mobile');
  return tabs;
}

/** Spec §2.3: username when that option is on, otherwise mobile. */
export function defaultTab(modules: ReadonlySet<string>): RegisterTab | null {
  return registerTabs(modules)[0] ?? null;
}

/** Spec §2.3: the affiliate field shows when the address has no accepted code and it is enabled. */
export function showAffiliateField(
  settings: RegisterSettings,
  referral: { code: string | null; accepted: boolean },
): boolean {
  if (!settings.fields.affiliateCode?.enabled) return false;
  return !(referral.code && referral.accepted);
}

/**
 * The inputs of one tab, in REGISTER_FIELDS order: the platform's field matrix
 * (contract/register-fields.ts) plus what the form adds itself, the password confirmation
 * after the password and the SMS code after the mobile when SMSVERIFY is on.
 */
export function formFields(
  tab: RegisterTab,
  settings: RegisterSettings,
  modules: ReadonlySet<string>,
  affiliateVisible: boolean,
): FieldSpec[] {
  const matrix = registrationFields(tab, settings.fields, modules);
  const out: FieldSpec[] = [];
  for (const name of REGISTER_FIELDS) {
    const { enabled, required } = matrix[name];
    if (!enabled) continue;
    if (name === 'affiliateCode' && !affiliateVisible) continue;
    out.push({ name, required });
    if (name === 'password') out.push({ name: 'confirmPassword', required: true });
    if (name === 'mobileNum' && needsSmsCode(tab, modules)) {
      out.push({ name: 'verificationCode', required: true });
    }
  }
  return out;
}

export type FormProblem = RegisterProblem;

const CODE_RULE: ValidationRule = {
  patternId: 6,
  acceptedPattern: '^[0-9]{6}$',
  minLength: 6,
  maxLength: 6,
};

/** Passwords are sent as typed; every other field trimmed. */
const UNTRIMMED: ReadonlySet<FormField> = new Set(['password', 'confirmPassword']);

/** The problem with one input given everything typed so far, or undefined. */
export function checkFormField(
  spec: FieldSpec,
  values: Readonly<Record<string, string>>,
  rules: Readonly<Record<string, ValidationRule>>,
  plan: NumberingPlan,
): FormProblem | undefined {
  const raw = values[spec.name] ?? '';
  const value = UNTRIMMED.has(spec.name) ? raw : raw.trim();
  if (spec.name === 'confirmPassword') return checkConfirmation(values.password ?? '', value);
  if (spec.name === 'verificationCode') return checkField(value, CODE_RULE, spec.required);
  const setting = { enabled: true, required: spec.required };
  return checkRegisterField(spec.name, value, setting, rules, plan);
}

export function formMessageKey(problem: FormProblem): string {
  return problem.kind === 'mismatch' ? 'validation.mismatch' : problemMessageKey(problem);
}

/** Reads `{ field, problem }` off a BAD_REQUEST answer, if that is what it carries. */
export function serverFieldProblem(
  value: unknown,
): { field: string; problem: FormProblem } | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { field, problem } = value as { field?: unknown; problem?: unknown };
  if (typeof field !== 'string' || typeof problem !== 'object' || problem === null) {
    return undefined;
  }
  const kind = (problem as { kind?: unknown }).kind;
  if (kind === 'required' || kind === 'mismatch') return { field, problem: { kind } };
  if (kind === 'pattern') {
    const p = problem as { patternId?: unknown; min?: unknown; max?: unknown };
    if (typeof p.patternId === 'number') {
      return {
        field,
        problem: {
          kind,
          patternId: p.patternId,
          min: Number(p.min ?? 0),
          max: Number(p.max ?? 0),
        },
      };
    }
  }
  return undefined;
}
