// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { openModalAtom } from '../../app/modals.ts';
import en from '../../i18n/dictionaries/en.json';
import th from '../../i18n/dictionaries/th.json';
import { translate, type Translate } from '../../i18n/i18n.tsx';
import { fail, ok, type Handler } from '../../testing/fake-platform.ts';
import { RULES } from '../../testing/register-fixtures.ts';
import { platformAnswering, renderInSite, storeSession } from '../../testing/render-site.tsx';
import ChangePasswordModal from './change-password-modal.tsx';
import { ForgotPassword } from './forgot-password.tsx';
import { checkForgotForm, checkPasswordForm } from './password-rules.ts';
import type { ValidationRule } from '../../../../contract/validation.ts';
import ResetPasswordPage from './reset-password-page.tsx';

const RULE: ValidationRule = RULES.password;
const t: Translate = (key, params) => translate(en, key, params);
const TOKEN = 'A'.repeat(43);

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

function setup(
  ui: React.ReactNode,
  routes: Record<string, Handler> = {},
  options: { path?: string; dictionary?: Record<string, string> } = {},
) {
  const platform = platformAnswering({
    'GET /wps/system/setting/register': () => ok({ fields: {}, rules: { password: RULE } }),
    ...routes,
  });
  const { store } = renderInSite(ui, options);
  return { platform, store };
}

const type = (name: string, value: string) =>
  fireEvent.change(screen.getByTestId(`field-${name}`), { target: { value } });

describe('the password rules of spec §5', () => {
  it('requires the old password, a new one within the rule and an equal confirmation', () => {
    expect(
      checkPasswordForm({ oldPassword: '', newPassword: '', confirmNewPassword: '' }, RULE, t),
    ).toEqual({
      oldPassword: 'Old password cannot be empty',
      newPassword: 'New password cannot be empty',
      confirmNewPassword: 'Confirm new password cannot be empty',
    });
    expect(
      checkPasswordForm(
        { oldPassword: 'Old12345', newPassword: 'abcdef', confirmNewPassword: 'abcdef' },
        RULE,
        t,
      ),
    ).toEqual({ newPassword: 'Use both letters and digits (6–20 characters)' });
    expect(
      checkPasswordForm(
        { oldPassword: 'Old12345', newPassword: 'New12345', confirmNewPassword: 'New123456' },
        RULE,
        t,
      ),
    ).toEqual({ confirmNewPassword: en['validation.mismatch'] });
    expect(
      checkPasswordForm(
        { oldPassword: 'Old12345', newPassword: 'Old12345', confirmNewPassword: 'Old12345' },
        RULE,
        t,
      ),
    ).toEqual({ newPassword: en['password.reused'] });
    expect(
      checkPasswordForm(
        { oldPassword: 'Old12345', newPassword: 'New12345', confirmNewPassword: 'New12345' },
        RULE,
        t,
      ),
    ).toEqual({});
  });

  it('checks the reset form without an old password, and without a rule leaves it to the platform', () => {
    expect(checkPasswordForm({ newPassword: 'x', confirmNewPassword: 'x' }, undefined, t)).toEqual(
      {},
    );
    expect(
      checkPasswordForm({ newPassword: 'x', confirmNewPassword: 'x' }, RULE, t),
    ).toHaveProperty('newPassword');
  });

  it('requires a username and a valid email to ask for a reset link', () => {
    expect(checkForgotForm({ username: ' ', email: '' }, t)).toEqual({
      username: 'Username cannot be empty',
      email: 'Email cannot be empty',
    });
    expect(checkForgotForm({ username: 'player01', email: 'nope' }, t)).toEqual({
      email: en['validation.email'],
    });
    expect(checkForgotForm({ username: 'player01', email: 'p@example.com' }, t)).toEqual({});
  });
});

describe('the change-password modal', () => {
  const session = () =>
    storeSession({ token: 'T'.repeat(43), nickname: 'Player', customerId: '7' });

  it('shows the account and says when the two inputs are inconsistent, sending nothing', async () => {
    session();
    const { platform } = setup(<ChangePasswordModal onClose={() => undefined} />);
    expect(screen.getByTestId('password-account').textContent).toContain('player01');
    type('oldPassword', 'Old12345');
    type('newPassword', 'New12345');
    type('confirmNewPassword', 'New54321');
    fireEvent.click(screen.getByTestId('password-submit'));
    expect(await screen.findByText(en['validation.mismatch'])).toBeTruthy();
    expect(platform.calls.some((c) => c.path === '/wps/member/password')).toBe(false);
  });

  it('shows a wrong old password under its field, then confirms a change', async () => {
    session();
    let answer = fail('BAD_CREDENTIALS');
    const { platform, store } = setup(<ChangePasswordModal onClose={() => undefined} />, {
      'POST /wps/member/password': () => answer,
    });
    type('oldPassword', 'Wrong123');
    type('newPassword', 'New12345');
    type('confirmNewPassword', 'New12345');
    fireEvent.click(screen.getByTestId('password-submit'));
    expect(await screen.findByText(en['password.oldWrong'])).toBeTruthy();
    answer = ok(null);
    fireEvent.click(screen.getByTestId('password-submit'));
    await waitFor(() => expect(store.get(openModalAtom)).toMatchObject({ id: 'notice' }));
    expect(platform.calls.filter((c) => c.path === '/wps/member/password').at(-1)?.body).toEqual({
      oldPassword: 'Wrong123',
      newPassword: 'New12345',
      confirmNewPassword: 'New12345',
    });
  });

  it('explains a forced change, and closing it signs out', async () => {
    session();
    const { platform } = setup(<ChangePasswordModal onClose={() => undefined} forced />, {
      'DELETE /wps/session/logout': () => ok(null),
    });
    expect(screen.getByTestId('password-forced').textContent).toBe(en['password.forcedBody']);
    fireEvent.click(screen.getByLabelText(en['notice.close']));
    await waitFor(() => expect(sessionStorage.getItem('token')).toBeNull());
    expect(platform.calls.some((c) => c.path === '/wps/session/logout')).toBe(true);
  });
});

describe('the forgot-password form', () => {
  it('checks the fields, sends them form-encoded and says the link is on its way', async () => {
    const { platform } = setup(<ForgotPassword onBack={() => undefined} />, {
      'POST /wps/member/password/email': () => ok({ sent: true }),
    });
    fireEvent.click(screen.getByTestId('forgot-submit'));
    expect(screen.getByText('Username cannot be empty')).toBeTruthy();
    type('username', 'player01');
    type('email', 'nope');
    fireEvent.click(screen.getByTestId('forgot-submit'));
    expect(screen.getByText(en['validation.email'])).toBeTruthy();
    type('email', 'p@example.com');
    fireEvent.click(screen.getByTestId('forgot-submit'));
    expect((await screen.findByTestId('forgot-sent')).textContent).toBe(en['forgot.sent']);
    const sent = platform.calls.find((c) => c.path === '/wps/member/password/email');
    expect(sent?.body).toEqual({ username: 'player01', email: 'p@example.com' });
    expect(sent?.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
  });

  it('shows only the failure message when the platform refuses', async () => {
    setup(<ForgotPassword onBack={() => undefined} />, {
      'POST /wps/member/password/email': () => fail('TOO_MANY_REQUESTS'),
    });
    type('username', 'player01');
    type('email', 'p@example.com');
    fireEvent.click(screen.getByTestId('forgot-submit'));
    expect(await screen.findByText(en['error.TOO_MANY_REQUESTS'])).toBeTruthy();
    expect(screen.queryByTestId('forgot-sent')).toBeNull();
  });
});

describe('the /resetPassword page', () => {
  it('says so when the link has no usable token', () => {
    setup(<ResetPasswordPage titleKey="page.resetPassword" />, {}, { path: '/resetPassword' });
    expect(screen.getByTestId('reset-missing').textContent).toBe(en['reset.missing']);
  });

  it('checks the pair in the visitor’s language, resets, ends the session and opens the login', async () => {
    sessionStorage.setItem('token', 'T'.repeat(43));
    sessionStorage.setItem('account', 'player01');
    const { platform, store } = setup(
      <ResetPasswordPage titleKey="page.resetPassword" />,
      { 'POST /wps/member/password/reset': () => ok({ account: 'player01' }) },
      { path: `/resetPassword?token=${TOKEN}`, dictionary: th },
    );
    type('newPassword', 'Reset123');
    type('confirmNewPassword', 'Reset124');
    fireEvent.click(screen.getByTestId('reset-submit'));
    expect(await screen.findByText(th['validation.mismatch'])).toBeTruthy();
    type('confirmNewPassword', 'Reset123');
    fireEvent.click(screen.getByTestId('reset-submit'));
    expect((await screen.findByTestId('reset-done')).textContent).toContain(th['reset.done']);
    expect(platform.calls.find((c) => c.path === '/wps/member/password/reset')?.body).toEqual({
      token: TOKEN,
      newPassword: 'Reset123',
      confirmNewPassword: 'Reset123',
    });
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(store.get(openModalAtom)).toEqual({ id: 'loginModal' });
  });
});
