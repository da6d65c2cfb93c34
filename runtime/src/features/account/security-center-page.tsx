import { maskIfMobile } from '../../../../contract/mask.ts';
import { formatBrandDate } from '../../app/layout/clock-format.ts';
import type { ReactNode } from 'react';
import { securityInfo } from '../../../../contract/account.ts';
import { LANGUAGES } from '../../../../contract/languages.ts';
import { useQuery } from '../../app/api/query.ts';
import type { ModalId } from '../../app/feature.ts';
import { useSite } from '../../app/site.tsx';
import { CallPending } from '../../app/ui/call-pending.tsx';
import { Icon } from '../../app/ui/icons.tsx';
import { ModalButton } from '../../app/ui/modal-button.tsx';
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

interface SecurityItemProps {
  title: string;
  /** The popup that changes this setting; without it (module off) the button is left out. */
  modal: ModalId;
  testId: string;
  action: string;
  /** The line under the title: a lead or the setting's state. */
  children: ReactNode;
}

function SecurityItem({ title, modal, testId, action, children }: SecurityItemProps) {
  const { modals } = useSite();
  return (
    <div className="wl-account__item">
      <div>
        <p className="wl-account__item-title">{title}</p>
        {children}
      </div>
      {modals.has(modal) && (
        <ModalButton modal={{ id: modal }} className="wl-button wl-button--outline" testId={testId}>
          {action}
        </ModalButton>
      )}
    </div>
  );
}

/** Spec §2.4 securityCenter: account details, bound contacts and card, passwords. */
export default function SecurityCenterPage() {
  const t = useT();
  const [language] = useLanguage();
  const { brand } = useSite();
  const { value: info, setValue: setInfo, failure, reload } = useQuery(securityInfo, {});

  if (!info) return <CallPending failure={failure} onRetry={reload} />;

  // The brand's calendar day, as the clock in the header counts days, in the language's order.
  const registered = formatBrandDate(
    Date.parse(info.registeredAt),
    brand.timezone,
    LANGUAGES[language].locale,
  );
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
            <Row
              label={t('security.account')}
              value={maskIfMobile(info.account)}
              testId="security-account"
            />
            <Row label={t('security.nickname')} value={info.nickname || '—'} />
            <Row label={t('security.registered')} value={registered} testId="security-registered" />
            <Row label={t('security.mobile')} value={info.mobile ?? notBound} />
            <Row label={t('security.email')} value={info.email ?? notBound} />
          </dl>
        </section>
        <section className="wl-mc-card">
          <h3 className="wl-mc-card__title">
            <Icon name="shield" size={18} />
            {t('security.protection')}
          </h3>
          <SecurityItem
            title={t('security.loginPassword')}
            modal="changePasswordModal"
            testId="security-change-password"
            action={t('security.change')}
          >
            <p className="wl-muted">{t('security.loginPasswordLead')}</p>
          </SecurityItem>
          <SecurityItem
            title={t('security.authenticator')}
            modal="authenticatorModal"
            testId="security-authenticator-setup"
            action={info.authenticatorBound ? t('security.manage') : t('security.setUp')}
          >
            <p
              className={info.authenticatorBound ? 'wl-account__on' : 'wl-muted'}
              data-testid="security-authenticator"
            >
              {info.authenticatorBound ? t('security.on') : t('security.off')}
            </p>
          </SecurityItem>
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
