// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Link, Navigate, NavLink } from './links.tsx';
import {
  BrowserRouter,
  MemoryRouter,
  useLocation,
  useNavigate,
  useSearchParams,
} from './router.tsx';
import { Outlet, pathMatches, Route, Routes } from './routes.tsx';

function Where() {
  const { pathname, search, key } = useLocation();
  return <output data-testid="where" data-key={key}>{`${pathname}${search}`}</output>;
}

afterEach(cleanup);

const where = () => screen.getByTestId('where').textContent;

describe('pathMatches', () => {
  it('matches ignoring case and a trailing slash, and a :name takes one segment', () => {
    expect(pathMatches('/resetPassword', '/resetpassword/')).toBe(true);
    expect(pathMatches('/help/:page', '/help/terms')).toBe(true);
    expect(pathMatches('/help/:page', '/help')).toBe(false);
    expect(pathMatches('/index', '/index/more')).toBe(false);
    expect(pathMatches('*', '/anything/at/all')).toBe(true);
  });
});

describe('Routes', () => {
  const table = (
    <Routes>
      <Route path="/" element={<Navigate to="/index" replace />} />
      <Route element={<section data-testid="layout-a">{<Outlet />}</section>}>
        <Route path="/index" element={<p>home</p>} />
        <Route path="*" element={<p>not found</p>} />
      </Route>
      <Route element={<section data-testid="layout-b">{<Outlet />}</section>}>
        <Route path="/lottery" element={<p>lottery</p>} />
      </Route>
    </Routes>
  );

  it('prefers a fixed path in a later layout over an earlier catch-all', () => {
    render(<MemoryRouter initialEntries={['/lottery']}>{table}</MemoryRouter>);
    expect(screen.getByTestId('layout-b').textContent).toBe('lottery');
    expect(screen.queryByText('not found')).toBeNull();
  });

  it('shows the catch-all for an unknown address and follows a redirect', async () => {
    const { unmount } = render(<MemoryRouter initialEntries={['/nowhere']}>{table}</MemoryRouter>);
    expect(screen.getByTestId('layout-a').textContent).toBe('not found');
    unmount();
    render(
      <MemoryRouter initialEntries={['/']}>
        {table}
        <Where />
      </MemoryRouter>,
    );
    expect(await screen.findByText('home')).toBeTruthy();
    expect(where()).toBe('/index');
  });
});

describe('links', () => {
  it('a plain click navigates in place; a modified click is left to the browser', () => {
    render(
      <MemoryRouter initialEntries={['/index']}>
        <Link to="/promotions?tab=new">offers</Link>
        <Where />
      </MemoryRouter>,
    );
    const link = screen.getByText('offers');
    expect(link.getAttribute('href')).toBe('/promotions?tab=new');
    fireEvent.click(link, { ctrlKey: true });
    expect(where()).toBe('/index');
    fireEvent.click(link);
    expect(where()).toBe('/promotions?tab=new');
  });

  it('a NavLink is current on its path and, without end, on the paths below it', () => {
    render(
      <MemoryRouter initialEntries={['/help/terms']}>
        <NavLink to="/help">help</NavLink>
        <NavLink to="/help" end>
          help only
        </NavLink>
        <NavLink to="/index" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          home
        </NavLink>
      </MemoryRouter>,
    );
    expect(screen.getByText('help').getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('help').className).toBe('active');
    expect(screen.getByText('help only').getAttribute('aria-current')).toBeNull();
    expect(screen.getByText('home').className).toBe('off');
  });
});

function Query() {
  const [params, setParams] = useSearchParams();
  return (
    <button
      type="button"
      onClick={() => setParams((p) => ({ ...Object.fromEntries(p), page: '2' }), { replace: true })}
    >
      {params.get('vendor') ?? 'none'}
    </button>
  );
}

function Back() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      back
    </button>
  );
}

describe('history', () => {
  it('setting the query keeps the path and replaces the entry when asked', () => {
    render(
      <MemoryRouter initialEntries={['/index', '/rng?vendor=NOVA']}>
        <Query />
        <Back />
        <Where />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByText('NOVA'));
    expect(where()).toBe('/rng?vendor=NOVA&page=2');
    fireEvent.click(screen.getByText('back'));
    expect(where()).toBe('/index');
  });

  afterEach(() => window.history.replaceState(null, '', '/'));

  it('the browser router writes the address bar and follows the back button', async () => {
    window.history.replaceState(null, '', '/index');
    render(
      <BrowserRouter>
        <Link to="/live">live</Link>
        <Where />
      </BrowserRouter>,
    );
    expect(screen.getByTestId('where').dataset['key']).toBe('default');
    fireEvent.click(screen.getByText('live'));
    expect(window.location.pathname).toBe('/live');
    expect(where()).toBe('/live');
    expect(screen.getByTestId('where').dataset['key']).not.toBe('default');
    await act(async () => {
      window.history.back();
      await new Promise<void>((resolve) =>
        window.addEventListener('popstate', () => resolve(), { once: true }),
      );
    });
    expect(where()).toBe('/index');
  });
});
