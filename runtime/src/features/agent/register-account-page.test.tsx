// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../i18n/dictionaries/en.json';
import { ok } from '../../testing/fake-platform.ts';
import { RULES } from '../../testing/register-fixtures.ts';
import { platformAnswering, renderInSite, storeSession } from '../../testing/render-site.tsx';
import RegisterAccountPage from './register-account-page.tsx';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

function renderPage() {
  storeSession({ account: 'boss', role: 1 });
  const platform = platformAnswering({
    'GET /wps/system/setting/register': () => ok({ fields: {}, rules: RULES }),
    'POST /wps/agent/accounts': (body) => {
      const { account, role } = body as { account: string; role: string };
      return ok({ account, role, affiliateCode: role === 'AGENT' ? 'TIGER42' : null });
    },
  });
  renderInSite(<RegisterAccountPage />);
  return platform;
}

const type = (name: string, value: string) =>
  fireEvent.change(screen.getByTestId(`field-${name}`), { target: { value } });

describe('opening an account under me (spec §2.5 registerCenter)', () => {
  it("checks account and password against the merchant's rules and sends nothing when they fail", async () => {
    const platform = renderPage();
    await waitFor(() =>
      expect(platform.calls.some((c) => c.path === '/wps/system/setting/register')).toBe(true),
    );
    type('account', '9lives');
    type('password', 'short');
    type('confirm', 'other');
    fireEvent.click(screen.getByTestId('open-account-submit'));
    expect(await screen.findByText(en['validation.mismatch'])).toBeTruthy();
    expect(screen.getAllByText(/characters|letters|digits/i).length).toBeGreaterThan(0);
    expect(platform.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('opens an agent and shows its invitation link', async () => {
    const platform = renderPage();
    await waitFor(() =>
      expect(platform.calls.some((c) => c.path === '/wps/system/setting/register')).toBe(true),
    );
    fireEvent.click(screen.getByTestId('role-AGENT'));
    type('account', 'tiger01');
    type('password', 'secret123');
    type('confirm', 'secret123');
    fireEvent.click(screen.getByTestId('open-account-submit'));
    const link = (await screen.findByTestId('affiliate-link')) as HTMLInputElement;
    expect(link.value).toBe(`${location.origin}/register?referralCode=TIGER42`);
    const sent = platform.calls.find((c) => c.method === 'POST')?.body;
    expect(sent).toMatchObject({ role: 'AGENT', account: 'tiger01', password: 'secret123' });
  });
});
