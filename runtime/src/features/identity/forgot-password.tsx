import { useState } from 'react';
import { forgotPassword } from '../../../../contract/password.ts';
import { asPlatformError, call } from '../../app/api/call.ts';
import { useT } from '../../i18n/i18n.tsx';
import { errorText } from '../../app/ui/error-text.ts';
import { checkForgotForm } from './password-rules.ts';
import { FormField } from '../../app/ui/form-field.tsx';
import { useForm } from '../../app/ui/use-form.ts';
import { FormSubmit } from './form-submit.tsx';

/**
 * Spec §2.3 / §5 forgot password: username and a valid email. The platform mails a reset
 * link when the two belong together and answers the same either way, so success always
 * reads "sent" (spec §8); a failure (too many requests, network) shows only its message.
 */
export function ForgotPassword({ onBack }: { onBack: () => void }) {
  const t = useT();
  const { values, setFormError, formError, busy, field, onSubmit } = useForm({
    username: '',
    email: '',
  });
  const [sent, setSent] = useState(false);

  const submit = onSubmit(
    () => checkForgotForm(values, t),
    async () => {
      await call(forgotPassword, { username: values.username.trim(), email: values.email.trim() });
      setSent(true);
    },
    (err: unknown) => setFormError(errorText(t, asPlatformError(err))),
  );

  return (
    <div className="wl-auth__body">
      <h3 className="wl-auth__subtitle">{t('forgot.title')}</h3>
      {sent ? (
        <div className="wl-form__note" role="status" data-testid="forgot-sent">
          <p>{t('forgot.sent')}</p>
        </div>
      ) : (
        <form className="wl-form" noValidate onSubmit={submit}>
          <p className="wl-muted">{t('forgot.body')}</p>
          <FormField {...field('username')} label={t('field.username')} autoComplete="username" />
          <FormField
            {...field('email')}
            type="email"
            label={t('field.email')}
            autoComplete="email"
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
