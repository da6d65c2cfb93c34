import { useNavigate, useSearchParams } from '../../app/router/router.tsx';
import type { PageProps } from '../../app/feature.ts';
import { useOpenModal } from '../../app/modals.ts';
import { useRoutePath, useSite } from '../../app/site.tsx';
import { RegisterForm } from './register-form.tsx';
import { useAfterRegister } from './use-after-register.ts';
import { AuthPage } from './auth-page.tsx';

/** /register and /register.html, with an optional ?referralCode= (spec §2.1). */
export default function RegisterPage({ titleKey }: PageProps) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const openModal = useOpenModal();
  const { modals } = useSite();
  const loginPath = useRoutePath('/login');
  const afterRegister = useAfterRegister();
  return (
    <AuthPage titleKey={titleKey} testId="register-page">
      <RegisterForm
        referralCode={params.get('referralCode') ?? undefined}
        onSuccess={afterRegister}
        onLogin={() => {
          if (modals.has('loginModal')) openModal({ id: 'loginModal' });
          else if (loginPath) void navigate(loginPath);
        }}
      />
    </AuthPage>
  );
}
