import { REGISTER_BANNER_GROUP } from '../../../../contract/content.ts';
import type { LoginResult } from '../../../../contract/session.ts';
import { useT } from '../../i18n/i18n.tsx';
import { BannerCarousel } from './banner-carousel.tsx';
import { InvitationRefused } from './invitation-refused.tsx';
import { RegisterFields } from './register-fields.tsx';
import { useRegisterSetup } from './use-register-setup.ts';

interface RegisterFormProps {
  referralCode?: string;
  onSuccess: (result: LoginResult) => void;
  onLogin: () => void;
  /** Spec §2.3: the user-agreement link hides the popup and goes to /help. */
}

/** Registration (spec §2.3, §5): loads the merchant's field settings, then the form. */
export function RegisterForm(props: RegisterFormProps) {
  const t = useT();
  const { settings, reload, referral, dismissRefusal } = useRegisterSetup(props.referralCode);
  return (
    <div className="wl-auth__body" data-testid="register-form">
      <BannerCarousel group={REGISTER_BANNER_GROUP} />
      {settings.kind === 'loading' && (
        <div className="wl-page-loading">
          <span className="wl-spinner" role="status" aria-label={t('app.loading')} />
        </div>
      )}
      {settings.kind === 'failed' && (
        <div className="wl-form__note" role="alert">
          <p>{t('error.NETWORK')}</p>
          <button type="button" className="wl-button wl-button--ghost" onClick={reload}>
            {t('boot.retry')}
          </button>
        </div>
      )}
      {settings.kind === 'ready' && (
        <RegisterFields {...props} settings={settings.settings} referral={referral} />
      )}
      {referral.refused && <InvitationRefused onClose={dismissRefusal} />}
    </div>
  );
}
