import type { Draw } from '../../../../contract/lottery.ts';
import { useBrandTime } from '../../app/ui/brand-time.ts';
import { useT } from '../../i18n/i18n.tsx';
import { countdownText, drawNumber } from './lottery-data.ts';

interface DrawPanelProps {
  draws: readonly Draw[];
  chosen: Draw | null;
  onChoose: (draw: Draw) => void;
  now: number;
}

/**
 * The draw being bet on: its number, close and draw times on the brand clock, a countdown,
 * and its committed seed hash — published before betting closes, so nobody (us included) can
 * pick the result after seeing the tickets. The south draws several provinces at once: chips.
 */
export function DrawPanel({ draws, chosen, onChoose, now }: DrawPanelProps) {
  const t = useT();
  const time = useBrandTime();
  if (!chosen) {
    return (
      <section className="wl-drawpanel" data-testid="draw-panel">
        <p>{t('lottery.noOpenDraw')}</p>
      </section>
    );
  }
  const left = Date.parse(chosen.closeAt) - now;
  return (
    <section className="wl-drawpanel" data-testid="draw-panel">
      {draws.length > 1 && (
        <div className="wl-drawpanel__provinces" role="group" aria-label={t('lottery.province')}>
          {draws.map((d) => (
            <button
              key={d.drawId}
              type="button"
              className={d.drawId === chosen.drawId ? 'is-active' : undefined}
              aria-pressed={d.drawId === chosen.drawId}
              onClick={() => onChoose(d)}
            >
              {d.province ?? drawNumber(d.ref)}
            </button>
          ))}
        </div>
      )}
      <div className="wl-drawpanel__head">
        <div>
          <small>{t('lottery.currentDraw')}</small>
          <strong data-testid="open-draw-ref" dir="ltr">
            {drawNumber(chosen.ref)}
          </strong>
        </div>
        <div className="wl-drawpanel__timer">
          <small>{t('lottery.closesIn')}</small>
          <time
            className={`wl-countdown wl-countdown--big${left < 60_000 ? ' is-urgent' : ''}`}
            dir="ltr"
          >
            {countdownText(left)}
          </time>
        </div>
      </div>
      <dl className="wl-drawpanel__times">
        <div>
          <dt>{t('lottery.closeAt')}</dt>
          <dd>{time(chosen.closeAt)}</dd>
        </div>
        <div>
          <dt>{t('lottery.drawAt')}</dt>
          <dd>{time(chosen.drawAt)}</dd>
        </div>
      </dl>
      <details className="wl-seed">
        <summary>
          {t('lottery.committed')} <code dir="ltr">sha256 {chosen.seedHash.slice(0, 16)}…</code>
        </summary>
        <p>{t('lottery.committedWhy')}</p>
        <code className="wl-seed__full" dir="ltr">
          {chosen.seedHash}
        </code>
        <a href="#lottery-history">{t('lottery.verifyPast')}</a>
      </details>
    </section>
  );
}
