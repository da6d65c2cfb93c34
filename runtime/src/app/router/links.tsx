import { useEffect, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useLocation, useNavigate, type NavigateOptions } from './router.tsx';
import { pathMatches } from './routes.tsx';

interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  replace?: boolean;
}

/**
 * A click the browser should handle itself: another button, a modifier (new tab or window),
 * another target, or a handler that already took it.
 */
function browserHandles(event: MouseEvent<HTMLAnchorElement>, target: string | undefined) {
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey ||
    (target !== undefined && target !== '_self')
  );
}

/** An anchor that navigates inside the site without a reload, and stays a real link. */
export function Link({ to, replace, onClick, target, ...rest }: LinkProps) {
  const navigate = useNavigate();
  return (
    <a
      {...rest}
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (browserHandles(event, target)) return;
        event.preventDefault();
        navigate(to, { replace: replace ?? false });
      }}
    />
  );
}

interface NavLinkProps extends Omit<LinkProps, 'className'> {
  className?: string | ((state: { isActive: boolean }) => string);
  /** Active only on this very path, not on the paths below it. */
  end?: boolean;
}

/** Whether a link's path is the current one (or, without `end`, one above it). */
export function isActivePath(to: string, pathname: string, end: boolean): boolean {
  const path = to.split(/[?#]/)[0] ?? to;
  if (pathMatches(path, pathname)) return true;
  if (end || path === '/') return false;
  return pathname.toLowerCase().startsWith(`${path.replace(/\/$/, '').toLowerCase()}/`);
}

/** A Link that knows whether it points at the current page (aria-current, class "active"). */
export function NavLink({ className, end = false, to, ...rest }: NavLinkProps) {
  const { pathname } = useLocation();
  const isActive = isActivePath(to, pathname, end);
  const classes =
    typeof className === 'function'
      ? className({ isActive })
      : [className, isActive ? 'active' : ''].filter(Boolean).join(' ');
  return (
    <Link
      {...rest}
      to={to}
      className={classes || undefined}
      aria-current={isActive ? 'page' : undefined}
    />
  );
}

/** Navigates once it is rendered (a redirect). */
export function Navigate({ to, replace }: { to: string } & NavigateOptions) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(to, { replace: replace ?? false });
  }, [navigate, to, replace]);
  return null;
}
