import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../db/test-databases.ts';
import { seamlessBody as body, useSeamlessApp } from '../../../testing/seamless.ts';

let seq = 0;
const id = (prefix: string) => `${prefix}-c${Date.now().toString(36)}-${(seq += 1)}`;

describe.each(testDatabaseKinds())('seamless calls at the same time on %s', (kind) => {
  const t = useSeamlessApp(kind);

  it('lets exactly the affordable bets of one wallet through, never below zero', async () => {
    const p = await t.player({ funds: 1_000 });
    const answers = await Promise.all(
      Array.from({ length: 16 }, () => t.send('bet', body.bet(p, id('b'), id('r'), 150))),
    );
    const statuses = answers.map((a) => a.answer.status).sort();
    expect(statuses.filter((s) => s === 'OK')).toHaveLength(6);
    expect(statuses.filter((s) => s === 'INSUFFICIENT_FUNDS')).toHaveLength(10);
    expect(await t.balance(p)).toBe(100);
    expect(await t.bets(p)).toHaveLength(6);
    for (const a of answers) expect(a.answer.balance).toBeGreaterThanOrEqual(0);
    await t.expectSoundBooks();
  });

  it('posts a transaction id racing itself once, and answers every copy alike', async () => {
    const p = await t.player({ funds: 1_000 });
    const round = id('r');
    const bet = body.bet(p, id('b'), round, 100);
    const bets = await Promise.all(Array.from({ length: 8 }, () => t.send('bet', bet)));
    for (const a of bets) expect(a.answer).toEqual(bets[0]?.answer);
    const win = body.win(p, id('w'), round, 300);
    const wins = await Promise.all(Array.from({ length: 8 }, () => t.send('win', win)));
    for (const a of wins) expect(a.answer).toEqual(wins[0]?.answer);
    expect(await t.balance(p)).toBe(1_200);
    expect(await t.bets(p)).toMatchObject([{ stake: 100, payout: 300, status: 'SETTLED' }]);
    await t.expectSoundBooks();
  });

  it('gives back every stake whichever of a bet and its rollback comes first', async () => {
    const p = await t.player({ funds: 1_000 });
    const pairs = Array.from({ length: 8 }, () => ({ tx: id('b'), round: id('r') }));
    const answers = await Promise.all(
      pairs.flatMap(({ tx, round }) => [
        t.send('bet', body.bet(p, tx, round, 100)),
        t.send('rollback', body.rollback(p, id('rb'), round, tx)),
      ]),
    );
    for (const [i, a] of answers.entries()) {
      const allowed = i % 2 === 0 ? ['OK', 'BET_ROLLED_BACK'] : ['OK'];
      expect(allowed).toContain(a.answer.status);
    }
    expect(await t.balance(p)).toBe(1_000);
    for (const bet of await t.bets(p)) expect(bet.status).toBe('ROLLED_BACK');
    await t.expectSoundBooks();
  });

  it('lets a win and a rollback of one bet settle it one way only', async () => {
    const p = await t.player({ funds: 1_000 });
    const rounds = Array.from({ length: 6 }, () => ({ tx: id('b'), round: id('r') }));
    for (const { tx, round } of rounds) await t.send('bet', body.bet(p, tx, round, 100));
    const answers = await Promise.all(
      rounds.map(({ tx, round }) =>
        Promise.all([
          t.send('win', body.win(p, id('w'), round, 250)),
          t.send('rollback', body.rollback(p, id('rb'), round, tx)),
        ]),
      ),
    );
    let expected = 400;
    for (const [win, rollback] of answers) {
      const settled = win.answer.status === 'OK';
      expect(rollback.answer.status).toBe(settled ? 'ROUND_SETTLED' : 'OK');
      if (!settled) expect(win.answer.status).toBe('BET_ROLLED_BACK');
      expected += settled ? 250 : 100;
    }
    expect(await t.balance(p)).toBe(expected);
    await t.expectSoundBooks();
  });
});
