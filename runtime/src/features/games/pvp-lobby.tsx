import { pvpRooms } from '../../../../contract/game-live.ts';
import { useQuery } from '../../app/api/query.ts';
import type { PageProps } from '../../app/feature.ts';
import { useFormatMoney } from '../../app/ui/brand-time.ts';
import { EmptyState } from '../../app/ui/empty-state.tsx';
import { QueryFailure } from '../../app/ui/query-failure.tsx';
import { useT } from '../../i18n/i18n.tsx';
import { GameGrid } from './game-grid.tsx';
import { useFavourites, useGameLanguage, useVendorCards } from './game-query.ts';
import { LobbyBanner } from './lobby-banner.tsx';
import { MemberStrips } from './lobby-strips.tsx';
import { useLaunch } from './use-launch.tsx';
import { useVendorOpen } from './use-vendor-open.ts';
import './games.css';
import './live.css';
import './rooms-winners.css';

/** Seats fill and empty as bots and players come and go. */
const REFRESH_MS = 10_000;

/** `/pvp`: the card rooms with their stakes and seats taken; a click sits the member down. */
export default function PvpLobby({ titleKey }: PageProps) {
  const t = useT();
  const money = useFormatMoney();
  const language = useGameLanguage();
  const launcher = useLaunch();
  const favourites = useFavourites();
  useVendorOpen(launcher);
  const vendors = useVendorCards('PVP');
  const rooms = useQuery(pvpRooms, { language }, { refreshMs: REFRESH_MS, pauseWhenHidden: true });
  const list = rooms.value ?? [];
  const seated = list.reduce((n, r) => n + r.players, 0);

  return (
    <div className="wl-lobby" data-testid="pvp-lobby">
      <LobbyBanner
        category="PVP"
        title={t(titleKey)}
        tagline={t('games.pvpTagline')}
        meta={list.length > 0 && t('games.pvpFigures', { rooms: list.length, players: seated })}
      />
      <MemberStrips launcher={launcher} favourites={favourites} category="PVP" />
      <section className="wl-lobby__catalogue" aria-label={t('games.rooms')}>
        <h2 className="wl-lobby__heading">{t('games.rooms')}</h2>
        {rooms.failure && !rooms.value ? (
          <QueryFailure error={rooms.failure} onRetry={rooms.reload} />
        ) : !rooms.value ? (
          <ul className="wl-rooms" aria-busy="true">
            {Array.from({ length: 6 }, (_, i) => (
              <li key={i} className="wl-game-skeleton wl-game-skeleton--room" />
            ))}
          </ul>
        ) : list.length === 0 ? (
          <EmptyState text={t('games.noRooms')} />
        ) : (
          <ul className="wl-rooms" data-testid="pvp-rooms">
            {list.map((room) => {
              const full = room.players >= room.seats;
              const vendorName = vendors.byCode.get(room.vendor)?.displayName ?? room.vendor;
              const busy = launcher.busyId === room.gameId;
              return (
                <li key={room.roomId}>
                  <article
                    className={`wl-room${full ? ' is-full' : ''}`}
                    data-testid={`pvp-room-${room.roomId}`}
                  >
                    <div className="wl-room__felt" aria-hidden="true">
                      <span className="wl-room__stake">{money(room.minBet)}</span>
                    </div>
                    <div className="wl-room__body">
                      <h3 className="wl-room__name">{room.name}</h3>
                      <p className="wl-room__meta">
                        {vendorName} · {t('games.minStake', { amount: money(room.minBet) })}
                      </p>
                      <div
                        className="wl-room__seats"
                        aria-label={t('games.seatsTaken', {
                          taken: room.players,
                          seats: room.seats,
                        })}
                      >
                        {Array.from({ length: room.seats }, (_, i) => (
                          <span
                            key={i}
                            className={`wl-room__seat${i < room.players ? ' is-taken' : ''}`}
                          />
                        ))}
                        <span className="wl-room__count">
                          {room.players}/{room.seats}
                        </span>
                      </div>
                    </div>
                    <button
                      type="button"
                      className="wl-button wl-button--primary wl-room__join"
                      data-testid={`pvp-join-${room.roomId}`}
                      disabled={full || busy}
                      onClick={() =>
                        void launcher.play({
                          gameId: room.gameId,
                          name: room.name,
                          vendor: room.vendor,
                          vendorName,
                          demo: false,
                          roomId: room.roomId,
                        })
                      }
                    >
                      {full ? t('games.roomFull') : t('games.joinRoom')}
                    </button>
                  </article>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <section className="wl-lobby__catalogue" aria-label={t('games.allGames')}>
        <h2 className="wl-lobby__heading">{t('games.allGames')}</h2>
        <GameGrid
          input={{ category: 'PVP', language, sort: 'popular' }}
          launcher={launcher}
          favourites={favourites}
        />
      </section>
      {launcher.popups}
    </div>
  );
}
