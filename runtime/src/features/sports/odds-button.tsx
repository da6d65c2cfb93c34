import { useEffect, useState } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import { formatOdds, type OddsFormat } from './odds-format.ts';

export interface OddsButtonProps {
  /** What the price is for: "Home", "Over 2.5", "Meron". */
  label: string;
  /** Decimal odds in thousandths. */
  price: number;
  format: OddsFormat;
  suspended?: boolean;
  selected?: boolean;
  onToggle?: () => void;
}

type Move = 'up' | 'down' | null;

/** How long a moved price stays marked: long enough to notice on a busy coupon. */
const MOVE_MARK_MS = 4_000;

/**
 * One price on the coupon. When the price moves it is marked up (green) or down (red) for a
 * few seconds, as every book does, so a player watching rolling odds sees what changed;
 * suspended, it shows a lock and takes no bet.
 */
export function OddsButton({
  label,
  price,
  format,
  suspended,
  selected,
  onToggle,
}: OddsButtonProps) {
  const t = useT();
  const [shown, setShown] = useState(price);
  const [move, setMove] = useState<Move>(null);
  if (price !== shown) {
    // Adjusting state while rendering: the mark appears in the same paint as the new price.
    setMove(price > shown ? 'up' : 'down');
    setShown(price);
  }
  useEffect(() => {
    if (!move) return;
    const timer = setTimeout(() => setMove(null), MOVE_MARK_MS);
    return () => clearTimeout(timer);
  }, [move, shown]);

  const odds = formatOdds(price, format);
  const state = suspended
    ? t('sports.suspended')
    : move === 'up'
      ? t('sports.oddsUp')
      : move === 'down'
        ? t('sports.oddsDown')
        : '';
  return (
    <button
      type="button"
      className={`wl-odds${selected ? ' is-selected' : ''}${move ? ` is-${move}` : ''}`}
      aria-pressed={selected ?? false}
      aria-label={[label, suspended ? '' : odds, state].filter(Boolean).join(', ')}
      disabled={suspended}
      onClick={onToggle}
      data-testid="odds-button"
    >
      <span className="wl-odds__label">{label}</span>
      {suspended ? (
        <svg
          className="wl-odds__lock"
          viewBox="0 0 24 24"
          width="16"
          height="16"
          aria-hidden="true"
        >
          <path
            d="M7 11V8a5 5 0 0 1 10 0v3M6 11h12v9H6z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
      ) : (
        <span className="wl-odds__price">
          {move && (
            <span className="wl-odds__arrow" aria-hidden="true">
              {move === 'up' ? '▲' : '▼'}
            </span>
          )}
          {odds}
        </span>
      )}
    </button>
  );
}
