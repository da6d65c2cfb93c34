import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../db/test-databases.ts';
import { secretChecks } from '../limits/secret-checks.ts';
import { hashPassword } from '../member/password.ts';
import { LOGIN_PASSWORD, openMoneyApp, type MoneyApp } from '../../testing/money.ts';
import { CHANGE_FAILURES_PER_ACCOUNT_HOUR } from './password-service.ts';
import { changePassword } from '../../../contract/password.ts';

// Production scrypt cost, as a real change password pays it.
describe.each(testDatabaseKinds())('a burst of password changes on %s', (kind) => {
  let t: MoneyApp;

  beforeAll(async () => {
    t = await openMoneyApp(kind);
  });
  afterAll(async () => {
    await t.dispose();
  });

  it('checks no more old passwords than the limit: 40 wrong and the right one at once', async () => {
    const member = await t.member();
    await t.test.db.query('update members set password_hash = $2 where id = $1', [
      member.id,
      await hashPassword(LOGIN_PASSWORD),
    ]);
    const change = (oldPassword: string) =>
      t.call(
        changePassword,
        { oldPassword, newPassword: 'Better456', confirmNewPassword: 'Better456' },
        { token: member.token },
      );
    const before = secretChecks('change-password');
    const answers = await Promise.all(
      Array.from({ length: 41 }, (_, i) => change(i === 20 ? LOGIN_PASSWORD : `Wrong${i}xyz`)),
    );
    const checked = secretChecks('change-password') - before;
    const changed = answers.filter((a) => a.body.success).length;
    console.log(
      `change password burst on ${kind}: 40 wrong + 1 right, ${checked} old passwords checked ` +
        `(limit ${CHANGE_FAILURES_PER_ACCOUNT_HOUR}), ${changed} change made`,
    );
    expect(checked).toBeLessThanOrEqual(CHANGE_FAILURES_PER_ACCOUNT_HOUR);
  }, 300_000);
});
