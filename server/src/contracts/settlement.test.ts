import { describe, expect, it } from 'vitest';
import {
  contractPayments,
  type Contract,
  type ContractTerms,
} from '../../../contract/agent-contracts.ts';
import { memberTransfer } from '../../../contract/wallet.ts';
import { openDatabase } from '../db/open-database.ts';
import { testDatabaseKinds } from '../db/test-databases.ts';
import { findMemberById } from '../member/member-store.ts';
import { setPasswordCostForTests } from '../member/password.ts';
import type { Merchant } from '../merchant/merchant-store.ts';
import { settledBet } from '../../testing/contracts.ts';
import { valueOf } from '../../testing/identity.ts';
import { newKey, useMoneyApp, type TestMember } from '../../testing/money.ts';
import { offerContract, offerHouseContract, respondToContract } from './contract-lifecycle.ts';
import { runSettlement, SETTLE_GRACE_MS } from './settlement.ts';

setPasswordCostForTests({ N: 2 ** 10, r: 8, p: 1 });

const PIN = '135790';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const SALARY: ContractTerms = {
  kind: 'DAILY_SALARY',
  tiers: [
    { minValidBet: 1_000, minActive: 1, amount: 500 },
    { minValidBet: 4_000, minActive: 2, amount: 2_000 },
  ],
};

interface PaymentRow {
  period_label: string;
  status: string;
  amount: number;
  basis: unknown;
  tier: unknown;
}

describe.each(testDatabaseKinds())('contract settlement on %s', (kind) => {
  const t = useMoneyApp(kind);
  const db = () => t.test.db;

  /** Midnight (brand clock) of 2026-10-<day>, as an instant. */
  const dayStart = (merchant: Merchant, day: number) =>
    new Date(Date.UTC(2026, 9, day) - merchant.utcOffsetMinutes * 60_000);

  /** top (role 1) → sub (role 2) → two players; a daily salary signed before day 5. */
  const setup = async (options: { fundTop?: number } = {}) => {
    const merchant = await t.merchant('aurora');
    const top = await t.member({ role: 1, fundPassword: PIN });
    const sub = await t.member({ role: 2, upline: top, fundPassword: PIN });
    const p1 = await t.member({ upline: sub });
    const p2 = await t.member({ upline: sub });
    if (options.fundTop) await t.fund(top, options.fundTop);
    const day5 = dayStart(merchant, 5);
    const before = new Date(day5.getTime() - HOUR);
    const member = async (m: TestMember) => {
      const found = await findMemberById(db(), m.id);
      if (!found) throw new Error('no member');
      return found;
    };
    const offered = await offerContract(
      db(),
      merchant,
      await member(top),
      { downline: sub.account, terms: SALARY, idempotencyKey: newKey() },
      before,
    );
    const contract = await respondToContract(
      db(),
      merchant,
      await member(sub),
      { id: offered.id, action: 'ACCEPT' },
      before,
    );
    const bet = (m: TestMember, stake: number, payout: number, at: Date, demo = false) =>
      settledBet(db(), { merchantId: merchant.id, memberId: m.id, stake, payout, at, demo });
    return { merchant, top, sub, p1, p2, day5, contract, bet, member };
  };
  const paymentsOf = (contract: Pick<Contract, 'id'>) =>
    db().query<PaymentRow>(
      `select period_label, status, amount, basis, tier from contract_payments
        where contract_id = $1 order by period_start`,
      [contract.id],
    );
  const main = async (m: TestMember) => (await t.funds(m)).main;

  it('pays a daily salary the next day from the upline wallet, with the figures that explain it', async () => {
    const s = await setup({ fundTop: 100_000 });
    const outsider = await t.member();
    await s.bet(s.p1, 3_000, 1_000, new Date(s.day5.getTime() + 2 * HOUR));
    await s.bet(s.p2, 2_000, 0, new Date(s.day5.getTime() + 20 * HOUR));
    await s.bet(s.p2, 50_000, 0, new Date(s.day5.getTime() + 3 * HOUR), true);
    await s.bet(outsider, 90_000, 0, new Date(s.day5.getTime() + 3 * HOUR));
    const day6 = new Date(s.day5.getTime() + DAY);
    await s.bet(s.p1, 7_000, 0, day6);

    // Signed an hour before day 5: day 4 is settled (nothing), day 5 waits for its grace.
    await runSettlement(db(), s.merchant, new Date(day6.getTime() + 1_000));
    expect(await paymentsOf(s.contract)).toHaveLength(1);
    const paidAt = new Date(day6.getTime() + SETTLE_GRACE_MS);
    await runSettlement(db(), s.merchant, paidAt);
    const [day4, day5] = await paymentsOf(s.contract);
    expect(day4).toMatchObject({ period_label: '2026-10-04', status: 'NOTHING_DUE', amount: 0 });
    expect(day5).toEqual({
      period_label: '2026-10-05',
      status: 'PAID',
      amount: 2_000,
      basis: { validBet: 5_000, teamLoss: 4_000, activeMembers: 2 },
      tier: { index: 1, minValidBet: 4_000, minActive: 2, amount: 2_000 },
    });
    expect(await main(s.top)).toBe(98_000);
    expect(await main(s.sub)).toBe(2_000);

    // Run again: nothing more is due and nothing moves.
    await runSettlement(db(), s.merchant, paidAt);
    expect(await paymentsOf(s.contract)).toHaveLength(2);
    expect(await main(s.top)).toBe(98_000);

    const income = (m: TestMember) =>
      t.call(
        contractPayments,
        { from: '2026-10-01', to: '2026-12-31', page: 1, pageSize: 10 },
        { token: m.token },
      );
    const mine = valueOf<{ totals: unknown; items: { direction: string; amount: number }[] }>(
      await income(s.sub),
    );
    expect(mine.totals).toEqual({ received: 2_000, paid: 0, owed: 0 });
    expect(mine.items.map((p) => [p.direction, p.amount])).toEqual([
      ['IN', 2_000],
      ['IN', 0],
    ]);
    const theirs = valueOf<{ totals: unknown }>(await income(s.top));
    expect(theirs.totals).toEqual({ received: 0, paid: 2_000, owed: 0 });
    expect((await income(outsider)).body).toMatchObject({ success: false, code: 'NOT_AN_AGENT' });
  });

  it('pays each period once however many runners race for it', async () => {
    const s = await setup({ fundTop: 100_000 });
    await s.bet(s.p1, 3_000, 0, new Date(s.day5.getTime() + HOUR));
    const at = new Date(s.day5.getTime() + 3 * DAY);
    const second =
      kind === 'postgres'
        ? await openDatabase({ databaseUrl: t.test.databaseUrl, dataDir: '' })
        : db();
    try {
      await Promise.all([
        runSettlement(db(), s.merchant, at),
        runSettlement(second, s.merchant, at),
        runSettlement(db(), s.merchant, at),
        runSettlement(second, s.merchant, at),
      ]);
    } finally {
      if (second !== db()) await second.close();
    }
    const rows = await paymentsOf(s.contract);
    expect(rows.map((r) => [r.period_label, r.status])).toEqual([
      ['2026-10-04', 'NOTHING_DUE'],
      ['2026-10-05', 'PAID'],
      ['2026-10-06', 'NOTHING_DUE'],
    ]);
    const postings = await db().query(
      `select 1 from ledger_transactions t join contract_payments p on 'CP' || p.id = t.reference
        where p.contract_id = $1`,
      [s.contract.id],
    );
    expect(postings).toHaveLength(1);
    expect(await main(s.sub)).toBe(500);
    expect(await main(s.top)).toBe(99_500);
  });

  it('counts a bet settled after its window closed in the window it settled in', async () => {
    const s = await setup({ fundTop: 100_000 });
    const day6 = new Date(s.day5.getTime() + DAY);
    await s.bet(s.p1, 1_000, 0, new Date(s.day5.getTime() + HOUR));
    await runSettlement(db(), s.merchant, new Date(day6.getTime() + 2 * SETTLE_GRACE_MS));
    expect(await paymentsOf(s.contract)).toHaveLength(2);
    // Settled 30 seconds into day 6 (its round began on day 5): it lands in day 6.
    await s.bet(s.p2, 1_500, 0, new Date(day6.getTime() + 30_000));
    await runSettlement(db(), s.merchant, new Date(day6.getTime() + DAY + SETTLE_GRACE_MS));
    const rows = await paymentsOf(s.contract);
    expect(rows.map((r) => [r.period_label, r.amount, r.basis])).toEqual([
      ['2026-10-04', 0, { validBet: 0, teamLoss: 0, activeMembers: 0 }],
      ['2026-10-05', 500, { validBet: 1_000, teamLoss: 1_000, activeMembers: 1 }],
      ['2026-10-06', 500, { validBet: 1_500, teamLoss: 1_500, activeMembers: 1 }],
    ]);
  });

  it('freezes an upline that cannot pay, refuses its transfers, and pays its debts oldest first', async () => {
    const s = await setup();
    const send = () =>
      t.call(
        memberTransfer,
        {
          direction: 'DOWNLINE',
          account: s.sub.account,
          amount: 1,
          fundPassword: PIN,
          idempotencyKey: newKey(),
        },
        { token: s.top.token },
      );
    await s.bet(s.p1, 1_000, 0, new Date(s.day5.getTime() + HOUR));
    await s.bet(s.p1, 5_000, 0, new Date(s.day5.getTime() + DAY + HOUR));
    await s.bet(s.p2, 1_000, 0, new Date(s.day5.getTime() + DAY + HOUR));
    const at = new Date(s.day5.getTime() + 2 * DAY + SETTLE_GRACE_MS);
    await runSettlement(db(), s.merchant, at);
    const status = async () => (await paymentsOf(s.contract)).map((r) => [r.amount, r.status]);
    expect(await status()).toEqual([
      [0, 'NOTHING_DUE'],
      [500, 'OWED'],
      [2_000, 'OWED'],
    ]);
    const frozen = async () =>
      (
        await db().query<{ f: boolean }>(
          'select frozen_at is not null as f from members where id = $1',
          [s.top.id],
        )
      )[0]?.f;
    expect(await frozen()).toBe(true);
    await t.fund(s.top, 1_000);
    expect((await send()).body).toMatchObject({ success: false, code: 'ACCOUNT_FROZEN' });
    expect(await main(s.top)).toBe(1_000);

    // 1 000 covers the oldest debt (500) but not the next (2 000): still frozen.
    await runSettlement(db(), s.merchant, at);
    expect(await status()).toEqual([
      [0, 'NOTHING_DUE'],
      [500, 'PAID'],
      [2_000, 'OWED'],
    ]);
    expect(await frozen()).toBe(true);
    await t.fund(s.top, 2_000);
    await runSettlement(db(), s.merchant, at);
    expect((await status()).map(([, st]) => st)).toEqual(['NOTHING_DUE', 'PAID', 'PAID']);
    expect(await frozen()).toBe(false);
    expect(await main(s.top)).toBe(500);
    expect(await main(s.sub)).toBe(2_500);
    expect((await send()).body.success).toBe(true);
  });

  it('still settles the period a termination was asked in, then ends the contract', async () => {
    const s = await setup({ fundTop: 10_000 });
    await s.bet(s.p1, 1_000, 0, new Date(s.day5.getTime() + HOUR));
    const asked = await respondToContract(
      db(),
      s.merchant,
      await s.member(s.top),
      { id: s.contract.id, action: 'TERMINATE' },
      new Date(s.day5.getTime() + 2 * HOUR),
    );
    expect(asked.status).toBe('TERMINATING');
    await s.bet(s.p1, 1_000, 0, new Date(s.day5.getTime() + DAY + HOUR));
    await runSettlement(db(), s.merchant, new Date(s.day5.getTime() + 3 * DAY));
    expect((await paymentsOf(s.contract)).map((r) => [r.period_label, r.amount])).toEqual([
      ['2026-10-04', 0],
      ['2026-10-05', 500],
    ]);
    const [row] = await db().query<{ status: string; end_reason: string; ended_at: string }>(
      'select status, end_reason, ended_at from agent_contracts where id = $1',
      [s.contract.id],
    );
    expect(row).toEqual({
      status: 'TERMINATED',
      end_reason: 'PERIOD_ENDED',
      ended_at: new Date(s.day5.getTime() + DAY).toISOString(),
    });
  });

  it('pays a top-level agent its house contract from the house', async () => {
    const merchant = await t.merchant('aurora');
    const top = await t.member({ role: 1 });
    const player = await t.member({ upline: top });
    const day5 = dayStart(merchant, 5);
    const offered = await offerHouseContract(
      db(),
      merchant,
      {
        account: top.account,
        terms: { kind: 'REALTIME_SALARY', winRateBp: 50, lossRateBp: 80, periodBet: 1_000_000 },
      },
      day5,
    );
    const topMember = await findMemberById(db(), top.id);
    if (!topMember) throw new Error('no member');
    await respondToContract(db(), merchant, topMember, { id: offered.id, action: 'ACCEPT' }, day5);
    // The explanation line: valid bet 1,234,000 ≥ 1,000,000, the team lost → 0.8 %.
    await settledBet(db(), {
      merchantId: merchant.id,
      memberId: player.id,
      stake: 1_234_000,
      payout: 0,
      at: new Date(day5.getTime() + 60_000),
    });
    const houseBefore = await houseBalance(merchant.id);
    await runSettlement(db(), merchant, new Date(day5.getTime() + 10 * 60_000));
    const rows = await paymentsOf(offered);
    expect(rows.map((r) => [r.period_label, r.amount, r.status])).toEqual([
      ['2026-10-05 00:00–00:05', 9_872, 'PAID'],
    ]);
    expect(await main(top)).toBe(9_872);
    expect((await houseBalance(merchant.id)) - houseBefore).toBe(-9_872);
  });

  const houseBalance = async (merchantId: number) =>
    (
      await db().query<{ balance: number }>(
        `select balance from ledger_accounts where merchant_id = $1 and kind = 'HOUSE' and member_id is null`,
        [merchantId],
      )
    )[0]?.balance ?? 0;
});
