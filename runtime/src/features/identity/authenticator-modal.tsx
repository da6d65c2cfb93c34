import { useEffect, useState, type FormEvent } from 'react';
import type { PlatformError } from '../../../../contract/errors.ts';
import { totpConfirm, totpSetup } from '../../../../contract/second-factor.ts';
import { asPlatformError, call } from '../../app/api/call.ts';
import type { ModalProps } from '../../app/feature.ts';
import { useT } from '../../i18n/i18n.tsx';
import { AuthDialog } from './auth-dialog.tsx';
import { errorText } from '../../app/ui/error-text.ts';
import { FormField } from '../../app/ui/form-field.tsx';
import './identity.css';

/** The secret in groups of four, as authenticator apps show it. */
export function groupSecret(secret: string): string {
  return (secret.match(/.{1,4}/g) ?? []).join(' ');
}

/**
 * Binds an authenticator app (spec §4 second factor): the key to type into the app (and its
 * otpauth link), then a code from the app to confirm. No QR code yet (member centre).
 */
export default function AuthenticatorModal({ onClose }: ModalProps) {
  const t = useT();
  const [setup, setSetup] = useState<{ secret: string; otpauthUrl: string } | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const [setupError, setSetupError] = useState<PlatformError | null>(null);
  // Once per opening: `t` changes identity when a dictionary loads, and that must not refetch
  // (the error is worded at render time instead).
  useEffect(() => {
    call(totpSetup, {}).then(setSetup, (err: unknown) => setSetupError(asPlatformError(err)));
  }, []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!/^[0-9]{6}$/.test(code.trim())) {
      setError(t('validation.code'));
      return;
    }
    setBusy(true);
    try {
      await call(totpConfirm, { code: code.trim() });
      setDone(true);
    } catch (err: unknown) {
      setError(errorText(t, asPlatformError(err)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthDialog title={t('totp.title')} testId="authenticator-modal" onClose={onClose}>
      <div className="wl-auth__body">
        {done ? (
          <p className="wl-form__note" role="status" data-testid="totp-done">
            {t('totp.done')}
          </p>
        ) : (
          <form className="wl-form" noValidate onSubmit={(e) => void submit(e)}>
            <p className="wl-form__note">{t('totp.intro')}</p>
            {setup && (
              <>
                <p className="wl-muted">
                  {t('totp.secret')}:{' '}
                  <strong data-testid="totp-secret" dir="ltr">
                    {groupSecret(setup.secret)}
                  </strong>
                </p>
                <p className="wl-muted">
                  <a href={setup.otpauthUrl} data-testid="totp-url" dir="ltr">
                    {t('totp.link')}
                  </a>
                </p>
              </>
            )}
            <FormField
              name="totpCode"
              label={t('field.verificationCode')}
              value={code}
              onChange={setCode}
              error={error || (setupError ? errorText(t, setupError) : '')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              required
            />
            <button
              type="submit"
              className="wl-button wl-button--primary wl-button--lg wl-form__submit"
              data-testid="totp-submit"
              disabled={busy || !setup}
            >
              {t('totp.confirm')}
            </button>
          </form>
        )}
      </div>
    </AuthDialog>
  );
}
