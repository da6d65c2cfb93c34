import { useCallback } from 'react';
import type { LoginResult } from '../../../../contract/session.ts';
import { useOpenModal } from '../../app/modals.ts';

/**
 * What follows a login: the popup closes (spec §2.3), and when the password must change
 * (spec §4: expired with FORCEPWDCHANGE on, or still the known default; the platform never
 * flags SMS or free-play logins) the change-password modal takes its place; the login
 * completes with the change.
 */
export function useAfterLogin() {
  const openModal = useOpenModal();
  return useCallback(
    (result: LoginResult) => {
      openModal(result.passwordExpired ? { id: 'changePasswordModal', forced: true } : null);
    },
    [openModal],
  );
}
