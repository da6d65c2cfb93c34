import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../db/test-databases.ts';
import { hashPassword } from '../member/password.ts';
import { guessBurst } from '../../testing/guess-burst.ts';
import { useApp } from '../../testing/lifecycle.ts';
import { LOGIN_PASSWORD, openMoneyApp } from '../../testing/money.ts';
import { CHANGE_FAILURES_PER_ACCOUNT_HOUR } from './password-service.ts';
import { changePassword } from '../../../contract/password.ts';

// Production scrypt cost, as a real change password pays it.
describe.each(testDatabaseKinds())('a burst of password changes on %s', (kind) => {
  const t = useApp(() => openMoneyApp(kind));

  it('checks no more old passwords than the limit: 40 wrong and the right one at once', async () => {
    const member = await t.member();
    await t.test.db.query('update members set password_hash = $2 where id = $1', [
      member.id,
      await hashPassword(LOGIN_PASSWORD),
    ]);
    const { checked, succeeded: changed } = await guessBurst('change-password', (right, i) =>
      t.call(
        changePassword,
        {
          oldPassword: right ? LOGIN_PASSWORD : `Wrong${i}xyz`,
          newPassword: 'Better456',
          confirmNewPassword: 'Better456',
        },
        { token: member.token },
      ),
    );
    console.log(
      `change password burst on ${kind}: 40 wrong + 1 right, ${checked} old passwords checked ` +
        `(limit ${CHANGE_FAILURES_PER_ACCOUNT_HOUR}), ${changed} change made`,
    );
    expect(checked).toBeLessThanOrEqual(CHANGE_FAILURES_PER_ACCOUNT_HOUR);
  }, 300_000);
});
