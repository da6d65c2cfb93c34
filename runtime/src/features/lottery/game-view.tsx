import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { lotteryGameDetail, openedNumero, type Draw } from '../../../../contract/lottery.ts';
import { useQuery } from '../../app/api/query.ts';
import { Link } from '../../app/router/links.tsx';
import { sessionAtom } from '../../app/session.ts';
import { useT } from '../../i18n/i18n.tsx';
import { BetForm } from './bet-form.tsx';
import { DrawPanel } from './draw-panel.tsx';
import { gameHref } from './game-card.tsx';
import {
  drawNumber,
  gameName,
  isVietnamese,
  oddsText,
  openDrawAt,
  playName,
} from './lottery-data.ts';
import { DrawResult, ResultsHistory } from './results-panel.tsx';

interface GameViewProps {
  gameCode: string;
  playType: string | null;
  language: string;
  now: number;
}

/** One game: play types with odds, the bet slip, the draw on sale, the last result, history. */
export function GameView({ gameCode, playType, language, now }: GameViewProps) {
  const t = useT();
  const detail = useQuery(lotteryGameDetail, { gameCode, language }, { refreshMs: 30_000 });
  const [drawId, setDrawId] = useState<number | null>(null);
  // The picks belong to one game's play type: another starts from none.
  const [picked, setPicked] = useState<{ play: string; picks: string[] }>({ play: '', picks: [] });
  const value = detail.value?.game.code === gameCode ? detail.value : null;
  const hasOpen = Boolean(value && openDrawAt(value.openDraws, now));
  // Spec §7 opened numero (members): the draw open now. When it names a draw the detail does
  // not know, or the detail's draw has closed, the next draw is on sale: read the detail again
  // at once rather than at its 30 s refresh (a fast game draws every minute).
  const session = useAtomValue(sessionAtom);
  const numero = useQuery(
    openedNumero,
    { gameCode },
    { enabled: Boolean(session), refreshMs: 10_000 },
  );
  const openNow = numero.value?.[0]?.draw.drawId ?? null;
  const known = Boolean(value?.openDraws.some((d) => d.drawId === openNow));
  const { reload } = detail;
  const loaded = Boolean(value);
  useEffect(() => {
    if (loaded && (!hasOpen || (openNow !== null && !known))) reload();
  }, [loaded, hasOpen, openNow, known, reload]);
  if (!value) {
    return (
      <p className="wl-muted" data-testid="game-view-loading">
        {t(detail.failure ? 'lottery.gameMissing' : 'app.loading')}
      </p>
    );
  }
  const vn = isVietnamese(gameCode);
  const open = value.openDraws.filter((d) => d.status === 'OPEN' && Date.parse(d.closeAt) > now);
  const chosen: Draw | null = open.find((d) => d.drawId === drawId) ?? openDrawAt(open, now);
  const play =
    value.playTypes.find((p) => p.code === playType) ??
    value.playTypes.find((p) => p.code === value.game.defaultPlayType) ??
    value.playTypes[0];
  const last = value.lastResults[0];
  const picks = play && picked.play === `${gameCode}/${play.code}` ? picked.picks : [];
  return (
    <div className="wl-lview" data-testid="game-view">
      <div className="wl-lview__main">
        <h1 className="wl-lview__title">{gameName(t, value.game)}</h1>
        <nav className="wl-plays" aria-label={t('lottery.playTypes')}>
          {value.playTypes.map((p) => (
            <Link
              key={p.code}
              to={gameHref(gameCode, p.code)}
              replace
              className={`wl-play${p.code === play?.code ? ' is-active' : ''}`}
              aria-current={p.code === play?.code ? 'page' : undefined}
              data-testid={`play-${p.code}`}
            >
              <span>{playName(t, p)}</span>
              <b dir="ltr">{oddsText(p.oddsBp)}</b>
            </Link>
          ))}
        </nav>
        {play && (
          <BetForm
            key={`${gameCode}-${play.code}`}
            play={play}
            draw={chosen}
            vietnamese={vn}
            picks={picks}
            onPicks={(next) => setPicked({ play: `${gameCode}/${play.code}`, picks: next })}
          />
        )}
      </div>
      <aside className="wl-lview__side">
        <DrawPanel draws={open} chosen={chosen} onChoose={(d) => setDrawId(d.drawId)} now={now} />
        {last && (
          <section className="wl-lastresult" data-testid="last-result">
            <h2>
              {t('lottery.lastResult')} <small dir="ltr">{drawNumber(last.ref)}</small>
            </h2>
            <DrawResult draw={last} mine={picks.map((p) => p.slice(-2))} />
          </section>
        )}
      </aside>
      <div className="wl-lview__wide">
        <ResultsHistory gameCode={gameCode} />
      </div>
    </div>
  );
}
