import { useEffect, useId, useRef, useState } from 'react';
import { GAME_SORTS, type SubCategory } from '../../../../contract/games.ts';
import { useT } from '../../i18n/i18n.tsx';
import './lobby.css';

export type GameSort = (typeof GAME_SORTS)[number];

/** What the slots grid is filtered by; every field travels in the lobby's address. */
export interface LobbyFilterState {
  sub: SubCategory | null;
  /** Spec §9: minimum bet at most one major unit. */
  minBetOne: boolean;
  /** Spec §9: exactly 25 lines. */
  lines25: boolean;
  search: string;
  sort: GameSort;
}

export const NO_FILTERS: LobbyFilterState = {
  sub: null,
  minBetOne: false,
  lines25: false,
  search: '',
  sort: 'popular',
};

interface LobbyFiltersProps {
  value: LobbyFilterState;
  onChange: (next: LobbyFilterState) => void;
  /** The sub-categories in use (vendorTypes), with their game counts. */
  subCategories: readonly { key: SubCategory; count: number }[];
  /** Typing settles this long before the search is sent. */
  debounceMs?: number;
}

function SearchGlyph() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M16 16l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** Spec §2.6 / §9: sub-category chips, min-bet-1 and 25-lines toggles, search and sort. */
export function LobbyFilters({
  value,
  onChange,
  subCategories,
  debounceMs = 300,
}: LobbyFiltersProps) {
  const t = useT();
  const sortId = useId();
  const [typed, setTyped] = useState(value.search);
  // The address changed under us (back button, "clear filters"): show what it says.
  const [shown, setShown] = useState(value.search);
  if (shown !== value.search) {
    setShown(value.search);
    setTyped(value.search);
  }
  // The latest filters and handler, so a re-render (a list arriving) does not restart the wait.
  const latest = useRef({ value, onChange });
  useEffect(() => {
    latest.current = { value, onChange };
  });
  useEffect(() => {
    if (typed.trim() === value.search) return;
    const timer = setTimeout(() => {
      const { value: now, onChange: change } = latest.current;
      change({ ...now, search: typed.trim() });
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [typed, value.search, debounceMs]);

  const chip = (key: SubCategory | null, label: string, count?: number) => (
    <li key={key ?? 'all'}>
      <button
        type="button"
        className={`wl-fchip${value.sub === key ? ' is-on' : ''}`}
        aria-pressed={value.sub === key}
        data-testid={`filter-sub-${key ?? 'all'}`}
        onClick={() => onChange({ ...value, sub: key })}
      >
        {label}
        {count !== undefined && <span className="wl-fchip__count">{count}</span>}
      </button>
    </li>
  );

  return (
    <div className="wl-filters" data-testid="lobby-filters">
      <ul className="wl-filters__chips" aria-label={t('games.subCategories')}>
        {chip(null, t('games.all'))}
        {subCategories.map((s) => chip(s.key, t(`games.sub.${s.key}`), s.count))}
      </ul>
      <div className="wl-filters__bar">
        <label className="wl-filters__search">
          <SearchGlyph />
          <input
            type="search"
            value={typed}
            placeholder={t('games.searchPlaceholder')}
            aria-label={t('games.search')}
            data-testid="filter-search"
            maxLength={64}
            onChange={(e) => setTyped(e.target.value)}
          />
        </label>
        <button
          type="button"
          className={`wl-toggle${value.minBetOne ? ' is-on' : ''}`}
          aria-pressed={value.minBetOne}
          data-testid="filter-min-bet"
          onClick={() => onChange({ ...value, minBetOne: !value.minBetOne })}
        >
          <span className="wl-toggle__knob" aria-hidden="true" />
          {t('games.filterMinBetOne')}
        </button>
        <button
          type="button"
          className={`wl-toggle${value.lines25 ? ' is-on' : ''}`}
          aria-pressed={value.lines25}
          data-testid="filter-lines"
          onClick={() => onChange({ ...value, lines25: !value.lines25 })}
        >
          <span className="wl-toggle__knob" aria-hidden="true" />
          {t('games.filterLines25')}
        </button>
        <label className="wl-filters__sort" htmlFor={sortId}>
          {t('games.sortBy')}
          <select
            id={sortId}
            value={value.sort}
            data-testid="filter-sort"
            onChange={(e) => onChange({ ...value, sort: e.target.value as GameSort })}
          >
            {GAME_SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`games.sort.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
    </div>
  );
}

/** The filter state an address holds, bad values read as no filter. */
export function readFilters(params: URLSearchParams, subs: readonly string[]): LobbyFilterState {
  const sub = params.get('sub');
  const sort = params.get('sort');
  return {
    sub: sub && subs.includes(sub) ? (sub as SubCategory) : null,
    minBetOne: params.get('minBet') === '1',
    lines25: params.get('lines') === '25',
    search: (params.get('q') ?? '').slice(0, 64),
    sort: GAME_SORTS.find((s) => s === sort) ?? 'popular',
  };
}

/** Writes the filter state into an address's parameters, leaving the others (the vendor tab). */
export function writeFilters(params: URLSearchParams, f: LobbyFilterState): URLSearchParams {
  const next = new URLSearchParams(params);
  const put = (key: string, value: string | null) =>
    value === null ? next.delete(key) : next.set(key, value);
  put('sub', f.sub);
  put('minBet', f.minBetOne ? '1' : null);
  put('lines', f.lines25 ? '25' : null);
  put('q', f.search || null);
  put('sort', f.sort === 'popular' ? null : f.sort);
  return next;
}
