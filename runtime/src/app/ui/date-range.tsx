import { useId } from 'react';
import { useT, type MessageKey } from '../../i18n/i18n.tsx';
import { useSite } from '../site.tsx';
import { addDays, brandDay } from './brand-time.ts';
import './date-range.css';

export interface DayRange {
  /** YYYY-MM-DD in the brand clock, both ends included. */
  from: string;
  to: string;
}

/** Spec §9 date quick picks. */
export const QUICK_PICKS = ['prev7', 'prev30', 'next7', 'next30'] as const;
/** Records (history, deposits, withdrawals) only lie in the past: their picks look back. */
export const LOOK_BACK_PICKS = ['today', 'yesterday', 'prev7', 'prev30'] as const;
export type QuickPick = (typeof QUICK_PICKS)[number] | (typeof LOOK_BACK_PICKS)[number];

const LABELS: Record<QuickPick, MessageKey> = {
  today: 'dateRange.today',
  yesterday: 'dateRange.yesterday',
  prev7: 'dateRange.prev7',
  prev30: 'dateRange.prev30',
  next7: 'dateRange.next7',
  next30: 'dateRange.next30',
};

/**
 * "Previous N days" are the N days ending today; "next N days" are today and the N − 1 after
 * it (for scheduled items). Today is the brand clock's day, not the device's.
 */
export function quickRange(pick: QuickPick, today: string): DayRange {
  switch (pick) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case 'prev7':
      return { from: addDays(today, -6), to: today };
    case 'prev30':
      return { from: addDays(today, -29), to: today };
    case 'next7':
      return { from: today, to: addDays(today, 6) };
    case 'next30':
      return { from: today, to: addDays(today, 29) };
  }
}

/** Today in the brand clock on server time, for a page's first range. */
export function useBrandToday(): () => string {
  const { brand, clockOffset } = useSite();
  return () => brandDay(Date.now() + clockOffset, brand.timezone);
}

interface DayInputProps {
  id: string;
  end: keyof DayRange;
  value: string;
  min?: string;
  max?: string;
  onChange: (day: string) => void;
}

/** One end of the range: a labelled day input that cannot pass the other end. */
function DayInput({ id, end, value, min, max, onChange }: DayInputProps) {
  const t = useT();
  return (
    <label className="wl-date-range__field" htmlFor={id}>
      <span>{t(end === 'from' ? 'dateRange.from' : 'dateRange.to')}</span>
      <input
        id={id}
        type="date"
        name={end}
        data-testid={`field-${end}`}
        value={value}
        min={min}
        max={max}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}

interface DateRangeProps {
  value: DayRange;
  onChange: (range: DayRange) => void;
  picks?: readonly QuickPick[];
}

/** From and to day inputs with the quick picks; a range typed backwards is turned round. */
export function DateRange({ value, onChange, picks = QUICK_PICKS }: DateRangeProps) {
  const t = useT();
  const today = useBrandToday();
  const id = useId();
  const change = (from: string, to: string) => {
    if (!from || !to) return;
    onChange(from <= to ? { from, to } : { from: to, to: from });
  };
  const active = picks.find((pick) => {
    const range = quickRange(pick, today());
    return range.from === value.from && range.to === value.to;
  });
  return (
    <div className="wl-date-range" data-testid="date-range">
      <div className="wl-date-range__inputs">
        <DayInput
          id={`${id}-from`}
          end="from"
          value={value.from}
          max={value.to}
          onChange={(from) => change(from, value.to)}
        />
        <span className="wl-date-range__dash" aria-hidden="true">
          –
        </span>
        <DayInput
          id={`${id}-to`}
          end="to"
          value={value.to}
          min={value.from}
          onChange={(to) => change(value.from, to)}
        />
      </div>
      <div className="wl-date-range__picks" role="group" aria-label={t('dateRange.quick')}>
        {picks.map((pick) => (
          <button
            key={pick}
            type="button"
            className="wl-date-range__pick"
            data-testid={`date-quick-${pick}`}
            aria-pressed={active === pick}
            onClick={() => onChange(quickRange(pick, today()))}
          >
            {t(LABELS[pick])}
          </button>
        ))}
      </div>
    </div>
  );
}
