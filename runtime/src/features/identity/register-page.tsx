import { useNavigate, useSearchParams } from 'react-router-dom';
import type { PageProps } from '../../app/feature.ts';
import { useOpenModal } from '../../app/modals.ts';
import { useRoutePath, useSite } from '../../app/site.tsx';
import { useT } from '../../i18n/i18n.tsx';
import { RegisterForm } from './register-form.tsx';
import { useAfterRegister } from './use-after-register.ts';
import './identity.css';

/** /register and /register.html, with an optional ?referralCode= (spec §2.1). */
export default function RegisterPage({ titleKey }: PageProps) {
  const t = useT();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const openModal = useOpenModal();
  const { modals } = useSite();
  const helpPath = useRoutePath('/help');
  const loginPath = useRoutePath('/login');
  const afterRegister = useAfterRegister();
  return (
    <section className="wl-auth wl-auth--page" data-testid="register-page">
      <div className="wl-auth__head">
        <h1 className="wl-auth__title">{t(titleKey)}</h1>
      </div>
      <RegisterForm
        referralCode={params.get('referralCode') ?? undefined}
        onSuccess={afterRegister}
        onLogin={() => {
          if (modals.has('loginModal')) openModal({ id: 'loginModal' });
          else if (loginPath) void navigate(loginPath);
        }}
        onAgreement={() => {
          if (helpPath) void navigate(helpPath);
        }}
      />
    </section>
  );
}
