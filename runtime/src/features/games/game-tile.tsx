import type { GameItem } from '../../../../contract/games.ts';
import { useSite } from '../../app/site.tsx';
import { useFormatMoney } from '../../app/ui/brand-time.ts';
import { useT } from '../../i18n/i18n.tsx';
import { platformUrl } from './game-links.ts';
import './game-tile.css';

export interface GameTileProps {
  game: GameItem;
  fav: boolean;
  /** This game's launch is under way. */
  busy?: boolean;
  onPlay: (game: GameItem) => void;
  onDemo: (game: GameItem) => void;
  onToggleFav: (game: GameItem) => void;
  /** A strip's smaller tile. */
  compact?: boolean;
}

function Star({ filled }: { filled: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
      <path
        d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function PlayMark() {
  return (
    <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
    </svg>
  );
}

/** RTP in basis points → "96.5%" in the reader's digits. */
export function rtpText(rtpBp: number, locale?: string): string {
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(rtpBp / 100)}%`;
}

/**
 * One game of a lobby: its vendor's thumbnail (lazy), name and vendor, hot / new / jackpot
 * badges, RTP and limits on hover, a favourite star, Play, and "Try for fun" when it has a demo.
 */
export function GameTile({
  game,
  fav,
  busy = false,
  onPlay,
  onDemo,
  onToggleFav,
  compact = false,
}: GameTileProps) {
  const t = useT();
  const { brand } = useSite();
  const money = useFormatMoney();
  const className = ['wl-game', compact && 'wl-game--compact', busy && 'is-busy']
    .filter(Boolean)
    .join(' ');
  return (
    <article className={className} data-testid={`game-tile-${game.gameId}`} aria-busy={busy}>
      <div className="wl-game__media">
        <img
          className="wl-game__thumb"
          src={platformUrl(game.thumbnail, brand.apiBase)}
          alt=""
          loading="lazy"
          decoding="async"
          width={320}
          height={240}
        />
        <div className="wl-game__badges">
          {game.isHot && (
            <span className="wl-game__badge wl-game__badge--hot">{t('games.hot')}</span>
          )}
          {game.isNew && (
            <span className="wl-game__badge wl-game__badge--new">{t('games.new')}</span>
          )}
          {game.jackpot !== null && (
            <span className="wl-game__badge wl-game__badge--jackpot">{t('games.jackpot')}</span>
          )}
        </div>
        <button
          type="button"
          className={`wl-game__star${fav ? ' is-on' : ''}`}
          aria-pressed={fav}
          aria-label={t(fav ? 'games.unfavourite' : 'games.favourite', { game: game.name })}
          data-testid={`game-fav-${game.gameId}`}
          onClick={() => onToggleFav(game)}
        >
          <Star filled={fav} />
        </button>
        <div className="wl-game__hover">
          <button
            type="button"
            className="wl-game__play"
            aria-label={t('games.playGame', { game: game.name })}
            data-testid={`game-play-${game.gameId}`}
            disabled={busy}
            onClick={() => onPlay(game)}
          >
            {busy ? <span className="wl-spinner wl-game__spinner" /> : <PlayMark />}
          </button>
          {game.demo && (
            <button
              type="button"
              className="wl-game__demo"
              data-testid={`game-demo-${game.gameId}`}
              disabled={busy}
              onClick={() => onDemo(game)}
            >
              {t('games.tryForFun')}
            </button>
          )}
          {!compact && (
            <dl className="wl-game__facts">
              {game.rtpBp > 0 && (
                <div>
                  <dt>{t('games.rtp')}</dt>
                  <dd>{rtpText(game.rtpBp)}</dd>
                </div>
              )}
              <div>
                <dt>{t('games.minBet')}</dt>
                <dd>{money(game.minBet)}</dd>
              </div>
              {game.lines > 0 && (
                <div>
                  <dt>{t('games.lines')}</dt>
                  <dd>{game.lines}</dd>
                </div>
              )}
            </dl>
          )}
        </div>
      </div>
      <div className="wl-game__info">
        <h3 className="wl-game__name" title={game.name}>
          {game.name}
        </h3>
        <p className="wl-game__vendor">{game.vendorName}</p>
      </div>
    </article>
  );
}
