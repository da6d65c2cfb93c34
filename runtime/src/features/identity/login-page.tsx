import { useNavigate } from 'react-router-dom';
import type { PageProps } from '../../app/feature.ts';
import { useRoutePath } from '../../app/site.tsx';
import { useT } from '../../i18n/i18n.tsx';
import { LoginForm } from './login-form.tsx';
import { useAfterLogin } from './use-after-login.ts';
import './identity.css';

/** /login (where loginedToHomePage sends visitors): the login popup's form as a page. */
export default function LoginPage({ titleKey }: PageProps) {
  const t = useT();
  const navigate = useNavigate();
  const registerPath = useRoutePath('/register');
  const afterLogin = useAfterLogin();
  return (
    <section className="wl-auth wl-auth--page" data-testid="login-page">
      <div className="wl-auth__head">
        <h1 className="wl-auth__title">{t(titleKey)}</h1>
      </div>
      <LoginForm
        onSuccess={(result) => {
          afterLogin(result);
          void navigate('/index');
        }}
        onRegister={registerPath ? () => void navigate(registerPath) : undefined}
      />
    </section>
  );
}

/** /social/callback, served from this page's chunk (see feature.ts). */
export { default as SocialCallbackPage } from './social-callback-page.tsx';
