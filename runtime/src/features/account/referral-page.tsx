import { useEffect, useState } from 'react';
import { referralInfo } from '../../../../contract/account.ts';
import { useQuery } from '../../app/api/query.ts';
import { FormError } from '../../app/ui/form-field.tsx';
import { Icon } from '../../app/ui/icons.tsx';
import { useT } from '../../i18n/i18n.tsx';
import { copyText } from './copy-text.ts';
import './account.css';

/** Spec §2.4 referral: the member's own code, a sign-up link carrying it, and a copy button. */
export default function ReferralPage() {
  const t = useT();
  const { value: info, failure } = useQuery(referralInfo, { origin: location.origin });
  const [copied, setCopied] = useState<'ok' | 'failed' | null>(null);

  useEffect(() => {
    if (!copied) return;
    const id = setTimeout(() => setCopied(null), 2500);
    return () => clearTimeout(id);
  }, [copied]);

  if (!info) {
    return failure ? (
      <FormError error={failure} />
    ) : (
      <div className="wl-mc__loading" aria-busy="true">
        <span className="wl-spinner" />
      </div>
    );
  }

  const copy = async () => setCopied((await copyText(info.link)) ? 'ok' : 'failed');

  return (
    <div className="wl-mc-page wl-account">
      <h2 className="wl-mc-page__title">{t('mc.referral')}</h2>
      <p className="wl-mc-page__lead wl-muted">{t('referral.lead')}</p>
      <section className="wl-mc-card wl-referral">
        <div className="wl-referral__code">
          <span className="wl-muted">{t('referral.code')}</span>
          <strong data-testid="referral-code" dir="ltr">
            {info.code}
          </strong>
        </div>
        <div className="wl-referral__link">
          <span className="wl-muted">{t('referral.link')}</span>
          <div className="wl-referral__row">
            <input
              className="wl-form-field__input"
              readOnly
              dir="ltr"
              value={info.link}
              data-testid="referral-link"
              aria-label={t('referral.link')}
              onFocus={(e) => e.currentTarget.select()}
            />
            <button
              type="button"
              className="wl-button wl-button--primary"
              data-testid="referral-copy"
              onClick={() => void copy()}
            >
              {copied === 'ok' && <Icon name="check" size={16} />}
              {copied === 'ok' ? t('referral.copied') : t('referral.copy')}
            </button>
          </div>
          <p className="wl-account__status" role="status">
            {/* The button already says so on screen; this line tells screen readers. */}
            {copied === 'ok' && <span className="wl-visually-hidden">{t('referral.copied')}</span>}
            {copied === 'failed' && t('referral.copyFailed')}
          </p>
        </div>
        <p className="wl-referral__invited">{t('referral.invited', { count: info.invited })}</p>
      </section>
    </div>
  );
}
