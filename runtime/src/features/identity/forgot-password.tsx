import { useState, type FormEvent } from 'react';
import { forgotPassword } from '../../../../contract/password.ts';
import { asPlatformError, call } from '../../app/api/call.ts';
import { useT } from '../../i18n/i18n.tsx';
import { errorText } from '../../app/ui/error-text.ts';
import { checkForgotForm } from './password-rules.ts';
import { FormField } from '../../app/ui/form-field.tsx';
import { FormSubmit } from './form-submit.tsx';

/**
 * Spec §2.3 / §5 forgot password: username and a valid email. The platform mails a reset
 * link when the two belong together and answers the same either way, so success always
 * reads "sent" (spec §8); a failure (too many requests, network) shows only its message.
 */
export function ForgotPassword({ onBack }: { onBack: () => void }) {
  const t = useT();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next = checkForgotForm({ username, email }, t);
    setErrors(next);
    setFormError('');
    if (Object.keys(next).length > 0) return;
    setBusy(true);
    try {
      await call(forgotPassword, { username: username.trim(), email: email.trim() });
      setSent(true);
    } catch (err: unknown) {
      setFormError(errorText(t, asPlatformError(err)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="wl-auth__body">
      <h3 className="wl-auth__subtitle">{t('forgot.title')}</h3>
      {sent ? (
        <div className="wl-form__note" role="status" data-testid="forgot-sent">
          <p>{t('forgot.sent')}</p>
        </div>
      ) : (
        <form className="wl-form" noValidate onSubmit={(e) => void submit(e)}>
          <p className="wl-muted">{t('forgot.body')}</p>
          <FormField
            name="username"
            label={t('field.username')}
            value={username}
            onChange={setUsername}
            error={errors.username}
            autoComplete="username"
            required
          />
          <FormField
            name="email"
            type="email"
            label={t('field.email')}
            value={email}
            onChange={setEmail}
            error={errors.email}
            autoComplete="email"
            required
          />
          <FormSubmit error={formError} busy={busy} testId="forgot-submit">
            {t('forgot.submit')}
          </FormSubmit>
        </form>
      )}
      <button type="button" className="wl-link" onClick={onBack}>
        {t('forgot.back')}
      </button>
    </div>
  );
}
