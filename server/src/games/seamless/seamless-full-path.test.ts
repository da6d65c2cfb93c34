import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { SeamlessBetSchema, SeamlessWinSchema } from '../../../../contract/vendor/seamless.ts';
import { testDatabaseKinds } from '../../db/test-databases.ts';
import { seamlessBody as body, TEST_VENDOR, useSeamlessApp } from '../../../testing/seamless.ts';
import { placeBet } from './seamless-bet.ts';
import { payWin } from './seamless-win.ts';

// The service sends a bet or win that simply goes through down the one-statement path
// (seamless-fast.ts); the full path must give the same result on its own.
describe.each(testDatabaseKinds())('the full path of a bet and a win on %s', (kind) => {
  const t = useSeamlessApp(kind);

  it('takes a bet and pays its wins in one transaction each, like the fast path', async () => {
    const p = await t.player({ funds: 1_000 });
    const now = Date.now();
    const bet = v.parse(SeamlessBetSchema, body.bet(p, 'full-b1', 'full-r1', 400));
    const placed = await t.test.db.transaction((tx) => placeBet(tx, TEST_VENDOR, bet, now));
    expect(placed).toMatchObject({ status: 'OK', balance: 600, currency: 'USD' });
    const part = v.parse(
      SeamlessWinSchema,
      body.win(p, 'full-w1', 'full-r1', 100, { roundClosed: false }),
    );
    const paid = await t.test.db.transaction((tx) => payWin(tx, TEST_VENDOR, part, now));
    expect(paid).toMatchObject({ status: 'OK', balance: 700 });
    const last = v.parse(SeamlessWinSchema, body.win(p, 'full-w2', 'full-r1', 0));
    const closed = await t.test.db.transaction((tx) => payWin(tx, TEST_VENDOR, last, now));
    expect(closed).toMatchObject({ status: 'OK', balance: 700, platformTransactionId: null });
    expect(await t.bets(p)).toMatchObject([{ stake: 400, payout: 100, status: 'SETTLED' }]);
    // A replay through the service answers what the full path stored.
    expect((await t.send('bet', body.bet(p, 'full-b1', 'full-r1', 400))).answer).toEqual(placed);
    await t.expectSoundBooks();
  });
});
