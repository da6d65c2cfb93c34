import {
  Children,
  createContext,
  Fragment,
  isValidElement,
  useContext,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useLocation } from './router.tsx';

const segments = (path: string) => path.toLowerCase().split('/').filter(Boolean);

/**
 * Whether a route path matches an address path, segment by segment ignoring case and a
 * trailing slash (as react-router matches); ":name" takes any one segment, "*" any path.
 */
export function pathMatches(pattern: string, pathname: string): boolean {
  if (pattern === '*') return true;
  const want = segments(pattern);
  const have = segments(pathname);
  return want.length === have.length && want.every((s, i) => s.startsWith(':') || s === have[i]);
}

interface RouteProps {
  /** Left out on a layout route: its element wraps whichever child matches, at its Outlet. */
  path?: string;
  element?: ReactNode;
  children?: ReactNode;
}

/** One entry of a Routes table; Routes reads its props, it renders nothing itself. */
export function Route(_props: RouteProps): null {
  return null;
}

const OutletContext = createContext<ReactNode>(null);

/** Where a layout route's element shows the child route that matched. */
export function Outlet() {
  return <>{useContext(OutletContext)}</>;
}

function routesOf(children: ReactNode): ReactElement<RouteProps>[] {
  return Children.toArray(children).flatMap((child) => {
    if (!isValidElement<RouteProps & { children?: ReactNode }>(child)) return [];
    if (child.type === Fragment) return routesOf(child.props.children);
    return [child];
  });
}

/** The element for the path, looking through layout routes; the catch-all only when allowed. */
function match(routes: ReactNode, pathname: string, catchAll: boolean): ReactNode | undefined {
  for (const route of routesOf(routes)) {
    const { path, element, children } = route.props;
    if (path === undefined) {
      const inner = match(children, pathname, catchAll);
      if (inner !== undefined) {
        return <OutletContext.Provider value={inner}>{element}</OutletContext.Provider>;
      }
    } else if ((path !== '*' || catchAll) && pathMatches(path, pathname)) {
      return element ?? null;
    }
  }
  return undefined;
}

/** Renders the route matching the current address: a fixed path first, then a catch-all. */
export function Routes({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <>{match(children, pathname, false) ?? match(children, pathname, true) ?? null}</>;
}
