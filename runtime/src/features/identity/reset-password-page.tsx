import { useSetAtom } from 'jotai';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { resetPassword } from '../../../../contract/password.ts';
import { asPlatformError, call } from '../../app/api/call.ts';
import type { PageProps } from '../../app/feature.ts';
import { useOpenModal } from '../../app/modals.ts';
import { sessionAtom } from '../../app/session.ts';
import { useRoutePath, useSite } from '../../app/site.tsx';
import { useT } from '../../i18n/i18n.tsx';
import { errorText } from '../../app/ui/error-text.ts';
import { checkPasswordForm, serverFieldError, type PasswordErrors } from './password-rules.ts';
import { FormField } from '../../app/ui/form-field.tsx';
import { usePasswordRule } from './use-password-rule.ts';
import './identity.css';
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
  const [form, setForm] = useState({ newPassword: '', confirmNewPassword: '' });
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const toLogin = () => {
    if (modals.has('loginModal')) openModal({ id: 'loginModal' });
    else if (loginPath) void navigate(loginPath);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next = checkPasswordForm(form, rule, t);
    setErrors(next);
    setFormError('');
    if (Object.keys(next).length > 0) return;
    setBusy(true);
    try {
      await call(resetPassword, { token, ...form });
      setSession(null);
      setDone(true);
      toLogin();
    } catch (err: unknown) {
      const error = asPlatformError(err);
      const fields = serverFieldError(error, t);
      if (fields) setErrors(fields);
      else setFormError(errorText(t, error));
    } finally {
      setBusy(false);
    }
  };

  const valid = TOKEN_SHAPE.test(token);
  return (
    <section className="wl-auth wl-auth--page" data-testid="reset-password-page">
      <div className="wl-auth__head">
        <h1 className="wl-auth__title">{t(titleKey)}</h1>
      </div>
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
          <form className="wl-form" noValidate onSubmit={(e) => void submit(e)}>
            <p className="wl-muted">{t('reset.body')}</p>
            <FormField
              name="newPassword"
              type="password"
              label={t('field.newPassword')}
              value={form.newPassword}
              onChange={(value) => setForm((f) => ({ ...f, newPassword: value }))}
              error={errors.newPassword}
              autoComplete="new-password"
              required
            />
            <FormField
              name="confirmNewPassword"
              type="password"
              label={t('field.confirmNewPassword')}
              value={form.confirmNewPassword}
              onChange={(value) => setForm((f) => ({ ...f, confirmNewPassword: value }))}
              error={errors.confirmNewPassword}
              autoComplete="new-password"
              required
            />
            <FormSubmit error={formError} busy={busy} testId="reset-submit">
              {t('reset.submit')}
            </FormSubmit>
          </form>
        )}
      </div>
    </section>
  );
}
