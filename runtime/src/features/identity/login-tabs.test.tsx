// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MODULE } from '../../../../contract/modules.ts';
import en from '../../i18n/dictionaries/en.json';
import { ok } from '../../testing/fake-platform.ts';
import { SLIDER_CHALLENGE } from '../../testing/register-fixtures.ts';
import { platformAnswering, renderInSite, statusWithout } from '../../testing/render-site.tsx';
import { LoginForm } from './login-form.tsx';
import { SMS_THROTTLE_MS } from './use-sms-button.ts';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

function setup(off: string[] = []) {
  const platform = platformAnswering({
    'POST /wps/captcha/slider': () => ok(SLIDER_CHALLENGE),
    'POST /wps/verification/sms/noLogin': () => ok({ message: 'sent' }),
  });
  renderInSite(<LoginForm onSuccess={() => undefined} />, { status: statusWithout(off) });
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
