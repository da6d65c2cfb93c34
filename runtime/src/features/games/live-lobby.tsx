import { useNavigate } from '../../app/router/router.tsx';
import { gameList } from '../../../../contract/games.ts';
import { liveTables } from '../../../../contract/game-live.ts';
import { useQuery } from '../../app/api/query.ts';
import type { PageProps } from '../../app/feature.ts';
import { useSite } from '../../app/site.tsx';
import { EmptyState } from '../../app/ui/empty-state.tsx';
import { QueryFailure } from '../../app/ui/query-failure.tsx';
import { useT } from '../../i18n/i18n.tsx';
import { platformUrl } from './game-links.ts';
import { useFavourites, useGameLanguage, useVendorCards } from './game-query.ts';
import { LiveTableCard } from './live-table-card.tsx';
import { LobbyBanner } from './lobby-banner.tsx';
import { MemberStrips } from './lobby-strips.tsx';
import { useLaunch } from './use-launch.tsx';
import { useVendorOpen } from './use-vendor-open.ts';
import { VendorLane } from './vendor-lane.tsx';
import './games.css';

/** Tables change phase every few seconds; the lobby re-reads while it is on screen. */
const REFRESH_MS = 5_000;

/** `/live`: every table with its limits, the round's phase and countdown, and its road. */
export default function LiveLobby({ titleKey }: PageProps) {
  const t = useT();
  const navigate = useNavigate();
  const { brand } = useSite();
  const language = useGameLanguage();
  const launcher = useLaunch();
  const favourites = useFavourites();
  useVendorOpen(launcher);
  const vendors = useVendorCards('LIVE');
  const tables = useQuery(
    liveTables,
    { language },
    { refreshMs: REFRESH_MS, pauseWhenHidden: true },
  );
  const games = useQuery(gameList, { category: 'LIVE', language, page: 1, pageSize: 50 });
  const byId = new Map((games.value?.items ?? []).map((g) => [g.gameId, g]));
  const list = tables.value ?? [];
  const players = list.reduce((n, table) => n + table.players, 0);

  return (
    <div className="wl-lobby" data-testid="live-lobby">
      <LobbyBanner
        category="LIVE"
        title={t(titleKey)}
        tagline={t('games.liveTagline')}
        meta={list.length > 0 && t('games.liveFigures', { tables: list.length, players })}
      />
      <VendorLane
        vendors={vendors.query.value ?? []}
        onOpen={(card) =>
          card.vassalage
            ? launcher.openVendor(card)
            : navigate(`/live?page=${card.accountTypeName}&open=1`)
        }
      />
      <MemberStrips launcher={launcher} favourites={favourites} category="LIVE" />
      <section className="wl-lobby__catalogue" aria-label={t('games.tables')}>
        <h2 className="wl-lobby__heading">{t('games.tables')}</h2>
        {tables.failure && !tables.value ? (
          <QueryFailure error={tables.failure} onRetry={tables.reload} />
        ) : !tables.value ? (
          <ul className="wl-live-grid" aria-busy="true">
            {Array.from({ length: 6 }, (_, i) => (
              <li key={i} className="wl-game-skeleton wl-game-skeleton--wide" />
            ))}
          </ul>
        ) : list.length === 0 ? (
          <EmptyState text={t('games.noTables')} />
        ) : (
          <ul className="wl-live-grid" data-testid="live-tables">
            {list.map((table) => {
              const game = byId.get(table.gameId);
              const vendorName = vendors.byCode.get(table.vendor)?.displayName ?? table.vendor;
              return (
                <li key={table.gameId}>
                  <LiveTableCard
                    table={table}
                    arrived={tables.value}
                    thumbnail={game && platformUrl(game.thumbnail, brand.apiBase)}
                    vendorName={vendorName}
                    busy={launcher.busyId === table.gameId}
                    onPlay={() =>
                      void launcher.play({
                        gameId: table.gameId,
                        name: table.name,
                        vendor: table.vendor,
                        vendorName,
                        demo: game?.demo ?? false,
                      })
                    }
                  />
                </li>
              );
            })}
          </ul>
        )}
      </section>
      {launcher.popups}
    </div>
  );
}
