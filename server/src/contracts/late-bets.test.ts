import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../db/test-databases.ts';
import { findMemberById } from '../member/member-store.ts';
import { setPasswordCostForTests } from '../member/password.ts';
import { dailySalary } from '../../testing/contracts.ts';
import { newKey, useMoneyApp, type TestMember } from '../../testing/money.ts';
import { offerContract, respondToContract } from './contract-lifecycle.ts';
import { periodOf } from './periods.ts';
import { runSettlement } from './settlement.ts';

setPasswordCostForTests({ N: 2 ** 10, r: 8, p: 1 });

const DAY = 86_400_000;

describe.each(testDatabaseKinds())(
  'a bet that arrives after its period was settled, on %s',
  (kind) => {
    const t = useMoneyApp(kind);

    it('counts in the period it arrived in, never lost', async () => {
      const merchant = await t.merchant('aurora');
      const top = await t.member({ role: 1 });
      const sub = await t.member({ role: 2, upline: top });
      const player = await t.member({ upline: sub });
      await t.fund(top, 100_000);
      const memberOf = async (m: TestMember) => {
        const found = await findMemberById(t.test.db, m.id);
        if (!found) throw new Error('no member');
        return found;
      };
      const now = Date.now();
      const today = periodOf({ kind: 'DAILY_SALARY' }, merchant.utcOffsetMinutes, new Date(now));
      const twoDaysAgo = new Date(today.start.getTime() - 2 * DAY);
      const offered = await offerContract(
        t.test.db,
        merchant,
        await memberOf(top),
        { downline: sub.account, terms: dailySalary(300, 1_000), idempotencyKey: newKey() },
        twoDaysAgo,
      );
      await respondToContract(
        t.test.db,
        merchant,
        await memberOf(sub),
        { id: offered.id, action: 'ACCEPT' },
        twoDaysAgo,
      );
      // The two past days are settled with nothing to pay.
      await runSettlement(t.test.db, merchant, new Date(today.start.getTime() + 120_000));
      // A vendor's record of a round settled two days ago arrives only now.
      await t.test.db.query(
        `insert into bets (merchant_id, member_id, vendor, bet_ref, round_ref, game_code, category,
                         stake, valid_bet, payout, status, placed_at, settled_at)
       values ($1, $2, 'LATEV', 'late-1', 'late-1', 'g', 'RNG', 0, 1500, 0, 'SETTLED', $3, $3)`,
        [merchant.id, player.id, new Date(twoDaysAgo.getTime() + 3_600_000).toISOString()],
      );
      await runSettlement(t.test.db, merchant, new Date(today.end.getTime() + 120_000));
      const rows = await t.test.db.query<{ period_start: string; amount: number }>(
        'select period_start, amount from contract_payments where contract_id = $1 order by period_start',
        [offered.id],
      );
      expect(rows).toEqual([
        { period_start: twoDaysAgo.toISOString(), amount: 0 },
        { period_start: new Date(today.start.getTime() - DAY).toISOString(), amount: 0 },
        { period_start: today.start.toISOString(), amount: 300 },
      ]);
      expect((await t.funds(sub)).main).toBe(300);
    });
  },
);
