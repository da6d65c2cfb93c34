import { securityInfo } from '../../../../contract/account.ts';
import { LANGUAGES } from '../../../../contract/languages.ts';
import { useQuery } from '../../app/api/query.ts';
import { useOpenModal } from '../../app/modals.ts';
import { useSite } from '../../app/site.tsx';
import { CallPending } from '../../app/ui/call-pending.tsx';
import { Icon } from '../../app/ui/icons.tsx';
import { useLanguage, useT } from '../../i18n/i18n.tsx';
import { BankCards } from './bank-cards.tsx';
import { FundPasswordForm } from './fund-password-form.tsx';
import './account.css';

function Row({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="wl-account__row">
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}

/** Spec §2.4 securityCenter: account details, bound contacts and card, passwords. */
export default function SecurityCenterPage() {
  const t = useT();
  const [language] = useLanguage();
  const { modals } = useSite();
  const openModal = useOpenModal();
  const { value: info, setValue: setInfo, failure, reload } = useQuery(securityInfo, {});

  if (!info) return <CallPending failure={failure} onRetry={reload} />;

  const registered = new Intl.DateTimeFormat(LANGUAGES[language].locale, {
    dateStyle: 'medium',
  }).format(new Date(info.registeredAt));
  const notBound = t('security.notBound');

  return (
    <div className="wl-mc-page wl-account">
      <h2 className="wl-mc-page__title">{t('mc.securityCenter')}</h2>
      <div className="wl-account__grid">
        <section className="wl-mc-card">
          <h3 className="wl-mc-card__title">
            <Icon name="user" size={18} />
            {t('security.details')}
          </h3>
          <dl className="wl-account__list">
            <Row label={t('security.account')} value={info.account} testId="security-account" />
            <Row label={t('security.nickname')} value={info.nickname || '—'} />
            <Row label={t('security.registered')} value={registered} />
            <Row label={t('security.mobile')} value={info.mobile ?? notBound} />
            <Row label={t('security.email')} value={info.email ?? notBound} />
          </dl>
        </section>
        <section className="wl-mc-card">
          <h3 className="wl-mc-card__title">
            <Icon name="shield" size={18} />
            {t('security.protection')}
          </h3>
          <div className="wl-account__item">
            <div>
              <p className="wl-account__item-title">{t('security.loginPassword')}</p>
              <p className="wl-muted">{t('security.loginPasswordLead')}</p>
            </div>
            {modals.has('changePasswordModal') && (
              <button
                type="button"
                className="wl-button wl-button--outline"
                data-testid="security-change-password"
                onClick={() => openModal({ id: 'changePasswordModal' })}
              >
                {t('security.change')}
              </button>
            )}
          </div>
          <div className="wl-account__item">
            <div>
              <p className="wl-account__item-title">{t('security.authenticator')}</p>
              <p
                className={info.authenticatorBound ? 'wl-account__on' : 'wl-muted'}
                data-testid="security-authenticator"
              >
                {info.authenticatorBound ? t('security.on') : t('security.off')}
              </p>
            </div>
            {modals.has('authenticatorModal') && (
              <button
                type="button"
                className="wl-button wl-button--outline"
                data-testid="security-authenticator-setup"
                onClick={() => openModal({ id: 'authenticatorModal' })}
              >
                {info.authenticatorBound ? t('security.manage') : t('security.setUp')}
              </button>
            )}
          </div>
        </section>
        <section className="wl-mc-card">
          <h3 className="wl-mc-card__title">
            <Icon name="shield" size={18} />
            {t('fundPassword.label')}
            <span className={info.fundPasswordSet ? 'wl-account__chip is-on' : 'wl-account__chip'}>
              {info.fundPasswordSet ? t('security.set') : t('security.notSet')}
            </span>
          </h3>
          <FundPasswordForm
            isSet={info.fundPasswordSet}
            onDone={() => setInfo({ ...info, fundPasswordSet: true })}
          />
        </section>
        <section className="wl-mc-card">
          <h3 className="wl-mc-card__title">
            <Icon name="wallet" size={18} />
            {t('card.title')}
          </h3>
          <BankCards
            cards={info.cards}
            realName={info.realName}
            fundPasswordSet={info.fundPasswordSet}
            onBound={(card) => {
              setInfo({ ...info, cards: [...info.cards, card] });
              // The first card may have set the real name: read it back.
              reload();
            }}
          />
        </section>
      </div>
    </div>
  );
}
