import { RailItem } from '../../app/layout/rail-item.tsx';
import { MemberCentreButton } from '../../app/ui/modal-button.tsx';
import { useT } from '../../i18n/i18n.tsx';

/** Spec §2.2 side bar: the withdrawal shortcut opens the member centre's withdraw page. */
export function WithdrawEntry() {
  const t = useT();
  return (
    <MemberCentreButton page="withdraw" className="wl-rail__item" testId="side-withdraw">
      <RailItem icon="wallet" label={t('side.withdraw')} />
    </MemberCentreButton>
  );
}
