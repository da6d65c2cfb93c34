import { useRef, type ReactNode } from 'react';
import type { GameItem } from '../../../../contract/games.ts';
import { Icon } from '../../app/ui/icons.tsx';
import { useT } from '../../i18n/i18n.tsx';
import { GameTile } from './game-tile.tsx';
import type { useFavourites } from './game-query.ts';
import type { Launcher } from './use-launch.tsx';
import './game-strip.css';

type Favourites = ReturnType<typeof useFavourites>;

/** A tile wired to the launcher and the favourites. */
export function LaunchTile({
  game,
  launcher,
  favourites,
  compact,
}: {
  game: GameItem;
  launcher: Launcher;
  favourites: Favourites;
  compact?: boolean;
}) {
  return (
    <GameTile
      game={game}
      compact={compact}
      fav={favourites.isFav(game)}
      busy={launcher.busyId === game.gameId}
      onPlay={(g) => void launcher.play(g)}
      onDemo={(g) => void launcher.tryDemo(g)}
      onToggleFav={(g) => void favourites.toggle(g)}
    />
  );
}

interface GameStripProps {
  id: string;
  title: string;
  icon?: ReactNode;
  games: readonly GameItem[];
  launcher: Launcher;
  favourites: Favourites;
  /** A link or button beside the title ("See all"). */
  aside?: ReactNode;
}

/** A titled row of tiles that scrolls sideways, with arrow buttons on wide screens. */
export function GameStrip({ id, title, icon, games, launcher, favourites, aside }: GameStripProps) {
  const t = useT();
  const rail = useRef<HTMLUListElement>(null);
  const scroll = (direction: 1 | -1) => {
    const el = rail.current;
    if (!el) return;
    // Sideways in reading order: in RTL a positive step goes left.
    const rtl = getComputedStyle(el).direction === 'rtl';
    el.scrollBy({ left: direction * (rtl ? -1 : 1) * el.clientWidth * 0.8, behavior: 'smooth' });
  };
  if (games.length === 0) return null;
  return (
    <section className="wl-gstrip" aria-labelledby={`${id}-title`} data-testid={id}>
      <header className="wl-gstrip__head">
        <h2 id={`${id}-title`} className="wl-gstrip__title">
          {icon}
          {title}
        </h2>
        <div className="wl-gstrip__tools">
          {aside}
          <button
            type="button"
            className="wl-gicon wl-gstrip__arrow wl-gstrip__arrow--back"
            aria-label={t('games.scrollBack')}
            onClick={() => scroll(-1)}
          >
            <Icon name="arrowEnd" size={16} />
          </button>
          <button
            type="button"
            className="wl-gicon wl-gstrip__arrow"
            aria-label={t('games.scrollOn')}
            onClick={() => scroll(1)}
          >
            <Icon name="arrowEnd" size={16} />
          </button>
        </div>
      </header>
      <ul className="wl-gstrip__rail" ref={rail}>
        {games.map((game) => (
          <li key={game.gameId}>
            <LaunchTile game={game} launcher={launcher} favourites={favourites} compact />
          </li>
        ))}
      </ul>
    </section>
  );
}
