import { DEPOSIT_TYPES, type DepositType } from '../../../../contract/deposit.ts';
import type { MemberCentrePageProps } from '../../app/feature.ts';
import { useT, type MessageKey } from '../../i18n/i18n.tsx';
import { DepositTypeIcon } from './deposit-type-icon.tsx';
import { PageSwitch } from './page-switch.tsx';
import '../../app/ui/data-table.css';
import './deposit.css';

const STEPS: Record<DepositType, readonly MessageKey[]> = {
  BANK_TRANSFER: [
    'depositTeach.bank.1',
    'depositTeach.bank.2',
    'depositTeach.bank.3',
    'depositTeach.bank.4',
  ],
  EWALLET: [
    'depositTeach.ewallet.1',
    'depositTeach.ewallet.2',
    'depositTeach.ewallet.3',
    'depositTeach.ewallet.4',
  ],
  QR: ['depositTeach.qr.1', 'depositTeach.qr.2', 'depositTeach.qr.3', 'depositTeach.qr.4'],
};

/** A small scene per method: the site on one side, where the payer pays on the other. */
function Illustration({ type }: { type: DepositType }) {
  const target =
    type === 'BANK_TRANSFER' ? (
      <g>
        <path d="M128 34l22-14 22 14z" fill="currentColor" opacity=".35" />
        <rect x="130" y="36" width="40" height="26" rx="2" fill="currentColor" opacity=".2" />
        <path d="M136 38v22M146 38v22M156 38v22M164 38v22" stroke="currentColor" strokeWidth="3" />
      </g>
    ) : type === 'EWALLET' ? (
      <g>
        <rect x="136" y="14" width="30" height="52" rx="6" fill="currentColor" opacity=".25" />
        <rect x="141" y="22" width="20" height="30" rx="2" fill="currentColor" opacity=".45" />
        <circle cx="151" cy="59" r="3" fill="currentColor" />
      </g>
    ) : (
      <g fill="currentColor">
        <rect x="130" y="18" width="14" height="14" opacity=".7" />
        <rect x="156" y="18" width="14" height="14" opacity=".7" />
        <rect x="130" y="44" width="14" height="14" opacity=".7" />
        <rect x="150" y="38" width="6" height="6" opacity=".5" />
        <rect x="160" y="48" width="10" height="10" opacity=".5" />
      </g>
    );
  return (
    <svg className="wl-teach__art" viewBox="0 0 200 80" role="presentation" aria-hidden="true">
      <rect x="20" y="16" width="56" height="48" rx="6" fill="currentColor" opacity=".15" />
      <rect x="28" y="26" width="40" height="6" rx="3" fill="currentColor" opacity=".5" />
      <rect x="28" y="38" width="28" height="6" rx="3" fill="currentColor" opacity=".35" />
      <rect x="28" y="50" width="20" height="8" rx="4" fill="var(--wl-primary)" />
      <path
        className="wl-teach__arrow"
        d="M86 40h30M108 32l8 8-8 8"
        fill="none"
        stroke="var(--wl-primary)"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      {target}
    </svg>
  );
}

/** Spec §2.6 deposit tutorial: how to pay with each kind of method, step by step. */
export default function DepositTeachPage({ openPage }: MemberCentrePageProps) {
  const t = useT();
  return (
    <div className="wl-mc-page wl-teach">
      <div className="wl-deposit__head">
        <h2 className="wl-mc-page__title">{t('mc.depositTeach')}</h2>
        <PageSwitch to="depositv2" openPage={openPage} testId="deposit-teach-back">
          {t('depositTeach.back')}
        </PageSwitch>
      </div>
      <p className="wl-mc-page__lead">{t('depositTeach.intro')}</p>
      {DEPOSIT_TYPES.map((type) => (
        <section key={type} className="wl-teach__method" aria-labelledby={`wl-teach-${type}`}>
          <h3 id={`wl-teach-${type}`} className="wl-teach__title">
            <DepositTypeIcon type={type} size={22} />
            {t(`deposit.type.${type}`)}
          </h3>
          <Illustration type={type} />
          <ol className="wl-teach__steps">
            {STEPS[type].map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
