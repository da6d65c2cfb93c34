import type { VendorCard } from '../../../../contract/games.ts';
import { Icon } from '../../app/ui/icons.tsx';
import { useT } from '../../i18n/i18n.tsx';
import { VendorMark } from './vendor-tabs.tsx';
import './game-strip.css';

/** Spec §3 vendor lane: the category's vendor cards; a click opens the vendor (spec §4). */
export function VendorLane({
  vendors,
  onOpen,
}: {
  vendors: readonly VendorCard[];
  onOpen: (vendor: VendorCard) => void;
}) {
  const t = useT();
  if (vendors.length === 0) return null;
  return (
    <ul className="wl-vlane" aria-label={t('games.providers')} data-testid="vendor-lane">
      {vendors.map((vendor) => (
        <li key={vendor.accountTypeName}>
          <button
            type="button"
            className="wl-vlane__card"
            data-testid={`vendor-card-${vendor.accountTypeName}`}
            onClick={() => onOpen(vendor)}
          >
            <VendorMark vendor={vendor} size="md" />
            <span className="wl-vlane__text">
              <strong>{vendor.displayName}</strong>
              <span>{t('games.gameCount', { count: vendor.gameCount })}</span>
            </span>
            {vendor.isHot === 1 && <span className="wl-hot">{t('games.hot')}</span>}
            <Icon name="chevronsEnd" size={16} />
          </button>
        </li>
      ))}
    </ul>
  );
}
