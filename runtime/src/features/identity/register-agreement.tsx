import { useState } from 'react';
import { LegalDialog } from '../../app/legal/legal-dialog.tsx';
import { useT } from '../../i18n/i18n.tsx';

interface RegisterAgreementProps {
  agreed: boolean;
  /** Shown after a submit without the box ticked. */
  showError: boolean;
  onChange: (agreed: boolean) => void;
}

/** The user-agreement box every registration must tick, with the link to read it. */
export function RegisterAgreement({ agreed, showError, onChange }: RegisterAgreementProps) {
  const t = useT();
  const [reading, setReading] = useState(false);
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
      <button
        type="button"
        className="wl-link"
        aria-haspopup="dialog"
        data-testid="read-agreement"
        onClick={() => setReading(true)}
      >
        {t('register.readTerms')}
      </button>
      {reading && <LegalDialog page="terms" onClose={() => setReading(false)} />}
      {showError && (
        <p className="wl-form-field__error" role="alert">
          {t('validation.agreement')}
        </p>
      )}
    </div>
  );
}
