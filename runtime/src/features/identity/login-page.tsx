import { useNavigate } from '../../app/router/router.tsx';
import type { PageProps } from '../../app/feature.ts';
import { useRoutePath } from '../../app/site.tsx';
import { LoginForm } from './login-form.tsx';
import { useAfterLogin } from './use-after-login.ts';
import { AuthPage } from './auth-page.tsx';

/** /login (where loginedToHomePage sends visitors): the login popup's form as a page. */
export default function LoginPage({ titleKey }: PageProps) {
  const navigate = useNavigate();
  const registerPath = useRoutePath('/register');
  const afterLogin = useAfterLogin();
  return (
    <AuthPage titleKey={titleKey} testId="login-page">
      <LoginForm
        onSuccess={(result) => {
          afterLogin(result);
          void navigate('/index');
        }}
        onRegister={registerPath ? () => void navigate(registerPath) : undefined}
      />
    </AuthPage>
  );
}

/** /social/callback, served from this page's chunk (see feature.ts). */
export { default as SocialCallbackPage } from './social-callback-page.tsx';
