import { REGISTER_FIELDS, type RegisterField } from '../../../../contract/member.ts';
import { MODULE } from '../../../../contract/modules.ts';
import {
  checkField,
  problemMessageKey,
  type FieldProblem,
  type ValidationRule,
} from '../../../../contract/validation.ts';

export type RegisterTab = 'username' | 'mobile';

/** The answer of registerSettings. */
export interface RegisterSettings {
  fields: Record<string, { enabled: boolean; required: boolean }>;
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
 * The inputs of one tab, in REGISTER_FIELDS order (spec §3, §5): username and password are
 * always required on the username tab; the mobile tab always asks for the number, the SMS
 * code when SMSVERIFY is on and a password pair only when MOBILEREGPWD is on.
 */
export function formFields(
  tab: RegisterTab,
  settings: RegisterSettings,
  modules: ReadonlySet<string>,
  affiliateVisible: boolean,
): FieldSpec[] {
  const out: FieldSpec[] = [];
  const withPassword = tab === 'username' || modules.has(MODULE.mobileRegisterPassword);
  for (const name of REGISTER_FIELDS) {
    const config = settings.fields[name];
    if (name === 'username') {
      if (tab === 'username') out.push({ name, required: true });
      continue;
    }
    if (name === 'password') {
      if (withPassword) {
        out.push({ name, required: true });
        out.push({ name: 'confirmPassword', required: true });
      }
      continue;
    }
    if (name === 'mobileNum' && tab === 'mobile') {
      out.push({ name, required: true });
      if (modules.has(MODULE.smsVerify)) out.push({ name: 'verificationCode', required: true });
      continue;
    }
    if (!config?.enabled) continue;
    if (name === 'affiliateCode' && !affiliateVisible) continue;
    // The image captcha text is required whenever the option is on (spec §5).
    out.push({ name, required: name === 'captcha' ? true : config.required });
  }
  return out;
}

export type FormProblem = FieldProblem | { kind: 'mismatch' };

const CODE_RULE: ValidationRule = {
  patternId: 6,
  acceptedPattern: '^[0-9]{6}$',
  minLength: 6,
  maxLength: 6,
};

/** The problem with one input given everything typed so far, or undefined. */
export function checkFormField(
  spec: FieldSpec,
  values: Readonly<Record<string, string>>,
  rules: Readonly<Record<string, ValidationRule>>,
): FormProblem | undefined {
  const value = (values[spec.name] ?? '').trim();
  if (spec.name === 'confirmPassword') {
    if (!value) return { kind: 'required' };
    return value === (values.password ?? '').trim() ? undefined : { kind: 'mismatch' };
  }
  if (spec.name === 'verificationCode') return checkField(value, CODE_RULE, spec.required);
  return checkField(value, rules[spec.name], spec.required);
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
