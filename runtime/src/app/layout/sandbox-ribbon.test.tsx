// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MODULE } from '../../../../contract/modules.ts';
import en from '../../i18n/dictionaries/en.json';
import { brandFixture, statusFixture, withModuleOff } from '../../testing/fixtures.ts';
import { App } from '../app.tsx';
import { createSite } from '../site.tsx';
import { FEATURES } from '../../registry.ts';

afterEach(cleanup);
beforeAll(() => {
  window.scrollTo = () => undefined;
});

const aurora = brandFixture('aurora');

function renderApp(status: ReturnType<typeof statusFixture>) {
  render(
    <App
      brand={aurora}
      language="EN"
      dictionary={en}
      initial={{ kind: 'status', status, receivedAt: Date.now() }}
      features={FEATURES}
    />,
  );
}

describe('the sandbox ribbon', () => {
  it('says "no real money" above the site when the platform runs in sandbox mode', () => {
    renderApp(statusFixture('aurora', { sandbox: true }));
    expect(screen.getByTestId('sandbox-ribbon').textContent).toBe(en['app.sandboxRibbon']);
  });

  it('stays above the maintenance page too', () => {
    renderApp(statusFixture('aurora', { sandbox: true, maintenance: true }));
    expect(screen.getByTestId('sandbox-ribbon')).toBeTruthy();
    expect(screen.getByTestId('maintenance-page')).toBeTruthy();
  });

  it('is not there on a real platform, nor on one that does not say', () => {
    renderApp(statusFixture('aurora', { sandbox: false }));
    expect(screen.queryByTestId('sandbox-ribbon')).toBeNull();
    cleanup();
    renderApp(statusFixture('aurora'));
    expect(screen.queryByTestId('sandbox-ribbon')).toBeNull();
  });
});

describe('features a platform turns off for want of a provider', () => {
  it('drop the deposit pages when DEPOSIT is off', () => {
    const on = createSite(aurora, statusFixture('aurora'), FEATURES);
    const status = statusFixture('aurora');
    const off = createSite(
      aurora,
      {
        ...status,
        whitelabel: withModuleOff(status.whitelabel, MODULE.deposit),
      },
      FEATURES,
    );
    const keys = (site: typeof on) => site.memberCentrePages.map((page) => page.key);
    expect(keys(on)).toContain('depositv2');
    expect(keys(off)).not.toContain('depositv2');
    expect(keys(off)).not.toContain('depositTeach');
  });
});
