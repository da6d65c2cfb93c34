import { useGate } from '../../app/gate.ts';
import { useOpenModal } from '../../app/modals.ts';
import { Icon } from '../../app/ui/icons.tsx';
import { useT } from '../../i18n/i18n.tsx';

/** Spec §2.2 Deposit: opens the member centre on the deposit page. */
export default function DepositButton() {
  const t = useT();
  const gate = useGate();
  const openModal = useOpenModal();
  return (
    <button
      type="button"
      className="wl-button wl-button--primary"
      data-testid="deposit"
      onClick={() => gate('member', () => openModal({ id: 'memberCentre', page: 'depositv2' }))}
    >
      <Icon name="wallet" size={16} />
      {t('account.deposit')}
    </button>
  );
}
