import type { VendorCard } from '../../../../contract/games.ts';
import { useSite } from '../../app/site.tsx';
import { VendorBadge } from '../../app/ui/icons.tsx';
import { useT } from '../../i18n/i18n.tsx';
import { platformUrl } from './game-links.ts';
import './lobby.css';

/** A vendor's small icon from the platform, or its lettered badge while it has none. */
export function VendorMark({ vendor, size = 'sm' }: { vendor: VendorCard; size?: 'sm' | 'md' }) {
  const { brand } = useSite();
  if (!vendor.smallIcon) return <VendorBadge name={vendor.displayName} size={size} />;
  const px = size === 'sm' ? 24 : 36;
  return (
    <img
      className="wl-vendor-mark"
      src={platformUrl(vendor.smallIcon, brand.apiBase)}
      alt=""
      width={px}
      height={px}
    />
  );
}

interface VendorTabsProps {
  vendors: readonly VendorCard[];
  /** The chosen vendor code, null for all. */
  selected: string | null;
  onSelect: (code: string | null) => void;
  totalGames: number;
}

/** Spec §2.1 `/rng?page=<vendor>`: one tab per vendor, and "All". */
export function VendorTabs({ vendors, selected, onSelect, totalGames }: VendorTabsProps) {
  const t = useT();
  return (
    <div className="wl-vtabs" role="tablist" aria-label={t('games.providers')}>
      <button
        type="button"
        role="tab"
        aria-selected={selected === null}
        className={`wl-vtab${selected === null ? ' is-on' : ''}`}
        data-testid="vendor-tab-all"
        onClick={() => onSelect(null)}
      >
        <span className="wl-vtab__all" aria-hidden="true">
          ★
        </span>
        <span className="wl-vtab__name">{t('games.allProviders')}</span>
        <span className="wl-vtab__count">{totalGames}</span>
      </button>
      {vendors.map((vendor) => (
        <button
          key={vendor.accountTypeName}
          type="button"
          role="tab"
          aria-selected={selected === vendor.accountTypeName}
          className={`wl-vtab${selected === vendor.accountTypeName ? ' is-on' : ''}`}
          data-testid={`vendor-tab-${vendor.accountTypeName}`}
          onClick={() => onSelect(vendor.accountTypeName)}
        >
          <VendorMark vendor={vendor} />
          <span className="wl-vtab__name">{vendor.displayName}</span>
          <span className="wl-vtab__count">{vendor.gameCount}</span>
          {vendor.isHot === 1 && <span className="wl-vtab__hot">{t('games.hot')}</span>}
        </button>
      ))}
    </div>
  );
}
