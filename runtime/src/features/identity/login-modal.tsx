import type { ModalProps } from '../../app/feature.ts';
import { useOpenModal } from '../../app/modals.ts';
import { useSite } from '../../app/site.tsx';
import { useT } from '../../i18n/i18n.tsx';
import { AuthDialog } from './auth-dialog.tsx';
import { LoginForm } from './login-form.tsx';
import { useAfterLogin } from './use-after-login.ts';
import './identity.css';

/** loginModal (spec §2.3): success stores the session, closes and stays on the page. */
export default function LoginModal({ onClose, entrance }: ModalProps) {
  const t = useT();
  const { modals } = useSite();
  const openModal = useOpenModal();
  const afterLogin = useAfterLogin();
  return (
    <AuthDialog title={t('header.login')} testId="login-modal" onClose={onClose}>
      <LoginForm
        entrance={entrance}
        onSuccess={afterLogin}
        onRegister={
          modals.has('registerModal') ? () => openModal({ id: 'registerModal' }) : undefined
        }
      />
    </AuthDialog>
  );
}
