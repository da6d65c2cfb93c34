import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../db/test-databases.ts';
import { setPasswordCostForTests } from '../member/password.ts';
import { guessBurst } from '../../testing/guess-burst.ts';
import { newKey, useMoneyApp } from '../../testing/money.ts';
import { FUND_PASSWORD_TRIES } from './fund-password.ts';
import { memberTransfer } from '../../../contract/wallet.ts';

// A cheap scrypt for the login password and any fund password stored the old way: what is
// measured here is how many fund passwords a burst gets checked, not how long each takes.
setPasswordCostForTests({ N: 2 ** 10, r: 8, p: 1 });

const PIN = '246810';

describe.each(testDatabaseKinds())('a burst of fund passwords on %s', (kind) => {
  const t = useMoneyApp(kind);

  it('checks no more fund passwords than the limit: 40 wrong and the right one at once', async () => {
    const agent = await t.member({ role: 1 });
    const player = await t.member({ upline: agent, fundPassword: PIN });
    await t.fund(player, 10_000);
    const { checked, succeeded: moved } = await guessBurst('fund-password', (right) =>
      t.call(
        memberTransfer,
        {
          direction: 'UPLINE',
          amount: 100,
          fundPassword: right ? PIN : '000000',
          idempotencyKey: newKey(),
        },
        { token: player.token },
      ),
    );
    console.log(
      `fund password burst on ${kind}: 40 wrong + 1 right, ${checked} fund passwords checked ` +
        `(limit ${FUND_PASSWORD_TRIES}), ${moved} transfer made`,
    );
    expect(checked).toBeLessThanOrEqual(FUND_PASSWORD_TRIES);
    expect((await t.funds(agent)).main).toBe(moved * 100);
  });
});
