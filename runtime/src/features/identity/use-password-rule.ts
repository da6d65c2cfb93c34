import { registerSettings } from '../../../../contract/member.ts';
import type { ValidationRule } from '../../../../contract/validation.ts';
import { useQuery } from '../../app/api/query.ts';

/**
 * The merchant's password rule (the registration rule of spec §5), so a new password is
 * checked before it is sent. Until it arrives, or if it cannot be read, the platform's own
 * check is what the visitor sees. Shares the registration form's settings read.
 */
export function usePasswordRule(): ValidationRule | undefined {
  return useQuery(registerSettings, {}).value?.rules.password;
}
