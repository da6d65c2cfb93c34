import { useState } from 'react';
import { useT } from '../../i18n/i18n.tsx';

export interface NumberPickerProps {
  /** 2 for lô, đề and xiên; 3 for 3 càng. */
  digits: 2 | 3;
  selected: readonly string[];
  onChange: (numbers: string[]) => void;
  /** The most numbers the play type takes (xiên 2 takes exactly 2). */
  max?: number;
}

const pad = (n: number, digits: number) => String(n).padStart(digits, '0');

/** The 00–99 grid of one hundred (3-digit picks choose the hundred first). */
function hundredOf(hundred: number, digits: number): string[] {
  return Array.from({ length: 100 }, (_, i) => pad(digits === 3 ? hundred * 100 + i : i, digits));
}

/**
 * The number board of a Vietnamese lottery bet slip: rows by leading digit (đầu) as on the
 * paper slips, quick picks for the sets players ask for (big, small, odd, even, a head), and
 * a count against the play type's limit.
 */
export function NumberPicker({ digits, selected, onChange, max = 100 }: NumberPickerProps) {
  const t = useT();
  const [hundred, setHundred] = useState(0);
  const chosen = new Set(selected);
  const board = hundredOf(hundred, digits);
  const full = chosen.size >= max;

  const toggle = (n: string) => {
    if (chosen.has(n)) onChange(selected.filter((s) => s !== n));
    else if (!full) onChange([...selected, n]);
  };
  const pick = (test: (last2: number) => boolean) =>
    onChange(board.filter((n) => test(Number(n.slice(-2)))).slice(0, max));

  return (
    <div className="wl-picker" data-testid="number-picker">
      {digits === 3 && (
        <div className="wl-picker__hundreds" role="group" aria-label={t('lottery.picker.hundreds')}>
          {Array.from({ length: 10 }, (_, h) => (
            <button
              key={h}
              type="button"
              className={`wl-picker__hundred${h === hundred ? ' is-active' : ''}`}
              aria-pressed={h === hundred}
              onClick={() => setHundred(h)}
            >
              {h}xx
            </button>
          ))}
        </div>
      )}
      <div className="wl-picker__quick" role="group" aria-label={t('lottery.picker.quick')}>
        <button type="button" onClick={() => pick((n) => n >= 50)} disabled={max < 50}>
          {t('lottery.picker.big')}
        </button>
        <button type="button" onClick={() => pick((n) => n < 50)} disabled={max < 50}>
          {t('lottery.picker.small')}
        </button>
        <button type="button" onClick={() => pick((n) => n % 2 === 1)} disabled={max < 50}>
          {t('lottery.picker.odd')}
        </button>
        <button type="button" onClick={() => pick((n) => n % 2 === 0)} disabled={max < 50}>
          {t('lottery.picker.even')}
        </button>
        <button type="button" onClick={() => onChange([])} disabled={chosen.size === 0}>
          {t('lottery.picker.clear')}
        </button>
      </div>
      <table className="wl-picker__board">
        <caption className="wl-picker__count" aria-live="polite">
          {t('lottery.picker.count', { count: chosen.size, max })}
        </caption>
        <tbody>
          {Array.from({ length: 10 }, (_, row) => (
            <tr key={row}>
              <th scope="row" className="wl-picker__head">
                <button
                  type="button"
                  onClick={() => pick((n) => Math.floor(n / 10) === row)}
                  disabled={max < 10}
                  aria-label={t('lottery.picker.head', { digit: row })}
                >
                  {row}
                </button>
              </th>
              {board.slice(row * 10, row * 10 + 10).map((n) => (
                <td key={n}>
                  <button
                    type="button"
                    className={`wl-ball${chosen.has(n) ? ' is-on' : ''}`}
                    aria-pressed={chosen.has(n)}
                    disabled={full && !chosen.has(n)}
                    onClick={() => toggle(n)}
                    data-testid={`ball-${n}`}
                  >
                    {n}
                  </button>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
