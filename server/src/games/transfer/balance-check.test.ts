import { describe, expect, it } from 'vitest';
import { transferScene } from '../../../testing/fake-transfer-vendor.ts';
import { useMoneyApp } from '../../../testing/money.ts';
import { testDatabaseKinds } from '../../db/test-databases.ts';
import { vendorDirectory } from '../vendor-directory.ts';
import { checkVendorBalances } from './balance-check.ts';
import { startTransferJobs } from './transfer-jobs.ts';
import { transferToVendor } from './transfers.ts';

describe.each(testDatabaseKinds())('checking transfer vendor balances on %s', (kind) => {
  const t = useMoneyApp(kind);

  it('finds no drift once the bets are pulled, and flags money moved behind the books', async () => {
    const s = await transferScene(t, 'HARBOR8');
    const [calm, drifting] = await Promise.all([s.member(5_000), s.member(5_000)]);
    await transferToVendor(s.db, s.request(calm, 3_000));
    await transferToVendor(s.db, s.request(drifting, 2_000));
    s.vendor.settleBet(s.vendor.placeBet(calm.player, 1_000), 2_500);
    expect(await checkVendorBalances(s.db, s.vendor.connection, s.clock)).toEqual([]);
    s.vendor.tamper(drifting.player, -300);
    expect(await checkVendorBalances(s.db, s.vendor.connection, s.clock)).toEqual([
      {
        merchantId: drifting.merchantId,
        memberId: drifting.id,
        account: drifting.account,
        vendor: 'HARBOR8',
        ledger: 2_000,
        atVendor: 1_700,
        drift: -300,
        pendingTransfers: 0,
      },
    ]);
    s.vendor.tamper(drifting.player, 300);
  });

  it('names the pending transfer behind a drift until the reconciler settles it', async () => {
    const s = await transferScene(t, 'HARBOR9');
    const member = await s.member(5_000);
    s.vendor.failNext('transfer', { kind: 'TIMEOUT_BEFORE' });
    await transferToVendor(s.db, s.request(member, 1_000));
    const [drift] = await checkVendorBalances(s.db, s.vendor.connection, s.clock);
    expect(drift).toMatchObject({ ledger: 1_000, atVendor: 0, pendingTransfers: 1 });
    const logged: string[] = [];
    const jobs = startTransferJobs(
      {
        db: s.db,
        vendors: vendorDirectory([s.vendor.connection]),
        clock: s.clock,
        log: (line) => logged.push(line),
      },
      { intervalMs: 60_000 },
    );
    try {
      s.clock.advance(20_000);
      const run = await jobs.runOnce();
      expect(run.reconcile).toEqual({ done: 0, failed: 1, pending: 0 });
      expect(run.pulls['HARBOR9']).toMatchObject({ records: 0 });
    } finally {
      await jobs.stop();
    }
    expect(logged).toEqual([]);
    expect(await checkVendorBalances(s.db, s.vendor.connection, s.clock)).toEqual([]);
    await s.expectSettled(member, { main: 5_000, vendor: 0 });
  });

  it('reports a vendor down for its records in the job run and carries on', async () => {
    const s = await transferScene(t, 'HARBOR10');
    const member = await s.member(5_000);
    await transferToVendor(s.db, s.request(member, 1_000));
    s.vendor.placeBet(member.player, 400);
    s.vendor.setBetsDown(true);
    const services = {
      db: s.db,
      vendors: vendorDirectory([s.vendor.connection]),
      clock: s.clock,
      log: () => undefined,
    };
    const jobs = startTransferJobs(services, { intervalMs: 60_000 });
    try {
      const down = await jobs.runOnce();
      expect(down.pulls['HARBOR10']).toMatch(/fetch failed/);
      s.vendor.setBetsDown(false);
      expect((await jobs.runOnce()).pulls['HARBOR10']).toMatchObject({ applied: 1 });
    } finally {
      await jobs.stop();
    }
    await s.expectSettled(member, { main: 4_000, vendor: 600 });
  });
});
