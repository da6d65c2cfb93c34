import type { ReactNode } from 'react';
import { useT, type MessageKey } from '../../i18n/i18n.tsx';
import './identity.css';

interface AuthPageProps {
  titleKey: MessageKey;
  testId: string;
  children: ReactNode;
}

/** The popup's card as a whole page (/login, /register, /resetPassword): heading, then form. */
export function AuthPage({ titleKey, testId, children }: AuthPageProps) {
  const t = useT();
  return (
    <section className="wl-auth wl-auth--page" data-testid={testId}>
      <div className="wl-auth__head">
        <h1 className="wl-auth__title">{t(titleKey)}</h1>
      </div>
      {children}
    </section>
  );
}
