// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MODULE } from '../../../../contract/modules.ts';
import { configureCall } from '../../app/api/call.ts';
import { createSite } from '../../app/site.tsx';
import en from '../../i18n/dictionaries/en.json';
import { brandFixture, statusFixture, withModuleOff } from '../../testing/fixtures.ts';
import { fakePlatform, ok } from '../../testing/fake-platform.ts';
import { SiteProviders } from '../../testing/providers.tsx';
import { LoginForm } from './login-form.tsx';
import { SMS_THROTTLE_MS } from './use-sms-button.ts';
import { FEATURES } from '../../registry.ts';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

function setup(off: string[] = []) {
  const platform = fakePlatform({
    'POST /wps/captcha/slider': () =>
      ok({
        id: 'c',
        width: 300,
        height: 150,
        pieceY: 10,
        background: 'data:image/svg+xml,b',
        piece: 'data:image/svg+xml,p',
      }),
    'POST /wps/verification/sms/noLogin': () => ok({ message: 'sent' }),
  });
  configureCall({ apiBase: '', merchant: 'AURORA01', language: 'EN', fetch: platform.fetch });
  let status = statusFixture('aurora');
  for (const id of off) status = { ...status, whitelabel: withModuleOff(status.whitelabel, id) };
  render(
    <SiteProviders site={createSite(brandFixture('aurora'), status, FEATURES)}>
      <LoginForm onSuccess={() => undefined} />
    </SiteProviders>,
  );
  return platform;
}

describe('the login popup tabs and links (spec §2.3)', () => {
  it('offers the SMS tab only when verification-code login is on', () => {
    setup([MODULE.smsLogin]);
    expect(screen.queryByTestId('tab-sms')).toBeNull();
    cleanup();
    setup();
    expect(screen.getByTestId('tab-sms')).toBeTruthy();
  });

  it('checks the mobile number before asking for an SMS code, then sends it', async () => {
    const platform = setup();
    fireEvent.click(screen.getByTestId('tab-sms'));
    fireEvent.click(screen.getByTestId('sms-send'));
    expect(await screen.findByText(en['validation.phone'])).toBeTruthy();
    expect(platform.calls.some((c) => c.path === '/wps/verification/sms/noLogin')).toBe(false);

    fireEvent.change(screen.getByTestId('field-mobileNum'), { target: { value: '0912345678' } });
    // The send button takes one click a second (spec §9): move the clock past that instead
    // of sleeping through it.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + SMS_THROTTLE_MS + 1);
    fireEvent.click(screen.getByTestId('sms-send'));
    vi.useRealTimers();
    await waitFor(() => expect(screen.getByTestId('sms-send').dataset.state).toBe('countdown'));
    const sent = platform.calls.find((c) => c.path === '/wps/verification/sms/noLogin');
    expect(sent?.body).toMatchObject({ mobileNo: '0912345678' });
  });

  it('offers the social sign-in icons of the modules that are on, and none when both are off', () => {
    setup();
    const google = screen.getByRole('button', { name: en['login.google'] });
    expect((google as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByRole('button', { name: en['login.facebook'] })).toBeTruthy();
    cleanup();
    setup([MODULE.googleLogin, MODULE.facebookLogin]);
    expect(screen.queryByTestId('login-google')).toBeNull();
    expect(screen.queryByTestId('login-facebook')).toBeNull();
  });
});
