import { useState } from 'react';
import { affiliateCheck, registerSettings } from '../../../../contract/member.ts';
import { useQuery } from '../../app/api/query.ts';
import type { RegisterSettings } from './register-rules.ts';

export type SettingsState =
  { kind: 'loading' } | { kind: 'ready'; settings: RegisterSettings } | { kind: 'failed' };

export interface Referral {
  code: string | null;
  accepted: boolean;
  /** The server refused the code from the address (spec §8: warn, then show the field). */
  refused: boolean;
}

/** The merchant's field settings, and the verdict on a `?referralCode=` from the address. */
export function useRegisterSetup(referralCode: string | undefined) {
  const query = useQuery(registerSettings, {});
  const settings: SettingsState = query.value
    ? { kind: 'ready', settings: query.value }
    : query.failure && !query.loading
      ? { kind: 'failed' }
      : { kind: 'loading' };

  const code = referralCode?.trim() || null;
  const check = useQuery(
    affiliateCheck,
    { code: code ?? '', domain: location.hostname },
    { enabled: code !== null },
  );
  const [dismissed, setDismissed] = useState(false);
  const referral: Referral = {
    code,
    accepted: code !== null && check.value !== null,
    refused: !dismissed && check.failure?.code === 'INVITATION_CODE_INVALID',
  };

  return {
    settings,
    reload: query.reload,
    referral,
    dismissRefusal: () => setDismissed(true),
  };
}
