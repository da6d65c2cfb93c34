import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SeamlessEvent } from '../../../../contract/vendor/seamless.ts';
import { testDatabaseKinds } from '../../db/test-databases.ts';
import { checkLedger } from '../../ledger/invariants.ts';
import {
  seamlessBody as body,
  useSeamlessApp,
  type SeamlessPlayer,
} from '../../../testing/seamless.ts';

/** One round as a vendor plays it: its bets, then a win, a rollback of one bet, or nothing. */
const roundPlan = fc.record({
  player: fc.integer({ min: 0, max: 1 }),
  stakes: fc.array(fc.integer({ min: 1, max: 400 }), { minLength: 1, maxLength: 3 }),
  end: fc.oneof(
    fc.record({ kind: fc.constant('win' as const), amount: fc.integer({ min: 0, max: 900 }) }),
    fc.record({ kind: fc.constant('rollback' as const), bet: fc.integer({ min: 0, max: 2 }) }),
    fc.record({ kind: fc.constant('open' as const) }),
  ),
});

const scenario = fc.record({
  rounds: fc.array(roundPlan, { minLength: 1, maxLength: 6 }),
  /** How the calls are reordered, which are sent twice, and how many go at once. */
  order: fc.array(fc.nat(), { minLength: 40, maxLength: 40 }),
  twice: fc.array(fc.boolean(), { minLength: 40, maxLength: 40 }),
  batch: fc.integer({ min: 2, max: 8 }),
});

const FUNDS = 1_000;
let run = 0;

describe.each(testDatabaseKinds())('seamless calls in any order on %s', (kind) => {
  const t = useSeamlessApp(kind);

  it('keeps the books sound and the bets in step with the wallets', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async ({ rounds, order, twice, batch }) => {
        run += 1;
        const players: SeamlessPlayer[] = [
          await t.player({ funds: FUNDS }),
          await t.player({ funds: FUNDS }),
        ];
        const calls: { event: SeamlessEvent; body: unknown }[] = [];
        rounds.forEach((plan, r) => {
          const p = players[plan.player] as SeamlessPlayer;
          const round = `p${run}-r${r}`;
          const bets = plan.stakes.map((_, b) => `p${run}-r${r}-b${b}`);
          plan.stakes.forEach((stake, b) => {
            calls.push({ event: 'bet', body: body.bet(p, bets[b] as string, round, stake) });
          });
          if (plan.end.kind === 'win') {
            calls.push({ event: 'win', body: body.win(p, `${round}-w`, round, plan.end.amount) });
          } else if (plan.end.kind === 'rollback') {
            const bet = bets[plan.end.bet % bets.length] as string;
            calls.push({ event: 'rollback', body: body.rollback(p, `${round}-rb`, round, bet) });
          }
        });
        // Reorder by the drawn keys, and send some calls twice (a vendor's retries).
        const sent = calls
          .map((call, i) => ({ call, key: order[i % order.length] ?? 0 }))
          .sort((a, b) => a.key - b.key)
          .flatMap(({ call }, i) => (twice[i % twice.length] ? [call, call] : [call]));
        for (let i = 0; i < sent.length; i += batch) {
          const answers = await Promise.all(
            sent.slice(i, i + batch).map((call) => t.send(call.event, call.body)),
          );
          for (const a of answers) expect(a.status).toBe(200);
        }
        expect(await checkLedger(t.test.db)).toEqual([]);
        for (const p of players) {
          const bets = await t.bets(p);
          const kept = bets.filter((b) => b.status !== 'ROLLED_BACK');
          const net = kept.reduce((sum, b) => sum + b.payout - b.stake, 0);
          expect(await t.balance(p)).toBe(FUNDS + net);
          expect(await t.balance(p)).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: kind === 'pglite' ? 6 : 10 },
    );
  });
});
