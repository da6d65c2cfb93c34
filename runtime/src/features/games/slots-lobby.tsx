import { useCallback } from 'react';
import { useSearchParams } from '../../app/router/router.tsx';
import { gameList, SUB_CATEGORIES, vendorTypes } from '../../../../contract/games.ts';
import { useQuery } from '../../app/api/query.ts';
import type { PageProps } from '../../app/feature.ts';
import { useT } from '../../i18n/i18n.tsx';
import { GameGrid } from './game-grid.tsx';
import { useFavourites, useGameLanguage, useVendorCards } from './game-query.ts';
import { JackpotRow } from './jackpot-row.tsx';
import { LobbyBanner } from './lobby-banner.tsx';
import {
  LobbyFilters,
  NO_FILTERS,
  readFilters,
  writeFilters,
  type LobbyFilterState,
} from './lobby-filters.tsx';
import { MemberStrips, PopularStrip } from './lobby-strips.tsx';
import { useLaunch } from './use-launch.tsx';
import { VendorTabs } from './vendor-tabs.tsx';
import './games.css';

/**
 * `/rng` and `/slot` (spec §2.1, §2.6, §9): jackpots ticking, the member's recent and
 * favourite games, the popular strip, vendor tabs chosen by `?page=<vendor>`, sub-category
 * chips, the min-bet-1 and 25-lines filters, search, sort, and a paged grid.
 */
export default function SlotsLobby({ titleKey }: PageProps) {
  const t = useT();
  const language = useGameLanguage();
  const [params, setParams] = useSearchParams();
  const launcher = useLaunch();
  const favourites = useFavourites();
  const vendors = useVendorCards('RNG');
  const types = useQuery(vendorTypes, {});

  const cards = vendors.query.value ?? [];
  const pageParam = params.get('page');
  const vendor = cards.some((c) => c.accountTypeName === pageParam) ? pageParam : null;
  const rng = types.value?.find((c) => c.category === 'RNG');
  const subs = (rng?.subCategories ?? []).filter((s) => s.count > 0);
  const filters = readFilters(params, SUB_CATEGORIES);
  // The figures count what the grid can show ("All"), not the vendor cards' own counts.
  const everything = useQuery(gameList, { category: 'RNG', language, page: 1, pageSize: 1 });
  const totalGames = everything.value?.total ?? cards.reduce((n, c) => n + c.gameCount, 0);

  const setFilters = useCallback(
    (next: LobbyFilterState) => setParams((p) => writeFilters(p, next), { replace: true }),
    [setParams],
  );
  const selectVendor = (code: string | null) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (code) next.set('page', code);
      else next.delete('page');
      return next;
    });

  const input = {
    category: 'RNG' as const,
    language,
    sort: filters.sort,
    ...(vendor && { vendor }),
    ...(filters.sub && { subCategory: filters.sub }),
    ...(filters.minBetOne && { minBetOne: '1' as const }),
    ...(filters.lines25 && { lines: 25 }),
    ...(filters.search && { search: filters.search }),
  };

  return (
    <div className="wl-lobby" data-testid="slots-lobby">
      <LobbyBanner
        category="RNG"
        title={t(titleKey)}
        tagline={t('games.slotsTagline')}
        meta={
          cards.length > 0 &&
          t('games.lobbyFigures', { games: totalGames, providers: cards.length })
        }
      />
      <JackpotRow launcher={launcher} />
      <MemberStrips launcher={launcher} favourites={favourites} category="RNG" />
      <PopularStrip launcher={launcher} favourites={favourites} category="RNG" />
      <section className="wl-lobby__catalogue" aria-label={t('games.allGames')}>
        {cards.length > 0 && (
          <VendorTabs
            vendors={cards}
            selected={vendor}
            onSelect={selectVendor}
            totalGames={totalGames}
          />
        )}
        <LobbyFilters value={filters} onChange={setFilters} subCategories={subs} />
        <GameGrid
          key={JSON.stringify(input)}
          input={input}
          launcher={launcher}
          favourites={favourites}
          onClear={() => setFilters(NO_FILTERS)}
        />
      </section>
      {launcher.popups}
    </div>
  );
}
