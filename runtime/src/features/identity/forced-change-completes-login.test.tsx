// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { walletBalance } from '../../../../contract/wallet.ts';
import { useQuery } from '../../app/api/query.ts';
import { fail, ok } from '../../testing/fake-platform.ts';
import { platformAnswering, renderInSite, storeSession } from '../../testing/render-site.tsx';
import ChangePasswordModal from './change-password-modal.tsx';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

/** Stands in for the header's balance pill: the same read, shown as text. */
function Balance() {
  const { value, failure } = useQuery(walletBalance, {}, { tags: ['balance'] });
  return (
    <output data-testid="balance">{value ? String(value.sum) : (failure?.code ?? '…')}</output>
  );
}

const type = (name: string, value: string) =>
  fireEvent.change(screen.getByTestId(`field-${name}`), { target: { value } });

describe('a forced password change', () => {
  it('completes the login, so the balance refused before it is read again', async () => {
    storeSession({ account: 'agent01', role: 1, token: 'T'.repeat(43) });
    let changed = false;
    platformAnswering(
      {
        'GET /wps/system/setting/register': () => ok({ fields: {}, rules: {} }),
        // Spec §4: until the change the platform refuses the token everything else.
        'GET /wps/v2/wallets/balance': () =>
          changed
            ? ok({ currency: { code: 'USD', minorUnits: 2 }, main: 125, sum: 125 })
            : fail('OPERATION_NOT_ALLOWED', { passwordExpired: true }),
        'POST /wps/member/password': () => {
          changed = true;
          return ok(null);
        },
      },
      'token',
    );
    renderInSite(
      <>
        <Balance />
        <ChangePasswordModal onClose={() => undefined} forced />
      </>,
    );
    await waitFor(() =>
      expect(screen.getByTestId('balance').textContent).toBe('OPERATION_NOT_ALLOWED'),
    );
    type('oldPassword', 'Agent123');
    type('newPassword', 'Agent4567');
    type('confirmNewPassword', 'Agent4567');
    fireEvent.click(screen.getByTestId('password-submit'));
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('125'));
  });
});
