import type { GameCategory } from '../../../../contract/modules.ts';
import { useT } from '../../i18n/i18n.tsx';
import { useSite } from '../site.tsx';
import { ComingSoon } from './coming-soon.tsx';
import { VendorBadge } from './icons.tsx';

/** A lobby with no games to launch yet: names the category and its providers, fakes nothing. */
export function CategorySoon({ name, category }: { name: string; category?: GameCategory }) {
  const t = useT();
  const { status } = useSite();
  const vendors = category ? status.vendors.filter((v) => v.category === category) : [];
  return (
    <ComingSoon name={name} category={category}>
      {vendors.length > 0 && (
        <div className="wl-soon__vendors">
          <h2 className="wl-soon__subtitle">{t('comingSoon.providers')}</h2>
          <ul className="wl-chips" data-testid="category-vendors">
            {vendors.map((v) => (
              <li key={v.code} className="wl-vendor-chip">
                <VendorBadge name={v.displayName} size="sm" />
                {v.displayName}
              </li>
            ))}
          </ul>
        </div>
      )}
    </ComingSoon>
  );
}
