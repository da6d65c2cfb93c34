// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { configureCall } from '../../app/api/call.ts';
import { createSite } from '../../app/site.tsx';
import en from '../../i18n/dictionaries/en.json';
import { brandFixture, statusFixture } from '../../testing/fixtures.ts';
import { fail, fakePlatform, ok, type Handler } from '../../testing/fake-platform.ts';
import { SiteProviders } from '../../testing/providers.tsx';
import { checkFundPassword } from './fund-password-rules.ts';
import SecurityCenterPage from './security-center-page.tsx';
import { FEATURES } from '../../registry.ts';

afterEach(cleanup);

const security = {
  account: 'player01',
  nickname: 'Lucky',
  mobile: '09******78',
  email: null,
  realName: 'N*** V** A',
  fundPasswordSet: false,
  authenticatorBound: false,
  cards: [],
  registeredAt: '2026-01-15T08:00:00.000Z',
};

function renderPage(routes: Record<string, Handler>) {
  const platform = fakePlatform({ 'GET /wps/member/security': () => ok(security), ...routes });
  configureCall({ apiBase: '', merchant: 'AURORA01', language: 'EN', fetch: platform.fetch });
  render(
    <SiteProviders
      site={createSite(brandFixture('aurora'), statusFixture('aurora'), FEATURES)}
      store={createStore()}
    >
      <SecurityCenterPage />
    </SiteProviders>,
  );
  return platform;
}

const type = (name: string, value: string) =>
  fireEvent.change(screen.getByTestId(`field-${name}`), { target: { value } });

describe('fund password rules', () => {
  it('asks for 6 digits typed twice, and the login password the first time', () => {
    expect(
      checkFundPassword({ current: '', newFundPassword: '12345', confirmFundPassword: '1' }, true),
    ).toEqual({
      current: 'fundPassword.loginRequired',
      newFundPassword: 'fundPassword.format',
      confirmFundPassword: 'fundPassword.mismatch',
    });
    expect(
      checkFundPassword(
        { current: 'Secret123', newFundPassword: '123456', confirmFundPassword: '123456' },
        true,
      ),
    ).toEqual({});
    expect(
      checkFundPassword(
        { current: '123456', newFundPassword: '123456', confirmFundPassword: '123456' },
        false,
      ),
    ).toEqual({ newFundPassword: 'fundPassword.same' });
    expect(
      checkFundPassword(
        { current: '123456', newFundPassword: '12345a', confirmFundPassword: '12345a' },
        false,
      ).newFundPassword,
    ).toBe('fundPassword.format');
  });
});

describe('securityCenter (spec §2.4)', () => {
  it('shows the account details and the masked contacts', async () => {
    renderPage({});
    expect((await screen.findByTestId('security-account')).textContent).toBe('player01');
    expect(screen.getByText('09******78')).toBeTruthy();
    expect(screen.getByText(en['security.notBound'])).toBeTruthy();
    expect(screen.getByTestId('security-authenticator').textContent).toBe(en['security.off']);
  });

  it('refuses a fund password confirmation that does not match without calling the platform', async () => {
    const platform = renderPage({ 'POST /wps/member/password/fund': () => ok({ set: true }) });
    await screen.findByTestId('fund-password-submit');
    type('current', 'Secret123');
    type('newFundPassword', '123456');
    type('confirmFundPassword', '654321');
    fireEvent.click(screen.getByTestId('fund-password-submit'));
    expect(await screen.findByText(en['fundPassword.mismatch'])).toBeTruthy();
    expect(platform.calls.some((c) => c.path === '/wps/member/password/fund')).toBe(false);
  });

  it('sets the fund password with the login password the first time, then offers the change', async () => {
    const platform = renderPage({ 'POST /wps/member/password/fund': () => ok({ set: true }) });
    await screen.findByTestId('fund-password-submit');
    expect(screen.getByLabelText(/Login password/)).toBe(screen.getByTestId('field-current'));
    type('current', 'Secret123');
    type('newFundPassword', '123456');
    type('confirmFundPassword', '123456');
    fireEvent.click(screen.getByTestId('fund-password-submit'));
    expect(await screen.findByTestId('fund-password-done')).toBeTruthy();
    const sent = platform.calls.find((c) => c.path === '/wps/member/password/fund');
    expect(sent?.body).toEqual({ current: 'Secret123', newFundPassword: '123456' });
    expect(screen.getByLabelText(/Current fund password/)).toBe(
      screen.getByTestId('field-current'),
    );
  });

  it('says in words when the platform refuses the current password', async () => {
    renderPage({ 'POST /wps/member/password/fund': () => fail('BAD_CREDENTIALS') });
    await screen.findByTestId('fund-password-submit');
    type('current', 'wrong');
    type('newFundPassword', '123456');
    type('confirmFundPassword', '123456');
    fireEvent.click(screen.getByTestId('fund-password-submit'));
    expect((await screen.findByTestId('form-error')).textContent).toBe(en['error.BAD_CREDENTIALS']);
  });

  it('binds a bank card and lists it with its last four digits', async () => {
    const platform = renderPage({
      'GET /wps/member/banks': () => ok([{ code: 'HMAI', name: 'Hoa Mai Bank' }]),
      'PUT /wps/member/cards': () =>
        ok({
          id: 7,
          bankCode: 'HMAI',
          bankName: 'Hoa Mai Bank',
          last4: '6789',
          holder: 'N*** V** A',
          boundAt: '2026-02-01T00:00:00.000Z',
        }),
    });
    fireEvent.click(await screen.findByTestId('card-bind'));
    await waitFor(() =>
      expect(screen.getByTestId('field-bankCode').querySelectorAll('option').length).toBe(2),
    );
    type('holder', 'Nguyen Van A');
    type('bankCode', 'HMAI');
    type('cardNumber', '1234 5678 9012 6789');
    type('fundPassword', '123456');
    fireEvent.click(screen.getByTestId('card-bind-submit'));
    expect((await screen.findByTestId('bank-card')).textContent).toContain('6789');
    const sent = platform.calls.find((c) => c.path === '/wps/member/cards');
    expect(sent?.body).toEqual({
      holder: 'Nguyen Van A',
      bankCode: 'HMAI',
      cardNumber: '1234567890126789',
      fundPassword: '123456',
    });
  });

  it('checks the card number before sending it', async () => {
    const platform = renderPage({ 'GET /wps/member/banks': () => ok([]) });
    fireEvent.click(await screen.findByTestId('card-bind'));
    type('holder', 'A');
    type('cardNumber', '12ab');
    type('fundPassword', '123456');
    fireEvent.click(screen.getByTestId('card-bind-submit'));
    expect(await screen.findByText(en['error.CARD_NUMBER_INVALID'])).toBeTruthy();
    expect(platform.calls.some((c) => c.path === '/wps/member/cards')).toBe(false);
  });
});
