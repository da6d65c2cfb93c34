import { checkField, type ValidationRule } from '../../../../contract/validation.ts';

const FALLBACK: ValidationRule = {
  patternId: 6,
  acceptedPattern: '^[0-9]+$',
  minLength: 6,
  maxLength: 20,
};

/** Spec §5: the mobile number is checked before a code is requested. */
export function phoneOk(mobile: string, rule: ValidationRule | undefined): boolean {
  return checkField(mobile.trim(), rule ?? FALLBACK, true) === undefined;
}
