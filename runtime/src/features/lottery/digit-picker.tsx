import { useState } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import { NumberPicker } from './number-picker.tsx';
import { optionName, type PlayType } from './lottery-data.ts';

interface PickerProps {
  play: PlayType;
  vietnamese: boolean;
  picks: readonly string[];
  onChange: (picks: string[]) => void;
}

const DIGITS = Array.from({ length: 10 }, (_, d) => String(d));

/** One row of 0–9 balls (a digit position) or named options: pick up to `max`. */
function BallRow({
  values,
  label,
  picks,
  max,
  onChange,
}: {
  values: readonly string[];
  label: (value: string) => string;
  picks: readonly string[];
  max: number;
  onChange: (picks: string[]) => void;
}) {
  const chosen = new Set(picks);
  return (
    <div
      className={`wl-digits__row${values.some((v) => v.length > 1) ? ' wl-digits__row--words' : ''}`}
      role="group"
    >
      {values.map((value) => {
        const on = chosen.has(value);
        return (
          <button
            key={value}
            type="button"
            className={`wl-ball${on ? ' is-on' : ''}${value.length > 1 ? ' wl-ball--word' : ''}`}
            aria-pressed={on}
            disabled={!on && chosen.size >= max}
            data-testid={`pick-${value}`}
            onClick={() => onChange(on ? picks.filter((p) => p !== value) : [...picks, value])}
          >
            {label(value)}
          </button>
        );
      })}
    </div>
  );
}

/**
 * A whole number of 3–4 digits for the fast and daily games: one row of digits per position
 * (thousands, hundreds, tens, units), the way their paper slips read, then "add" to the ticket.
 */
function DigitRows({
  digits,
  picks,
  max,
  onChange,
}: {
  digits: number;
  picks: readonly string[];
  max: number;
  onChange: (picks: string[]) => void;
}) {
  const t = useT();
  const [draft, setDraft] = useState<(string | null)[]>(() =>
    Array<string | null>(digits).fill(null),
  );
  const number = draft.every((d) => d !== null) ? draft.join('') : null;
  const add = () => {
    if (!number || picks.includes(number) || picks.length >= max) return;
    onChange([...picks, number]);
    setDraft(Array<string | null>(digits).fill(null));
  };
  return (
    <div className="wl-digits">
      {draft.map((digit, position) => (
        <div key={position} className="wl-digits__line">
          <span className="wl-digits__pos">{t('lottery.position', { n: position + 1 })}</span>
          <BallRow
            values={DIGITS}
            label={(d) => d}
            picks={digit === null ? [] : [digit]}
            max={1}
            onChange={(next) =>
              setDraft(draft.map((d, i) => (i === position ? (next.at(-1) ?? null) : d)))
            }
          />
        </div>
      ))}
      <div className="wl-digits__add">
        <button
          type="button"
          className="wl-button wl-button--outline"
          disabled={!number}
          onClick={add}
        >
          {t('lottery.addNumber', { number: number ?? '–'.repeat(digits) })}
        </button>
        <button
          type="button"
          className="wl-button wl-button--ghost"
          onClick={() =>
            onChange(
              Array.from({ length: 1 }, () =>
                Array.from({ length: digits }, () => String(Math.floor(Math.random() * 10))).join(
                  '',
                ),
              ),
            )
          }
        >
          {t('lottery.random')}
        </button>
      </div>
      <ul className="wl-digits__chosen" aria-label={t('lottery.yourNumbers')}>
        {picks.map((p) => (
          <li key={p}>
            <span dir="ltr">{p}</span>
            <button
              type="button"
              aria-label={t('lottery.remove', { number: p })}
              onClick={() => onChange(picks.filter((x) => x !== p))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The picker a play type asks for: options, one digit row, the 00–99 board, or digit rows. */
export function PlayPicker({ play, vietnamese, picks, onChange }: PickerProps) {
  const t = useT();
  if (play.options) {
    return (
      <BallRow
        values={play.options}
        label={(o) => optionName(t, o)}
        picks={picks}
        max={play.maxPicks}
        onChange={onChange}
      />
    );
  }
  const digits = play.digits ?? 2;
  if (digits === 1) {
    return (
      <BallRow
        values={DIGITS}
        label={(d) => d}
        picks={picks}
        max={play.maxPicks}
        onChange={onChange}
      />
    );
  }
  if (digits === 2 || (digits === 3 && vietnamese)) {
    return (
      <NumberPicker digits={digits} selected={picks} onChange={onChange} max={play.maxPicks} />
    );
  }
  return (
    <DigitRows
      key={play.code}
      digits={digits}
      picks={picks}
      max={play.maxPicks}
      onChange={onChange}
    />
  );
}
