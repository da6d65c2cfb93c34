import { isFundPasswordFormat } from '../../../../contract/fund-password.ts';
import type { MessageKey } from '../../i18n/i18n.tsx';

export interface FundPasswordInput {
  current: string;
  newFundPassword: string;
  confirmFundPassword: string;
}

export type FundPasswordErrors = Partial<Record<keyof FundPasswordInput, MessageKey>>;

/**
 * What is wrong with the form before it is sent, field by field (empty when it may go).
 * The server checks the same rules; this only saves a round trip and says it sooner.
 */
export function checkFundPassword(
  input: FundPasswordInput,
  firstTime: boolean,
): FundPasswordErrors {
  const errors: FundPasswordErrors = {};
  if (!input.current) {
    errors.current = firstTime ? 'fundPassword.loginRequired' : 'fundPassword.currentRequired';
  }
  if (!isFundPasswordFormat(input.newFundPassword)) {
    errors.newFundPassword = 'fundPassword.format';
  } else if (!firstTime && input.newFundPassword === input.current) {
    errors.newFundPassword = 'fundPassword.same';
  }
  if (input.confirmFundPassword !== input.newFundPassword) {
    errors.confirmFundPassword = 'fundPassword.mismatch';
  }
  return errors;
}
