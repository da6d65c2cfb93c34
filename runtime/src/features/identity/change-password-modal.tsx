import { useAtomValue, useSetAtom } from 'jotai';
import { useState, type FormEvent } from 'react';
import { changePassword } from '../../../../contract/password.ts';
import { logout } from '../../../../contract/session.ts';
import { asPlatformError, call } from '../../app/api/call.ts';
import type { ModalProps } from '../../app/feature.ts';
import { useOpenModal } from '../../app/modals.ts';
import { sessionAtom } from '../../app/session.ts';
import { useT } from '../../i18n/i18n.tsx';
import { AuthDialog } from './auth-dialog.tsx';
import { errorText } from '../../app/ui/error-text.ts';
import { checkPasswordForm, serverFieldError, type PasswordErrors } from './password-rules.ts';
import { FormField } from '../../app/ui/form-field.tsx';
import { usePasswordRule } from './use-password-rule.ts';
import './identity.css';
import { FormSubmit } from './form-submit.tsx';

/**
 * Spec §2.3 change-password modal: the account, then old, new and confirmation. Opened from
 * the header account block, and `forced` right after a login whose password is expired or
 * the known default (spec §4): that login completes only with the change, so closing the
 * forced modal signs out again (the platform lets such a session do nothing else anyway).
 */
export default function ChangePasswordModal({ onClose, forced }: ModalProps) {
  const t = useT();
  const session = useAtomValue(sessionAtom);
  const setSession = useSetAtom(sessionAtom);
  const openModal = useOpenModal();
  const rule = usePasswordRule();
  const [form, setForm] = useState({ oldPassword: '', newPassword: '', confirmNewPassword: '' });
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);

  const close = () => {
    if (!forced) return onClose();
    // The token is refused for everything but this change: end it rather than leave it half-open.
    void call(logout, {}).catch(() => undefined);
    setSession(null);
    onClose();
  };

  const set = (field: keyof typeof form) => (value: string) =>
    setForm((f) => ({ ...f, [field]: value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next = checkPasswordForm(form, rule, t);
    setErrors(next);
    setFormError('');
    if (Object.keys(next).length > 0) return;
    setBusy(true);
    try {
      await call(changePassword, form);
      openModal({ id: 'notice', title: t('password.changeTitle'), body: t('password.changed') });
    } catch (err: unknown) {
      const error = asPlatformError(err);
      const fields = serverFieldError(error, t);
      if (fields) setErrors(fields);
      else if (error.code === 'BAD_CREDENTIALS') {
        setErrors({ oldPassword: t('password.oldWrong') });
      } else setFormError(errorText(t, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthDialog title={t('password.changeTitle')} testId="change-password-modal" onClose={close}>
      <div className="wl-auth__body">
        {forced && (
          <p className="wl-form__note" role="status" data-testid="password-forced">
            {t('password.forcedBody')}
          </p>
        )}
        <form className="wl-form" noValidate onSubmit={(e) => void submit(e)}>
          <p className="wl-muted" data-testid="password-account">
            {t('password.account')}: <strong>{session?.account ?? ''}</strong>
          </p>
          <FormField
            name="oldPassword"
            type="password"
            label={t('field.oldPassword')}
            value={form.oldPassword}
            onChange={set('oldPassword')}
            error={errors.oldPassword}
            autoComplete="current-password"
            required
          />
          <FormField
            name="newPassword"
            type="password"
            label={t('field.newPassword')}
            value={form.newPassword}
            onChange={set('newPassword')}
            error={errors.newPassword}
            autoComplete="new-password"
            required
          />
          <FormField
            name="confirmNewPassword"
            type="password"
            label={t('field.confirmNewPassword')}
            value={form.confirmNewPassword}
            onChange={set('confirmNewPassword')}
            error={errors.confirmNewPassword}
            autoComplete="new-password"
            required
          />
          <FormSubmit error={formError} busy={busy} testId="password-submit">
            {t('password.submit')}
          </FormSubmit>
        </form>
      </div>
    </AuthDialog>
  );
}
