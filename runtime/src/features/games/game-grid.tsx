import { useState } from 'react';
import type { EndpointInput } from '../../../../contract/endpoint.ts';
import { gameList } from '../../../../contract/games.ts';
import { useQuery } from '../../app/api/query.ts';
import { EmptyState } from '../../app/ui/empty-state.tsx';
import { QueryFailure } from '../../app/ui/query-failure.tsx';
import { useT } from '../../i18n/i18n.tsx';
import { LaunchTile } from './game-strip.tsx';
import type { useFavourites } from './game-query.ts';
import type { Launcher } from './use-launch.tsx';
import './game-strip.css';

export const GRID_PAGE_SIZE = 24;

type ListInput = Omit<EndpointInput<typeof gameList>, 'page' | 'pageSize'>;

interface GridProps {
  input: ListInput;
  launcher: Launcher;
  favourites: ReturnType<typeof useFavourites>;
  /** Shown under the empty state, e.g. a "clear filters" button. */
  onClear?: () => void;
}

/** One page of the grid: its tiles, straight into the grid's list. */
function GridPage({ input, page, launcher, favourites }: GridProps & { page: number }) {
  const query = useQuery(gameList, { ...input, page, pageSize: GRID_PAGE_SIZE });
  return (
    <>
      {(query.value?.items ?? []).map((game) => (
        <li key={game.gameId}>
          <LaunchTile game={game} launcher={launcher} favourites={favourites} />
        </li>
      ))}
    </>
  );
}

/**
 * The lobby's game grid: the first page, then "load more" adds the next under it. Pages stay
 * cached, so going back to a lobby shows what was loaded. Remount (key) on a filter change.
 */
export function GameGrid({ input, launcher, favourites, onClear }: GridProps) {
  const t = useT();
  const [pages, setPages] = useState(1);
  const first = useQuery(gameList, { ...input, page: 1, pageSize: GRID_PAGE_SIZE });
  const total = first.value?.total ?? 0;
  const shown = Math.min(total, pages * GRID_PAGE_SIZE);

  if (first.failure && !first.value)
    return <QueryFailure error={first.failure} onRetry={first.reload} />;
  if (!first.value) {
    return (
      <ul className="wl-ggrid" aria-busy="true" data-testid="game-grid-loading">
        {Array.from({ length: 12 }, (_, i) => (
          <li key={i} className="wl-game-skeleton" />
        ))}
      </ul>
    );
  }
  if (total === 0) {
    return (
      <EmptyState text={t('games.noMatch')}>
        {onClear && (
          <button type="button" className="wl-button wl-button--outline" onClick={onClear}>
            {t('games.clearFilters')}
          </button>
        )}
      </EmptyState>
    );
  }
  return (
    <div className="wl-ggrid-wrap">
      <ul className="wl-ggrid" data-testid="game-grid">
        {Array.from({ length: pages }, (_, i) => (
          <GridPage
            key={i + 1}
            page={i + 1}
            input={input}
            launcher={launcher}
            favourites={favourites}
          />
        ))}
      </ul>
      <div className="wl-ggrid__more">
        <p className="wl-muted">{t('games.shownOf', { shown, total })}</p>
        {shown < total && (
          <button
            type="button"
            className="wl-button wl-button--outline"
            data-testid="game-grid-more"
            onClick={() => setPages((p) => p + 1)}
          >
            {t('games.loadMore')}
          </button>
        )}
      </div>
    </div>
  );
}
