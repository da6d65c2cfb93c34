import { useT } from '../../i18n/i18n.tsx';

interface RegisterAgreementProps {
  agreed: boolean;
  /** Shown after a submit without the box ticked. */
  showError: boolean;
  onChange: (agreed: boolean) => void;
  /** Spec §2.3: the user-agreement link hides the popup and goes to /help. */
  onRead: () => void;
}

/** The user-agreement box every registration must tick, with the link to read it. */
export function RegisterAgreement({ agreed, showError, onChange, onRead }: RegisterAgreementProps) {
  const t = useT();
  return (
    <div className={showError ? 'wl-agree has-error' : 'wl-agree'}>
      <label className="wl-agree__label">
        <input
          type="checkbox"
          checked={agreed}
          data-testid="field-agreement"
          onChange={(e) => onChange(e.target.checked)}
        />
        <span>{t('register.agree')}</span>
      </label>
      <button type="button" className="wl-link" onClick={onRead}>
        {t('register.readTerms')}
      </button>
      {showError && (
        <p className="wl-form-field__error" role="alert">
          {t('validation.agreement')}
        </p>
      )}
    </div>
  );
}
