import type { ResolvedBrand } from '../../../../contract/brand.ts';
import type { PermissionInfo } from '../../../../contract/system.ts';
import { useT } from '../../i18n/i18n.tsx';
import { CustomerServiceLink } from '../layout/customer-service-link.tsx';
import { StatusScreen } from './status-screen.tsx';

interface Props {
  brand: Pick<ResolvedBrand, 'name' | 'theme'>;
  customerService: PermissionInfo['customerService'];
}

/** Spec §2.1: shown for every path when access is restricted by region or IP. */
export function RegionBlockedPage({ brand, customerService }: Props) {
  const t = useT();
  return (
    <StatusScreen
      brand={brand}
      icon="shield"
      tone="danger"
      title={t('region.title')}
      testId="region-page"
    >
      <p className="wl-status__body">{t('region.body', { brand: brand.name })}</p>
      <p className="wl-status__hint">{t('region.hint')}</p>
      <CustomerServiceLink entries={customerService} className="wl-button wl-button--ghost">
        {t('maintenance.contact')}
      </CustomerServiceLink>
    </StatusScreen>
  );
}
