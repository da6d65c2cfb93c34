// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MODULE } from '../../../../contract/modules.ts';
import en from '../../i18n/dictionaries/en.json';
import vi from '../../i18n/dictionaries/vi.json';
import { fail, ok, type Handler } from '../../testing/fake-platform.ts';
import { RULES, SLIDER_CHALLENGE } from '../../testing/register-fixtures.ts';
import { platformAnswering, renderInSite, statusWithout } from '../../testing/render-site.tsx';
import { RegisterForm } from './register-form.tsx';

const settings = {
  fields: {
    username: { enabled: true, required: true },
    password: { enabled: true, required: true },
    payeeName: { enabled: true, required: false },
    mobileNum: { enabled: true, required: true },
    email: { enabled: true, required: false },
    affiliateCode: { enabled: true, required: false },
    captcha: { enabled: false, required: false },
  },
  rules: RULES,
};

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

function setup(
  options: {
    referralCode?: string;
    routes?: Record<string, Handler>;
    off?: string[];
    vi?: boolean;
  } = {},
) {
  const platform = platformAnswering({
    'GET /wps/system/setting/register': () => ok(settings),
    'POST /wps/captcha/slider': () => ok(SLIDER_CHALLENGE),
    ...options.routes,
  });
  renderInSite(
    <RegisterForm
      referralCode={options.referralCode}
      onSuccess={() => undefined}
      onLogin={() => undefined}
    />,
    {
      status: statusWithout(options.off ?? []),
      language: options.vi ? 'VI' : 'EN',
      dictionary: options.vi ? vi : en,
    },
  );
  return platform;
}

const label = (name: string) =>
  screen.getByTestId(`field-${name}`).closest('.wl-form-field')?.querySelector('label')
    ?.textContent;

describe('the registration form', () => {
  it('opens on the username tab and stars the fields the server marks required', async () => {
    setup();
    await screen.findByTestId('field-username');
    expect(screen.getByTestId('tab-username').getAttribute('aria-selected')).toBe('true');
    expect(label('username')).toBe('*Username');
    expect(label('mobileNum')).toBe('*Mobile number');
    expect(label('email')).toBe('Email');
    expect(label('payeeName')).toBe('Real name');
  });

  it('opens on the mobile tab, without a username field, when USERNAMEREG is off', async () => {
    setup({ off: [MODULE.usernameRegister] });
    await screen.findByTestId('field-mobileNum');
    expect(screen.queryByTestId('tab-username')).toBeNull();
    expect(screen.queryByTestId('field-username')).toBeNull();
    expect(screen.getByTestId('field-verificationCode')).toBeTruthy();
    expect(screen.getByTestId('sms-send')).toBeTruthy();
  });

  it('shows the message of the rule under a field on blur, with min and max filled in', async () => {
    setup();
    const username = await screen.findByTestId('field-username');
    fireEvent.change(username, { target: { value: '1abc' } });
    fireEvent.blur(username);
    expect(
      screen.getByText('Start with a letter, then letters or digits (6–16 characters)'),
    ).toBeTruthy();
    const mobile = screen.getByTestId('field-mobileNum');
    fireEvent.change(mobile, { target: { value: '12ab' } });
    fireEvent.blur(mobile);
    expect(screen.getByText('Digits only (8–15 digits)')).toBeTruthy();
    const email = screen.getByTestId('field-email');
    fireEvent.change(email, { target: { value: 'not-an-email' } });
    fireEvent.blur(email);
    expect(screen.getByText('Enter a valid email address (5–64 characters)')).toBeTruthy();
  });

  it('shows the messages in the visitor language', async () => {
    setup({ vi: true });
    const password = await screen.findByTestId('field-password');
    fireEvent.blur(password);
    expect(screen.getByText('Mật khẩu không được để trống')).toBeTruthy();
    fireEvent.change(password, { target: { value: 'abcdef' } });
    expect(screen.getByText('Dùng cả chữ cái và chữ số (6–20 ký tự)')).toBeTruthy();
  });

  it('checks everything on submit, the confirmation and the agreement included, before any call', async () => {
    const platform = setup();
    await screen.findByTestId('field-username');
    fireEvent.change(screen.getByTestId('field-password'), { target: { value: 'abc123' } });
    fireEvent.change(screen.getByTestId('field-confirmPassword'), { target: { value: 'abc124' } });
    fireEvent.click(screen.getByTestId('register-submit'));
    expect(screen.getByText('Username cannot be empty')).toBeTruthy();
    expect(screen.getByText(en['validation.mismatch'])).toBeTruthy();
    expect(screen.getByText(en['validation.agreement'])).toBeTruthy();
    expect(platform.calls.some((c) => c.path === '/wps/member/register')).toBe(false);
  });

  it('shows the affiliate field when the address has no code', async () => {
    setup();
    expect(await screen.findByTestId('field-affiliateCode')).toBeTruthy();
  });

  it('hides the affiliate field when the server accepts the code from the address', async () => {
    const platform = setup({
      referralCode: 'AG01',
      routes: { 'GET /wps/agent/affiliate': () => ok({ accepted: true }) },
    });
    expect(await screen.findByTestId('referral-applied')).toBeTruthy();
    expect(screen.queryByTestId('field-affiliateCode')).toBeNull();
    const check = platform.calls.find((c) => c.path === '/wps/agent/affiliate');
    expect(check?.method).toBe('GET');
  });

  it('warns with a confirm button and keeps the field when the code from the address is wrong', async () => {
    setup({
      referralCode: 'NOPE',
      routes: { 'GET /wps/agent/affiliate': () => fail('INVITATION_CODE_INVALID') },
    });
    const dialog = await screen.findByTestId('notice-dialog');
    expect(dialog.textContent).toContain(en['error.INVITATION_CODE_INVALID']);
    fireEvent.click(screen.getByRole('button', { name: en['register.confirm'] }));
    await waitFor(() => expect(screen.queryByTestId('notice-dialog')).toBeNull());
    expect(screen.getByTestId('field-affiliateCode')).toBeTruthy();
  });
});
