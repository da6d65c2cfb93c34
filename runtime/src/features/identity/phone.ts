import { checkMobile, type NumberingPlan } from '../../../../contract/mobile.ts';
import type { ValidationRule } from '../../../../contract/validation.ts';

/**
 * Spec §5: the mobile number is checked before a code is requested, by the platform's own
 * rule (contract/mobile.ts): any spelling of a number of the merchant's country is read, and
 * its local form must pass the merchant's mobileNum rule.
 */
export function phoneOk(
  mobile: string,
  rule: ValidationRule | undefined,
  plan: NumberingPlan,
): boolean {
  return checkMobile(mobile, plan, rule).kind === 'ok';
}
