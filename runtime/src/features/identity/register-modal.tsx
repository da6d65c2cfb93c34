import type { ModalProps } from '../../app/feature.ts';
import { useOpenModal } from '../../app/modals.ts';
import { useT } from '../../i18n/i18n.tsx';
import { AuthDialog } from './auth-dialog.tsx';
import { RegisterForm } from './register-form.tsx';
import { useAfterRegister } from './use-after-register.ts';
import './identity.css';

/** registerModal (spec §2.3). */
export default function RegisterModal({ onClose, referralCode }: ModalProps) {
  const t = useT();
  const openModal = useOpenModal();
  const afterRegister = useAfterRegister();
  return (
    <AuthDialog title={t('page.register')} testId="register-modal" onClose={onClose}>
      <RegisterForm
        referralCode={referralCode}
        onSuccess={afterRegister}
        onLogin={() => openModal({ id: 'loginModal' })}
      />
    </AuthDialog>
  );
}
