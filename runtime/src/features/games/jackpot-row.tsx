import { jackpotPools } from '../../../../contract/game-live.ts';
import { useQuery } from '../../app/api/query.ts';
import { useFormatMoney } from '../../app/ui/brand-time.ts';
import { useT } from '../../i18n/i18n.tsx';
import { useGameLanguage } from './game-query.ts';
import { useElapsed } from './use-elapsed.ts';
import type { Launcher } from './use-launch.tsx';
import './lobby.css';

/** Re-read the real pools this often; between reads they tick at their recent pace. */
const REFRESH_MS = 30_000;
const TICK_MS = 120;

function CoinArt() {
  return (
    <svg className="wl-jackpot__art" viewBox="0 0 80 80" aria-hidden="true">
      <defs>
        <radialGradient id="wl-coin" cx="35%" cy="30%" r="75%">
          <stop offset="0" stopColor="#fff6c7" />
          <stop offset=".45" stopColor="#f7c948" />
          <stop offset="1" stopColor="#b7791f" />
        </radialGradient>
      </defs>
      <circle cx="48" cy="50" r="22" fill="url(#wl-coin)" opacity=".55" />
      <circle cx="34" cy="36" r="24" fill="url(#wl-coin)" stroke="#8a5a12" strokeWidth="2" />
      <circle cx="34" cy="36" r="17" fill="none" stroke="#8a5a12" strokeWidth="1.5" opacity=".6" />
      <path
        d="M34 24l3.5 7.2 7.9 1.1-5.7 5.6 1.3 7.8-7-3.7-7 3.7 1.3-7.8-5.7-5.6 7.9-1.1z"
        fill="#8a5a12"
      />
    </svg>
  );
}

/** The progressive pools, each ticking up at its recent pace; a click opens that game. */
export function JackpotRow({ launcher }: { launcher: Launcher }) {
  const t = useT();
  const money = useFormatMoney();
  const language = useGameLanguage();
  const pools = useQuery(
    jackpotPools,
    { language },
    { refreshMs: REFRESH_MS, pauseWhenHidden: true },
  );
  const since = useElapsed(pools.value, TICK_MS);
  if (!pools.value || pools.value.length === 0) return null;
  return (
    <section
      className="wl-jackpots"
      aria-label={t('games.jackpotsTitle')}
      data-testid="jackpot-row"
    >
      {pools.value.map((pool) => {
        const ticking = Math.floor(pool.pool + (pool.perSecond * since) / 1000);
        return (
          <button
            key={pool.gameId}
            type="button"
            className="wl-jackpot"
            data-testid={`jackpot-${pool.gameId}`}
            onClick={() =>
              void launcher.play({
                gameId: pool.gameId,
                name: pool.name,
                vendor: pool.vendor,
                demo: false,
              })
            }
          >
            <CoinArt />
            <span className="wl-jackpot__label">{t('games.jackpot')}</span>
            <span className="wl-jackpot__amount" data-testid={`jackpot-amount-${pool.gameId}`}>
              {money(ticking)}
            </span>
            <span className="wl-jackpot__game">{pool.name}</span>
            <span className="wl-jackpot__cta" aria-hidden="true">
              {t('games.playNow')}
            </span>
          </button>
        );
      })}
    </section>
  );
}
