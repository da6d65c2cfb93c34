// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, type Handler } from '../../testing/fake-platform.ts';
import { platformAnswering, renderInSite } from '../../testing/render-site.tsx';
import { groupSecret } from './authenticator-modal.tsx';
import SecondFactorForm from './second-factor-form.tsx';

const TICKET = 'T'.repeat(43);
const RESULT = {
  token: 'A'.repeat(43),
  account: 'ava001',
  nickname: 'ava001',
  customerId: '7',
  isAgent: 0,
  toUpline: false,
  memberLabel: [],
  firstTimeLogin: false,
  passwordExpired: false,
};

afterEach(() => cleanup());

function setup(routes: Record<string, Handler>, methods: ('totp' | 'sms' | 'email')[]) {
  const platform = platformAnswering(routes);
  const onSuccess = vi.fn();
  renderInSite(
    <SecondFactorForm
      challenge={{ ticket: TICKET, methods }}
      clientId="client-0001-abcdefgh"
      onSuccess={onSuccess}
    />,
  );
  return { platform, onSuccess };
}

const code = () => screen.getByTestId('second-factor-code') as HTMLInputElement;

describe('the second-factor screen (spec §2.6)', () => {
  it('offers the methods, takes a 6-digit code and logs in with it', async () => {
    const { platform, onSuccess } = setup({ 'POST /wps/session/login/verify': () => ok(RESULT) }, [
      'totp',
      'sms',
    ]);
    expect(screen.getByTestId('second-factor-method-totp')).toBeTruthy();
    expect(screen.getByTestId('second-factor-method-sms')).toBeTruthy();
    expect(code().getAttribute('inputmode')).toBe('numeric');
    expect(code().getAttribute('autocomplete')).toBe('one-time-code');
    expect(screen.queryByTestId('sms-send')).toBeNull();

    fireEvent.change(code(), { target: { value: '12ab' } });
    fireEvent.click(screen.getByTestId('second-factor-submit'));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(platform.calls).toHaveLength(0);

    fireEvent.change(code(), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('second-factor-submit'));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(RESULT));
    expect(platform.calls[0]?.body).toEqual({
      ticket: TICKET,
      clientId: 'client-0001-abcdefgh',
      method: 'totp',
      value: '123456',
    });
  });

  it('shows the SMS button for sms, and the attempts left after a wrong answer', async () => {
    setup(
      {
        'POST /wps/session/login/verify': () => fail('CODE_INVALID', { attemptsLeft: 3 }),
        'POST /wps/session/login/verify/sms': () => ok(null),
      },
      ['totp', 'sms'],
    );
    fireEvent.click(screen.getByTestId('second-factor-method-sms'));
    expect(screen.getByTestId('sms-send')).toBeTruthy();
    fireEvent.change(code(), { target: { value: '654321' } });
    fireEvent.click(screen.getByTestId('second-factor-submit'));
    expect((await screen.findByRole('alert')).textContent).toContain('3 attempts left.');
  });

  it('asks for the bound email as text', () => {
    setup({}, ['email']);
    expect(screen.queryByTestId('second-factor-method-email')).toBeNull();
    expect(code().getAttribute('inputmode')).toBeNull();
  });

  it('groups an authenticator key in fours', () => {
    expect(groupSecret('ABCDEFGHIJKLMNOPQR')).toBe('ABCD EFGH IJKL MNOP QR');
  });
});
