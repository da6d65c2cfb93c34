import { describe, expect, it } from 'vitest';
import { transferScene, type TransferScene } from '../../../testing/fake-transfer-vendor.ts';
import { useMoneyApp, type TestMember } from '../../../testing/money.ts';
import { testDatabaseKinds } from '../../db/test-databases.ts';
import { VendorCallError } from '../vendor-directory.ts';
import { pullVendorBets } from './bet-pull.ts';
import { transferFromVendor, transferToVendor } from './transfers.ts';

const betsOf = (s: TransferScene, member: TestMember) =>
  s.db.query<{ betRef: string; status: string; stake: number; payout: number }>(
    `select bet_ref as "betRef", status, stake, payout from bets
      where member_id = $1 order by id`,
    [member.id],
  );

/** Each bet's postings by kind: what the ledger moved for it. */
const postingsOf = (s: TransferScene, member: TestMember) =>
  s.db.query<{ kind: string; n: number }>(
    `select t.kind, count(*)::int as n from ledger_transactions t
      where t.member_id = $1 and t.reference like 'B%' group by t.kind order by t.kind`,
    [member.id],
  );

/** A member with `stake` moved to the vendor (main keeps 10 000 − stake). */
async function playing(s: TransferScene, atVendor: number) {
  const member = await s.member(10_000);
  await transferToVendor(s.db, s.request(member, atVendor));
  return member;
}

describe.each(testDatabaseKinds())('pulling a transfer vendor’s bet records on %s', (kind) => {
  const t = useMoneyApp(kind);

  it('books placed, settled and rolled-back bets once each', async () => {
    const s = await transferScene(t, 'HARBOR1');
    const member = await playing(s, 5_000);
    const won = s.vendor.placeBet(member.player, 1_000);
    const lost = s.vendor.placeBet(member.player, 500);
    const refunded = s.vendor.placeBet(member.player, 700);
    await pullVendorBets(s.db, s.vendor.connection, s.clock);
    expect(await s.wallets(member)).toEqual({ main: 5_000, vendor: 2_800 });
    s.vendor.settleBet(won, 3_000);
    s.vendor.settleBet(lost, 0);
    s.vendor.rollbackBet(refunded);
    const open = s.vendor.placeBet(member.player, 100);
    const report = await pullVendorBets(s.db, s.vendor.connection, s.clock);
    expect(report).toMatchObject({ records: 4, applied: 4, duplicates: 0, skipped: [] });
    expect(await betsOf(s, member)).toEqual([
      { betRef: won, status: 'SETTLED', stake: 1_000, payout: 3_000 },
      { betRef: lost, status: 'SETTLED', stake: 500, payout: 0 },
      { betRef: refunded, status: 'ROLLED_BACK', stake: 700, payout: 0 },
      { betRef: open, status: 'OPEN', stake: 100, payout: 0 },
    ]);
    expect(await postingsOf(s, member)).toEqual([
      { kind: 'BET', n: 4 },
      { kind: 'BET_REFUND', n: 1 },
      { kind: 'PAYOUT', n: 1 },
    ]);
    await s.expectSettled(member, { main: 5_000, vendor: 6_400 });
    expect(await pullVendorBets(s.db, s.vendor.connection, s.clock)).toMatchObject({
      records: 0,
      applied: 0,
    });
  });

  it('posts a record seen twice once', async () => {
    const s = await transferScene(t, 'HARBOR2');
    const member = await playing(s, 5_000);
    const first = s.vendor.placeBet(member.player, 1_000);
    await pullVendorBets(s.db, s.vendor.connection, s.clock);
    s.vendor.settleBet(first, 1_800);
    s.vendor.placeBet(member.player, 300);
    s.vendor.duplicateNextBets();
    const report = await pullVendorBets(s.db, s.vendor.connection, s.clock);
    // The page repeated the placing record before the cursor and each of its two records.
    expect(report).toMatchObject({ records: 5, applied: 2, duplicates: 3, skipped: [] });
    await s.expectSettled(member, { main: 5_000, vendor: 5_500 });
  });

  it('changes nothing while the vendor is down for its records, then books them once', async () => {
    const s = await transferScene(t, 'HARBOR3');
    const member = await playing(s, 5_000);
    const bet = s.vendor.placeBet(member.player, 2_000);
    s.vendor.settleBet(bet, 500);
    s.vendor.setBetsDown(true);
    await expect(pullVendorBets(s.db, s.vendor.connection, s.clock)).rejects.toBeInstanceOf(
      VendorCallError,
    );
    expect(await betsOf(s, member)).toEqual([]);
    const [cursor] = await s.db.query('select cursor from vendor_bet_cursors where vendor = $1', [
      'HARBOR3',
    ]);
    expect(cursor).toEqual({ cursor: null });
    s.vendor.setBetsDown(false);
    s.vendor.placeBet(member.player, 400);
    expect(await pullVendorBets(s.db, s.vendor.connection, s.clock)).toMatchObject({
      records: 3,
      applied: 3,
    });
    await s.expectSettled(member, { main: 5_000, vendor: 3_100 });
  });

  it('pages through many records and keeps its place between pulls', async () => {
    const s = await transferScene(t, 'HARBOR4');
    const member = await playing(s, 5_000);
    for (let i = 0; i < 7; i++) s.vendor.settleBet(s.vendor.placeBet(member.player, 100), 150);
    const report = await pullVendorBets(s.db, s.vendor.connection, s.clock, { limit: 3 });
    expect(report).toMatchObject({ pages: 5, records: 14, applied: 14 });
    await s.expectSettled(member, { main: 5_000, vendor: 5_350 });
    const partial = await pullVendorBets(s.db, s.vendor.connection, s.clock, {
      limit: 2,
      maxPages: 1,
    });
    expect(partial).toMatchObject({ pages: 1, records: 0 });
  });

  it('skips a record of a player that is not one of ours and goes on', async () => {
    const s = await transferScene(t, 'HARBOR5');
    const member = await playing(s, 5_000);
    s.vendor.tamper('999999-1', 1_000);
    s.vendor.placeBet('999999-1', 1_000);
    s.vendor.placeBet('not-a-player', 0);
    s.vendor.placeBet(member.player, 1_000);
    const report = await pullVendorBets(s.db, s.vendor.connection, s.clock);
    expect(report.applied).toBe(1);
    expect(report.skipped).toHaveLength(2);
    await s.expectSettled(member, { main: 5_000, vendor: 4_000 });
  });

  it('pulls the wins before a transfer out so winnings can leave', async () => {
    const s = await transferScene(t, 'HARBOR6');
    const member = await playing(s, 2_000);
    const bet = s.vendor.placeBet(member.player, 2_000);
    s.vendor.settleBet(bet, 6_000);
    const out = await transferFromVendor(s.db, s.request(member, 6_000));
    expect(out.status).toBe('DONE');
    await s.expectSettled(member, { main: 14_000, vendor: 0 });
  });

  it('lets no unpulled win leave while the vendor is down for its records', async () => {
    const s = await transferScene(t, 'HARBOR7');
    const member = await playing(s, 2_000);
    const bet = s.vendor.placeBet(member.player, 2_000);
    await pullVendorBets(s.db, s.vendor.connection, s.clock);
    s.vendor.settleBet(bet, 6_000);
    s.vendor.placeBet(member.player, 1_000);
    s.vendor.setBetsDown(true);
    await expect(transferFromVendor(s.db, s.request(member, 1_000))).rejects.toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
    });
    s.vendor.setBetsDown(false);
    const out = await transferFromVendor(s.db, s.request(member, 5_000));
    expect(out.status).toBe('DONE');
    await s.expectSettled(member, { main: 13_000, vendor: 0 });
  });
});
