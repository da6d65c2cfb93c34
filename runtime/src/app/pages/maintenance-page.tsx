import type { ResolvedBrand } from '../../../../contract/brand.ts';
import type { PermissionInfo } from '../../../../contract/system.ts';
import { useT } from '../../i18n/i18n.tsx';
import { CustomerServiceLink } from '../layout/customer-service-link.tsx';
import { StatusScreen } from './status-screen.tsx';

interface Props {
  brand: Pick<ResolvedBrand, 'name' | 'theme'>;
  customerService: PermissionInfo['customerService'];
}

/** Spec §2.1: shown for every path while the platform reports maintenance. */
export function MaintenancePage({ brand, customerService }: Props) {
  const t = useT();
  return (
    <StatusScreen
      brand={brand}
      icon="tools"
      title={t('maintenance.title')}
      testId="maintenance-page"
    >
      <p className="wl-status__body">{t('maintenance.body', { brand: brand.name })}</p>
      <CustomerServiceLink entries={customerService} className="wl-button wl-button--primary">
        {t('maintenance.contact')}
      </CustomerServiceLink>
    </StatusScreen>
  );
}
