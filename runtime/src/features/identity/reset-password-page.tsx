import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useNavigate, useSearchParams } from '../../app/router/router.tsx';
import { resetPassword } from '../../../../contract/password.ts';
import { asPlatformError, call } from '../../app/api/call.ts';
import type { PageProps } from '../../app/feature.ts';
import { useOpenModal } from '../../app/modals.ts';
import { sessionAtom } from '../../app/session.ts';
import { useRoutePath, useSite } from '../../app/site.tsx';
import { useT } from '../../i18n/i18n.tsx';
import { errorText } from '../../app/ui/error-text.ts';
import { checkPasswordForm, serverFieldError } from './password-rules.ts';
import { useForm } from '../../app/ui/use-form.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
import { usePasswordRule } from './use-password-rule.ts';
import { AuthPage } from './auth-page.tsx';
import { FormSubmit } from './form-submit.tsx';

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * /resetPassword?token=… — the mailed link of forgot password (spec §2.3, §5): a new
 * password and its confirmation. Afterwards every session of the account has ended (spec §4
 * "after a password reset the user must log in again"), so this one ends too and the login
 * popup (or page) follows.
 */
export default function ResetPasswordPage({ titleKey }: PageProps) {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const openModal = useOpenModal();
  const setSession = useSetAtom(sessionAtom);
  const { modals } = useSite();
  const loginPath = useRoutePath('/login');
  const rule = usePasswordRule();
  const { values, setErrors, setFormError, formError, busy, field, onSubmit } = useForm({
    newPassword: '',
    confirmNewPassword: '',
  });
  const [done, setDone] = useState(false);

  const toLogin = () => {
    if (modals.has('loginModal')) openModal({ id: 'loginModal' });
    else if (loginPath) void navigate(loginPath);
  };

  const submit = onSubmit(
    () => checkPasswordForm(values, rule, t),
    async () => {
      await call(resetPassword, { token, ...values });
      setSession(null);
      setDone(true);
      toLogin();
    },
    (err: unknown) => {
      const error = asPlatformError(err);
      const fields = serverFieldError(error, t);
      if (fields) setErrors(fields);
      else setFormError(errorText(t, error));
    },
  );

  const valid = TOKEN_SHAPE.test(token);
  return (
    <AuthPage titleKey={titleKey} testId="reset-password-page">
      <div className="wl-auth__body">
        {done ? (
          <div className="wl-form__note" role="status" data-testid="reset-done">
            <p>{t('reset.done')}</p>
            <button type="button" className="wl-button wl-button--primary" onClick={toLogin}>
              {t('header.login')}
            </button>
          </div>
        ) : !valid ? (
          <p className="wl-form__error" role="alert" data-testid="reset-missing">
            {t('reset.missing')}
          </p>
        ) : (
          <form className="wl-form" noValidate onSubmit={submit}>
            <p className="wl-muted">{t('reset.body')}</p>
            <NewPasswordFields field={field} />
            <FormSubmit error={formError} busy={busy} testId="reset-submit">
              {t('reset.submit')}
            </FormSubmit>
          </form>
        )}
      </div>
    </AuthPage>
  );
}
