import { useEffect, useState } from 'react';
import { registerSettings } from '../../../../contract/member.ts';
import type { ValidationRule } from '../../../../contract/validation.ts';
import { call } from '../../app/api/call.ts';

/**
 * The merchant's password rule (the registration rule of spec §5), so a new password is
 * checked before it is sent. Until it arrives, or if it cannot be read, the platform's own
 * check is what the visitor sees.
 */
export function usePasswordRule(): ValidationRule | undefined {
  const [rule, setRule] = useState<ValidationRule | undefined>();
  useEffect(() => {
    let live = true;
    call(registerSettings, {}).then(
      (settings) => {
        if (live) setRule(settings.rules.password);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return rule;
}
