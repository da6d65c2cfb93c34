import { gameVendors } from '../../../../contract/games.ts';
import { GAME_CATEGORIES, type GameCategory } from '../../../../contract/modules.ts';
import { useQuery } from '../../app/api/query.ts';
import { useT } from '../../i18n/i18n.tsx';

export interface BetFilter {
  category: GameCategory | '';
  vendor: string;
}

/**
 * The betting record's category and provider choices. Providers come from the lobby's vendor
 * list; the categories offered are those the providers cover (every category while that list
 * is missing, so the filter still works on a site whose games module answers nothing).
 */
export function BetFilters({
  value,
  onChange,
}: {
  value: BetFilter;
  onChange: (next: BetFilter) => void;
}) {
  const t = useT();
  const vendors = useQuery(gameVendors, {}).value ?? [];
  const covered = new Set(vendors.map((v) => v.category));
  const categories = covered.size ? GAME_CATEGORIES.filter((c) => covered.has(c)) : GAME_CATEGORIES;
  const shown = vendors.filter((v) => !value.category || v.category === value.category);
  // One provider can serve two categories; the select lists it once.
  const providers = [...new Map(shown.map((v) => [v.accountTypeName, v.displayName]))];
  return (
    <>
      <label className="wl-date-range__field">
        <span>{t('bets.category')}</span>
        <select
          className="wl-filter-select"
          name="category"
          data-testid="field-category"
          value={value.category}
          onChange={(e) => {
            const category = e.target.value as GameCategory | '';
            // A provider outside the new category would leave the list silently empty.
            const keep = vendors.some(
              (v) => v.accountTypeName === value.vendor && (!category || v.category === category),
            );
            onChange({ category, vendor: keep ? value.vendor : '' });
          }}
        >
          <option value="">{t('bets.allCategories')}</option>
          {categories.map((c) => (
            <option key={c} value={c}>
              {t(`category.${c}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="wl-date-range__field">
        <span>{t('table.provider')}</span>
        <select
          className="wl-filter-select"
          name="vendor"
          data-testid="field-vendor"
          value={value.vendor}
          onChange={(e) => onChange({ ...value, vendor: e.target.value })}
        >
          <option value="">{t('bets.allProviders')}</option>
          {providers.map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}
