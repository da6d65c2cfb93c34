import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../db/test-databases.ts';
import { findMemberById } from '../member/member-store.ts';
import { setPasswordCostForTests } from '../member/password.ts';
import { settledBet } from '../../testing/contracts.ts';
import { newKey, useMoneyApp, type TestMember } from '../../testing/money.ts';
import { offerContract, respondToContract } from './contract-lifecycle.ts';
import { runSettlement, SETTLE_GRACE_MS } from './settlement.ts';

setPasswordCostForTests({ N: 2 ** 10, r: 8, p: 1 });

const HOUR = 3_600_000;

describe.each(testDatabaseKinds())('an hourly salary on %s', (kind) => {
  const t = useMoneyApp(kind);

  it('counts only the hours of the day the contract was in force', async () => {
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
    const day = Date.UTC(2026, 9, 12) - merchant.utcOffsetMinutes * 60_000;
    // Signed at 20:00: hours 20–23 exist for it. A tier asking for no bets pays each of them.
    const signed = new Date(day + 20 * HOUR);
    const terms = {
      kind: 'HOURLY_SALARY' as const,
      hours: 24,
      tiers: [
        { minValidBet: 0, minActive: 0, amount: 100 },
        { minValidBet: 2_000, minActive: 1, amount: 700 },
      ],
    };
    const offered = await offerContract(
      t.test.db,
      merchant,
      await memberOf(top),
      { downline: sub.account, terms, idempotencyKey: newKey() },
      signed,
    );
    await respondToContract(
      t.test.db,
      merchant,
      await memberOf(sub),
      { id: offered.id, action: 'ACCEPT' },
      signed,
    );
    const bet = (hour: number, stake: number) =>
      settledBet(t.test.db, {
        merchantId: merchant.id,
        memberId: player.id,
        stake,
        payout: 0,
        at: new Date(day + hour * HOUR + 60_000),
      });
    await bet(10, 9_000); // before signing: not counted
    await bet(21, 2_500);
    await runSettlement(t.test.db, merchant, new Date(day + 24 * HOUR + SETTLE_GRACE_MS));
    const [row] = await t.test.db.query<{ amount: number; basis: unknown }>(
      'select amount, basis from contract_payments where contract_id = $1',
      [offered.id],
    );
    expect(row).toEqual({
      amount: 700 + 3 * 100,
      basis: {
        validBet: 2_500,
        teamLoss: 2_500,
        activeMembers: 1,
        qualifyingHours: 4,
        countedHours: 4,
      },
    });
  });
});
