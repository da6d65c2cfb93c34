import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';

/**
 * The site's router: the History API behind the handful of calls the runtime makes. Every
 * route of the runtime is a fixed path (spec §2.1) and every link is absolute, so a general
 * router's ranking, params, loaders and relative paths are weight a phone downloads for
 * nothing: this one is about a tenth of react-router's size in the first load (docs/performance.md).
 * Its calls keep react-router's names and meanings, so a reader who knows that API knows this.
 */

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** 'default' for the entry the visit opened on; another value after a navigation. */
  key: string;
}

export interface NavigateOptions {
  replace?: boolean;
}

export interface NavigateFunction {
  (to: string, options?: NavigateOptions): void;
  (delta: number): void;
}

interface RouterValue {
  location: Location;
  navigate: NavigateFunction;
}

const RouterContext = createContext<RouterValue | null>(null);

function useRouter(): RouterValue {
  const value = useContext(RouterContext);
  if (!value) throw new Error('A router hook was used outside a router.');
  return value;
}

export const useLocation = (): Location => useRouter().location;
export const useNavigate = (): NavigateFunction => useRouter().navigate;

/** Splits "/path?query#hash" into a location (a bare "?query" keeps the current path). */
export function parseTo(to: string, from: Location, key: string): Location {
  const url = new URL(to, `http://site${from.pathname}${from.search}`);
  return { pathname: url.pathname, search: url.search, hash: url.hash, key };
}

const hrefOf = (l: Location) => `${l.pathname}${l.search}${l.hash}`;

let keys = 0;
const nextKey = () => `k${(++keys).toString(36)}${Date.now().toString(36)}`;

function readWindowLocation(): Location {
  const state: unknown = window.history.state;
  const key =
    state && typeof state === 'object' && typeof (state as { key?: unknown }).key === 'string'
      ? (state as { key: string }).key
      : 'default';
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, key };
}

/**
 * Navigations are transitions, as with react-router: a page whose chunk is still on its way
 * keeps the current page on screen instead of flashing the loading placeholder.
 */
const update = (set: (l: Location) => void, l: Location) => startTransition(() => set(l));

/** The router of the real site: the address bar is the state. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(readWindowLocation);

  useEffect(() => {
    const onPop = () => update(setLocation, readWindowLocation());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const navigate = useCallback((to: string | number, options?: NavigateOptions) => {
    if (typeof to === 'number') {
      window.history.go(to);
      return;
    }
    // The address bar, not the rendered location: two navigations in one event stack up.
    const next = parseTo(to, readWindowLocation(), nextKey());
    if (options?.replace) window.history.replaceState({ key: next.key }, '', hrefOf(next));
    else window.history.pushState({ key: next.key }, '', hrefOf(next));
    update(setLocation, next);
  }, []) as NavigateFunction;

  const value = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** A router whose history lives in memory: tests and stories. */
export function MemoryRouter({
  initialEntries = ['/'],
  children,
}: {
  initialEntries?: readonly string[];
  children: ReactNode;
}) {
  const [state, setState] = useState(() => {
    const start: Location = { pathname: '/', search: '', hash: '', key: 'default' };
    const entries = initialEntries.map((to, i) =>
      parseTo(to, start, i === 0 ? 'default' : nextKey()),
    );
    return { entries, index: entries.length - 1 };
  });
  const navigate = useCallback((to: string | number, options?: NavigateOptions) => {
    startTransition(() =>
      setState(({ entries, index }) => {
        if (typeof to === 'number') {
          return { entries, index: Math.min(Math.max(index + to, 0), entries.length - 1) };
        }
        const location = parseTo(to, entries[index] as Location, nextKey());
        const kept = entries.slice(0, options?.replace ? index : index + 1);
        return { entries: [...kept, location], index: kept.length };
      }),
    );
  }, []) as NavigateFunction;

  const location = state.entries[state.index] as Location;
  const value = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

type SearchInit = URLSearchParams | string | Record<string, string>;

/** The query of the current address, and a setter that navigates to a new one on this path. */
export function useSearchParams(): [
  URLSearchParams,
  (next: SearchInit | ((prev: URLSearchParams) => SearchInit), options?: NavigateOptions) => void,
] {
  const { location, navigate } = useRouter();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const set = useCallback(
    (next: SearchInit | ((prev: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const init = typeof next === 'function' ? next(new URLSearchParams(location.search)) : next;
      navigate(`?${new URLSearchParams(init).toString()}`, options);
    },
    [navigate, location.search],
  );
  return [params, set];
}
