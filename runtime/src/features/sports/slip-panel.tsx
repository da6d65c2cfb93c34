import { useEffect, useState } from 'react';
import { LANGUAGES } from '../../../../contract/languages.ts';
import { formatMoney, parseAmount } from '../../app/money.ts';
import { useSite } from '../../app/site.tsx';
import { useLanguage, useT } from '../../i18n/i18n.tsx';
import { BetSlip } from './bet-slip.tsx';
import { parlayReturn } from './slip-math.ts';
import type { Book, Change } from './sports-data.ts';
import { useOddsFormat } from './sports-data.ts';
import { useSlip } from './slip-state.ts';
import { usePlace } from './use-place.ts';

/**
 * The wired bet slip of a book: the right column on a desktop; on a phone a bar at the bottom
 * (picks and potential return) that opens the slip as a sheet.
 */
export function SlipPanel({
  book,
  changes,
}: {
  book: Book;
  changes?: ReadonlyMap<string, Change>;
}) {
  const t = useT();
  const [language] = useLanguage();
  const { brand } = useSite();
  const [format] = useOddsFormat();
  const api = useSlip(book);
  const placer = usePlace(api);
  const [open, setOpen] = useState(false);
  const { slip, applyChanges } = api;

  useEffect(() => {
    if (changes && changes.size > 0) applyChanges(changes);
  }, [changes, applyChanges]);

  const picks = slip.picks;
  const limits = {
    min: Math.max(0, ...picks.map((p) => p.minStake)),
    max: picks.length ? Math.min(...picks.map((p) => p.maxStake)) : 0,
  };
  const stakeOf = (key: string) => parseAmount(slip.stakes[key] ?? '', brand.currency) ?? 0;
  const potential =
    slip.mode === 'PARLAY'
      ? parlayReturn(
          stakeOf('PARLAY'),
          picks.map((p) => p.price),
        )
      : picks.reduce((sum, p) => sum + parlayReturn(stakeOf(p.id), [p.price]), 0);

  const slipView = (
    <BetSlip
      selections={picks}
      mode={slip.mode}
      onMode={api.setMode}
      stakes={slip.stakes}
      onStake={api.setStake}
      onRemove={api.remove}
      onClear={api.clear}
      policy={slip.policy}
      onPolicy={api.setPolicy}
      format={format}
      currency={brand.currency}
      limits={limits}
      onPlace={() => void placer.place()}
      placing={placer.placing}
      {...(placer.error && { error: placer.error })}
      {...(placer.notice && { notice: placer.notice })}
    />
  );

  return (
    <>
      <div className="wl-sb__slip">{slipView}</div>
      <div className="wl-sb__slipbar">
        <button
          type="button"
          className="wl-sb__slipbar-button"
          aria-expanded={open}
          onClick={() => setOpen(true)}
          data-testid="slip-bar"
        >
          <span className="wl-slip__count">{picks.length}</span>
          <span>{t('sports.slip.title')}</span>
          <span className="wl-sb__slipbar-return">
            {t('sports.slip.return')}{' '}
            <strong>{formatMoney(potential, brand.currency, LANGUAGES[language].locale)}</strong>
          </span>
        </button>
      </div>
      {open && (
        <div
          className="wl-sb__sheet"
          role="dialog"
          aria-modal="true"
          aria-label={t('sports.slip.title')}
          onKeyDown={(e) => {
            if (e.key === 'Escape') setOpen(false);
          }}
        >
          <button
            type="button"
            className="wl-sb__sheet-close"
            onClick={() => setOpen(false)}
            aria-label={t('sports.slip.close')}
          >
            ×
          </button>
          {slipView}
        </div>
      )}
    </>
  );
}
