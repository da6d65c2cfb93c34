import { useGate } from '../../app/gate.ts';
import { RailItem } from '../../app/layout/rail-item.tsx';
import { useOpenModal } from '../../app/modals.ts';
import { useT } from '../../i18n/i18n.tsx';

/** Spec §2.2 side bar: the withdrawal shortcut opens the member centre's withdraw page. */
export function WithdrawEntry() {
  const t = useT();
  const gate = useGate();
  const openModal = useOpenModal();
  return (
    <button
      type="button"
      className="wl-rail__item"
      data-testid="side-withdraw"
      onClick={() => gate('member', () => openModal({ id: 'memberCentre', page: 'withdraw' }))}
    >
      <RailItem icon="wallet" label={t('side.withdraw')} />
    </button>
  );
}
