import type { PlatformError } from '../../../../contract/errors.ts';
import type { PasswordField, PasswordProblem } from '../../../../contract/password.ts';
import {
  checkField,
  PATTERNS,
  problemMessageKey,
  type ValidationRule,
} from '../../../../contract/validation.ts';
import type { MessageKey, Translate } from '../../i18n/i18n.tsx';

export type PasswordErrors = Partial<Record<PasswordField, string>>;

export interface PasswordForm {
  /** Absent on the reset page, where the mailed link stands in for the old password. */
  oldPassword?: string;
  newPassword: string;
  confirmNewPassword: string;
}

const EMAIL_RULE: ValidationRule = {
  patternId: 3,
  acceptedPattern: PATTERNS[3] ?? '*',
  minLength: 3,
  maxLength: 254,
};

function problemText(t: Translate, field: PasswordField, problem: PasswordProblem): string {
  switch (problem.kind) {
    case 'required':
      return t('validation.required', { field: t(`field.${field}`) });
    case 'mismatch':
      return t('validation.mismatch');
    case 'reused':
      return t('password.reused');
    default:
      return t(problemMessageKey(problem) as MessageKey, { min: problem.min, max: problem.max });
  }
}

/**
 * Spec §5 change password (and the reset page): old password required, new password required
 * and within the merchant's password rule (when known; the platform checks it anyway), not
 * the old one, confirmation required and equal ("the two inputs are inconsistent").
 */
export function checkPasswordForm(
  form: PasswordForm,
  rule: ValidationRule | undefined,
  t: Translate,
): PasswordErrors {
  const errors: PasswordErrors = {};
  if (form.oldPassword !== undefined && form.oldPassword === '') {
    errors.oldPassword = problemText(t, 'oldPassword', { kind: 'required' });
  }
  const problem = checkField(form.newPassword, rule, true);
  if (problem) errors.newPassword = problemText(t, 'newPassword', problem);
  else if (form.oldPassword && form.newPassword === form.oldPassword) {
    errors.newPassword = problemText(t, 'newPassword', { kind: 'reused' });
  }
  if (form.confirmNewPassword === '') {
    errors.confirmNewPassword = problemText(t, 'confirmNewPassword', { kind: 'required' });
  } else if (form.confirmNewPassword !== form.newPassword) {
    errors.confirmNewPassword = problemText(t, 'confirmNewPassword', { kind: 'mismatch' });
  }
  return errors;
}

/** Spec §5 forgot password: username required; email required and valid. */
export function checkForgotForm(
  form: { username: string; email: string },
  t: Translate,
): Partial<Record<'username' | 'email', string>> {
  const errors: Partial<Record<'username' | 'email', string>> = {};
  if (!form.username.trim()) {
    errors.username = t('validation.required', { field: t('field.username') });
  }
  const email = form.email.trim();
  if (!email) errors.email = t('validation.required', { field: t('field.email') });
  else if (checkField(email, EMAIL_RULE, true)) errors.email = t('validation.email');
  return errors;
}

/** The field a platform BAD_REQUEST names (`value: { field, problem }`), as a message under it. */
export function serverFieldError(error: PlatformError, t: Translate): PasswordErrors | undefined {
  const value = error.value as { field?: unknown; problem?: PasswordProblem } | undefined;
  if (error.code !== 'BAD_REQUEST' || !value?.problem) return undefined;
  const field = value.field;
  if (field !== 'oldPassword' && field !== 'newPassword' && field !== 'confirmNewPassword') {
    return undefined;
  }
  return { [field]: problemText(t, field, value.problem) };
}
