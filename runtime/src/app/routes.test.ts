import { describe, expect, it } from 'vitest';
import { enabledModules } from '../../../contract/modules.ts';
import { statusFixture, withModuleOff } from '../testing/fixtures.ts';
import { FEATURES } from '../registry.ts';
import { buildNavTabs, buildRouteTable, loginRedirect } from './routes.ts';

const SPEC_ROUTES = [
  '/register',
  '/index',
  '/pointMall',
  '/elott',
  '/lottery',
  '/rng',
  '/live',
  '/fish',
  '/pvp',
  '/sports',
  '/esports',
  '/promotions',
  '/seamless',
  '/help',
  '/helpmc',
  '/down',
  '/join',
  '/game',
  '/sport',
  '/lott',
  '/slot',
  '/mall',
  '/login',
  '/download',
];

function tableFor(tree = statusFixture('aurora').whitelabel) {
  return buildRouteTable(FEATURES, enabledModules(tree));
}

describe('the route table', () => {
  it('registers every route of spec §2.1 when every module is on', () => {
    const paths = tableFor().map((r) => r.path);
    for (const path of SPEC_ROUTES) expect(paths).toContain(path);
  });

  it('gives /lottery, /seamless, /game and /mall the header only, /helpmc nothing, the rest everything', () => {
    const layouts = Object.fromEntries(tableFor().map((r) => [r.path, r.layout]));
    for (const path of ['/lottery', '/seamless', '/game', '/mall']) {
      expect(layouts[path]).toBe('header-only');
    }
    expect(layouts['/helpmc']).toBe('bare');
    const full = SPEC_ROUTES.filter(
      (p) => !['/lottery', '/seamless', '/game', '/mall', '/helpmc'].includes(p),
    );
    for (const path of full) expect(layouts[path]).toBe('full');
  });

  it('leaves out the routes of a disabled module', () => {
    const tree = withModuleOff(statusFixture('aurora').whitelabel, 'POINTMALL');
    const paths = tableFor(tree).map((r) => r.path);
    expect(paths).not.toContain('/pointMall');
    expect(paths).not.toContain('/mall');
    expect(paths).toContain('/promotions');
  });

  it('leaves out every game route when the GAMES parent module is off', () => {
    const tree = withModuleOff(statusFixture('aurora').whitelabel, 'GAMES');
    const paths = tableFor(tree).map((r) => r.path);
    for (const path of ['/live', '/rng', '/lottery', '/game', '/seamless']) {
      expect(paths).not.toContain(path);
    }
    expect(paths).toContain('/index');
  });

  it('has no /register when direct registration (DIRECTREG3) is off', () => {
    const tree = withModuleOff(statusFixture('aurora').whitelabel, 'DIRECTREG3');
    expect(tableFor(tree).map((r) => r.path)).not.toContain('/register');
  });

  it('marks the register prompt on live, fish, pvp, sports and esports (spec §2.2)', () => {
    const prompted = tableFor()
      .filter((r) => r.registerPrompt)
      .map((r) => r.path)
      .sort();
    expect(prompted).toEqual(['/esports', '/fish', '/live', '/pvp', '/sport', '/sports']);
  });
});

describe('the nav bar tabs', () => {
  it('show home, only the categories that have vendors in spec order, then promotions', () => {
    const status = statusFixture('lotus');
    const routes = tableFor(status.whitelabel);
    const tabs = buildNavTabs(FEATURES, routes, status.vendors).map((t) => t.path);
    // Lotus has LOTT, SPORTS, LIVE, RNG, FISH, PVP and ESPORTS vendors; no ELOTT.
    expect(tabs).toEqual([
      '/index',
      '/live',
      '/sports',
      '/fish',
      '/rng',
      '/pvp',
      '/lottery',
      '/esports',
      '/promotions',
    ]);
  });

  it('carry their vendors for the dropdown', () => {
    const status = statusFixture('aurora');
    const tabs = buildNavTabs(FEATURES, tableFor(status.whitelabel), status.vendors);
    const live = tabs.find((t) => t.path === '/live');
    expect(live?.vendors.map((v) => v.code)).toEqual(['LUMEN']);
  });

  it('drop promotions when the PROMOTION module is off, and a category whose module is off', () => {
    const status = statusFixture('aurora');
    let tree = withModuleOff(status.whitelabel, 'PROMOTION');
    tree = withModuleOff(tree, 'LIVE');
    const tabs = buildNavTabs(FEATURES, tableFor(tree), status.vendors).map((t) => t.path);
    expect(tabs).not.toContain('/promotions');
    expect(tabs).not.toContain('/live');
    expect(tabs).toContain('/sports');
  });
});

describe('the loginedToHomePage rule', () => {
  it('sends a visitor without a token to /login from any other path', () => {
    expect(loginRedirect('/index', false, true)).toBe('/login');
    expect(loginRedirect('/live', false, true)).toBe('/login');
  });

  it('lets the visitor stay on /login, /register, /register.html, /helpmc and /download', () => {
    for (const path of [
      '/login',
      '/register',
      '/register.html',
      '/helpmc',
      '/download',
      '/helpmc/',
    ]) {
      expect(loginRedirect(path, false, true)).toBeNull();
    }
  });

  it('does nothing with a token or when the flag is off', () => {
    expect(loginRedirect('/index', true, true)).toBeNull();
    expect(loginRedirect('/index', false, false)).toBeNull();
  });
});
