import { useAtomValue, useSetAtom } from 'jotai';
import { changePassword } from '../../../../contract/password.ts';
import { logout } from '../../../../contract/session.ts';
import { asPlatformError, call } from '../../app/api/call.ts';
import type { ModalProps } from '../../app/feature.ts';
import { useOpenModal } from '../../app/modals.ts';
import { completeLogin, sessionAtom } from '../../app/session.ts';
import { useT } from '../../i18n/i18n.tsx';
import { AuthDialog } from './auth-dialog.tsx';
import { errorText } from '../../app/ui/error-text.ts';
import { checkPasswordForm, serverFieldError } from './password-rules.ts';
import { FormField } from '../../app/ui/form-field.tsx';
import { useForm } from '../../app/ui/use-form.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
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
  const { values, setErrors, setFormError, formError, busy, field, onSubmit } = useForm({
    oldPassword: '',
    newPassword: '',
    confirmNewPassword: '',
  });

  const close = () => {
    if (!forced) return onClose();
    // The token is refused for everything but this change: end it rather than leave it half-open.
    void call(logout, {}).catch(() => undefined);
    setSession(null);
    onClose();
  };

  const submit = onSubmit(
    () => checkPasswordForm(values, rule, t),
    async () => {
      await call(changePassword, values);
      // The forced change completes the login: what was refused before it is read again.
      if (forced) completeLogin();
      openModal({ id: 'notice', title: t('password.changeTitle'), body: t('password.changed') });
    },
    (err: unknown) => {
      const error = asPlatformError(err);
      const fields = serverFieldError(error, t);
      if (fields) setErrors(fields);
      else if (error.code === 'BAD_CREDENTIALS') {
        setErrors({ oldPassword: t('password.oldWrong') });
      } else setFormError(errorText(t, error));
    },
  );

  return (
    <AuthDialog title={t('password.changeTitle')} testId="change-password-modal" onClose={close}>
      <div className="wl-auth__body">
        {forced && (
          <p className="wl-form__note" role="status" data-testid="password-forced">
            {t('password.forcedBody')}
          </p>
        )}
        <form className="wl-form" noValidate onSubmit={submit}>
          <p className="wl-muted" data-testid="password-account">
            {t('password.account')}: <strong>{session?.account ?? ''}</strong>
          </p>
          <FormField
            {...field('oldPassword')}
            type="password"
            label={t('field.oldPassword')}
            autoComplete="current-password"
          />
          <NewPasswordFields field={field} />
          <FormSubmit error={formError} busy={busy} testId="password-submit">
            {t('password.submit')}
          </FormSubmit>
        </form>
      </div>
    </AuthDialog>
  );
}
