// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PlatformError } from '../../../contract/errors.ts';
import en from '../i18n/dictionaries/en.json';
import { brandFixture, statusFixture, withModuleOff } from '../testing/fixtures.ts';
import { SiteProviders } from '../testing/providers.tsx';
import { App } from './app.tsx';
import { Header } from './layout/site-layout.tsx';
import { ShellRoutes } from './shell.tsx';
import { createSite } from './site.tsx';
import { FEATURES } from '../registry.ts';

afterEach(cleanup);
beforeAll(() => {
  // jsdom does not scroll; the shell scrolls to the top on navigation.
  window.scrollTo = () => undefined;
});

const aurora = brandFixture('aurora');

function renderApp(initial: Parameters<typeof App>[0]['initial'], load?: () => Promise<never>) {
  return render(
    <App
      brand={aurora}
      language="EN"
      dictionary={en}
      initial={initial}
      load={load}
      features={FEATURES}
    />,
  );
}

describe('boot', () => {
  it('shows a translated error page instead of a blank one when rendering throws', () => {
    const broken = statusFixture('aurora');
    // A status that passed validation but breaks a component: vendors is not a list.
    (broken as unknown as { vendors: null }).vendors = null;
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp({ kind: 'status', status: broken, receivedAt: Date.now() });
    spy.mockRestore();
    expect(screen.getByTestId('boot-error-page').textContent).toContain(en['error.UNKNOWN']);
  });

  it('shows the maintenance page when the platform is under maintenance', () => {
    const status = statusFixture('aurora', { maintenance: true });
    renderApp({ kind: 'status', status, receivedAt: Date.now() });
    expect(screen.getByTestId('maintenance-page').textContent).toContain(en['maintenance.title']);
    expect(screen.queryByTestId('nav-bar')).toBeNull();
  });

  it('shows the region-blocked page when access is restricted', () => {
    const status = statusFixture('aurora', { regionRestriction: true });
    renderApp({ kind: 'status', status, receivedAt: Date.now() });
    expect(screen.getByTestId('region-page').textContent).toContain(en['region.title']);
  });

  it('shows a translated error with a retry when the status call failed, and retries', async () => {
    let attempts = 0;
    const load = () => {
      attempts += 1;
      return Promise.reject(new PlatformError('NETWORK'));
    };
    renderApp({ kind: 'error', error: new PlatformError('DOMAIN_CHECK_FAILED') }, load);
    expect(screen.getByRole('alert').textContent).toBe(en['error.DOMAIN_CHECK_FAILED']);
    fireEvent.click(screen.getByTestId('boot-retry'));
    expect(await screen.findByText(en['error.NETWORK'])).toBeTruthy();
    expect(attempts).toBe(1);
  });

  it('renders the site with its nav bar in normal mode', async () => {
    renderApp({ kind: 'status', status: statusFixture('aurora'), receivedAt: Date.now() });
    expect(screen.getByTestId('nav-bar')).toBeTruthy();
    expect(await screen.findByTestId('home-hero')).toBeTruthy();
  });
});

function renderAt(path: string, site = createSite(aurora, statusFixture('aurora'), FEATURES)) {
  return render(
    <SiteProviders site={site} path={path}>
      <ShellRoutes />
    </SiteProviders>,
  );
}

describe('routing', () => {
  it('sends / to the home page', async () => {
    renderAt('/');
    expect(await screen.findByTestId('home-hero')).toBeTruthy();
  });

  it('wraps a full-layout route in header, side bars and footer', async () => {
    const { container } = renderAt('/promotions');
    expect(await screen.findByTestId('coming-soon')).toBeTruthy();
    expect(container.querySelector('[data-layout="full"]')).toBeTruthy();
    expect(screen.getByTestId('footer')).toBeTruthy();
    expect(screen.getByTestId('right-bar')).toBeTruthy();
    // Issue 10: a placeholder page is no place to invite anyone to play.
    expect(screen.queryByTestId('register-prompt')).toBeNull();
  });

  it('gives /lottery the header only and /helpmc no header at all', async () => {
    const first = renderAt('/lottery');
    await screen.findByTestId('lottery-page');
    expect(screen.getByTestId('header')).toBeTruthy();
    expect(screen.queryByTestId('footer')).toBeNull();
    expect(screen.queryByTestId('register-prompt')).toBeNull();
    first.unmount();
    renderAt('/helpmc');
    await screen.findByTestId('help-page');
    expect(screen.queryByTestId('header')).toBeNull();
  });

  it('shows a translated 404 for unknown paths and for routes of disabled modules', async () => {
    const status = statusFixture('lotus');
    renderAt('/pointMall', createSite(brandFixture('lotus'), status, FEATURES));
    expect((await screen.findByTestId('not-found-page')).textContent).toContain(
      en['notFound.title'],
    );
  });

  it('sends a visitor without a token to /login when loginedToHomePage is on', async () => {
    const brand = { ...aurora, loginedToHomePage: true };
    renderAt('/live', createSite(brand, statusFixture('aurora'), FEATURES));
    const page = await screen.findByTestId('login-page');
    expect(page.textContent).toContain(en['page.login']);
  });

  it('leaves /helpmc reachable without a token under loginedToHomePage', async () => {
    const brand = { ...aurora, loginedToHomePage: true };
    renderAt('/helpmc', createSite(brand, statusFixture('aurora'), FEATURES));
    expect((await screen.findByTestId('help-page')).textContent).toContain(en['page.help']);
  });
});

describe('the header', () => {
  function renderHeader(site: ReturnType<typeof createSite>) {
    return render(
      <SiteProviders site={site}>
        <Header />
      </SiteProviders>,
    );
  }

  it('offers Login, Register and Free trial when DIRECTREG3 and FREEPLAY are on', () => {
    renderHeader(createSite(aurora, statusFixture('aurora'), FEATURES));
    expect(screen.getByTestId('login')).toBeTruthy();
    expect(screen.getByTestId('register')).toBeTruthy();
    expect(screen.getByTestId('free-trial')).toBeTruthy();
  });

  it('hides Register without DIRECTREG3 and Free trial without FREEPLAY', () => {
    const status = statusFixture('lotus');
    status.whitelabel = withModuleOff(status.whitelabel, 'DIRECTREG3');
    renderHeader(createSite(brandFixture('lotus'), status, FEATURES));
    expect(screen.getByTestId('login')).toBeTruthy();
    expect(screen.queryByTestId('register')).toBeNull();
    expect(screen.queryByTestId('free-trial')).toBeNull();
  });

  it('has a nav tab per category with vendors and none for empty categories', () => {
    renderHeader(createSite(brandFixture('lotus'), statusFixture('lotus'), FEATURES));
    expect(screen.getByTestId('nav-tab-lottery')).toBeTruthy();
    expect(screen.getByTestId('nav-tab-live')).toBeTruthy();
    expect(screen.getByTestId('nav-tab-fish')).toBeTruthy();
    // Lotus has no ELOTT vendor.
    expect(screen.queryByTestId('nav-tab-elott')).toBeNull();
  });

  it('opens the first customer-service entry of type 1 in a new tab', () => {
    renderHeader(createSite(aurora, statusFixture('aurora'), FEATURES));
    const link = screen.getByTestId('customer-service');
    expect(link.getAttribute('href')).toBe('https://support.aurora.example/chat');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('opens the login popup from the messages icon when nobody is logged in', async () => {
    renderAt('/index');
    fireEvent.click(screen.getByTestId('messages'));
    expect(await screen.findByTestId('login-modal')).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByTestId('login-modal')).toBeNull();
  });
});
