import { useEffect, useState } from 'react';
import { affiliateCheck, registerSettings } from '../../../../contract/member.ts';
import { asPlatformError, call } from '../../app/api/call.ts';
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
  const [settings, setSettings] = useState<SettingsState>({ kind: 'loading' });
  const [referral, setReferral] = useState<Referral>({
    code: referralCode?.trim() || null,
    accepted: false,
    refused: false,
  });

  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    call(registerSettings, {}).then(
      (value) => live && setSettings({ kind: 'ready', settings: value }),
      () => live && setSettings({ kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const reload = () => {
    setSettings({ kind: 'loading' });
    setAttempt((a) => a + 1);
  };

  useEffect(() => {
    const code = referralCode?.trim();
    if (!code) return;
    let live = true;
    call(affiliateCheck, { code, domain: location.hostname })
      .then(() => live && setReferral({ code, accepted: true, refused: false }))
      .catch((e: unknown) => {
        const refused = asPlatformError(e).code === 'INVITATION_CODE_INVALID';
        if (live) setReferral({ code, accepted: false, refused });
      });
    return () => {
      live = false;
    };
  }, [referralCode]);

  return {
    settings,
    reload,
    referral,
    dismissRefusal: () => setReferral((r) => ({ ...r, refused: false })),
  };
}
