import { Icon } from '../../app/ui/icons.tsx';
import { MemberCentreButton } from '../../app/ui/modal-button.tsx';
import { useT } from '../../i18n/i18n.tsx';

/** Spec §2.2 Deposit: opens the member centre on the deposit page. */
export default function DepositButton() {
  const t = useT();
  return (
    <MemberCentreButton page="depositv2" className="wl-button wl-button--primary" testId="deposit">
      <Icon name="wallet" size={16} />
      {t('account.deposit')}
    </MemberCentreButton>
  );
}
