import { winnerBoard } from '../../../../contract/game-live.ts';
import { useQuery } from '../../app/api/query.ts';
import { useFormatMoney } from '../../app/ui/brand-time.ts';
import { useT } from '../../i18n/i18n.tsx';
import { useGameLanguage } from './game-query.ts';
import type { Launcher } from './use-launch.tsx';
import './rooms-winners.css';

/** New wins arrive as players play; the ticker re-reads now and then. */
const REFRESH_MS = 60_000;

function Trophy() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M7 4h10v4a5 5 0 0 1-10 0z" fill="#f7c948" />
      <path
        d="M7 6H4a3 3 0 0 0 3 4M17 6h3a3 3 0 0 1-3 4"
        fill="none"
        stroke="#f7c948"
        strokeWidth="1.8"
      />
      <path d="M10 13h4v3h-4zM8 20h8l-1-4H9z" fill="#d69e2e" />
    </svg>
  );
}

/**
 * Spec §7 winner board as a ticker: big recent wins (names masked by the platform), moving
 * sideways; still, and scrollable by hand, for a reader who asked for reduced motion.
 */
export function WinnersTicker({ launcher }: { launcher: Launcher }) {
  const t = useT();
  const money = useFormatMoney();
  const language = useGameLanguage();
  const winners = useQuery(
    winnerBoard,
    { count: 20, language },
    { refreshMs: REFRESH_MS, pauseWhenHidden: true },
  );
  const list = winners.value ?? [];
  if (list.length === 0) return null;
  // The list twice, so the loop joins without a gap; the copy is hidden from screen readers.
  const items = (copy: boolean) =>
    list.map((w, i) => (
      <li key={`${copy ? 'b' : 'a'}-${i}`} className="wl-winner" aria-hidden={copy || undefined}>
        <span className="wl-winner__avatar" aria-hidden="true">
          {w.player.charAt(0).toUpperCase()}
        </span>
        <span className="wl-winner__text">
          <span className="wl-winner__who">
            <strong>{w.player}</strong> {t('games.won')}
          </span>
          <span className="wl-winner__amount">{money(w.amount)}</span>
        </span>
        <button
          type="button"
          className="wl-winner__game"
          tabIndex={copy ? -1 : undefined}
          data-testid={copy ? undefined : `winner-game-${i}`}
          // A sports win has no game to open (the sports pages will link its match later).
          disabled={w.gameId === null}
          onClick={() => {
            if (w.gameId !== null) {
              void launcher.play({ gameId: w.gameId, name: w.game, vendor: w.vendor, demo: false });
            }
          }}
        >
          {w.game}
          {w.multiplier >= 2 && <span className="wl-winner__multi">×{w.multiplier}</span>}
        </button>
      </li>
    ));
  return (
    <section className="wl-winners" aria-labelledby="wl-winners-title" data-testid="winners-ticker">
      <h2 id="wl-winners-title" className="wl-winners__title">
        <Trophy />
        {t('games.recentWinners')}
      </h2>
      <div className="wl-winners__viewport">
        <ul
          className="wl-winners__track"
          style={{ animationDuration: `${Math.max(20, list.length * 4)}s` }}
        >
          {items(false)}
          {items(true)}
        </ul>
      </div>
    </section>
  );
}
