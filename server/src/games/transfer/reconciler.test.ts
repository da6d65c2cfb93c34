import { describe, expect, it } from 'vitest';
import { transferScene, type TransferScene } from '../../../testing/fake-transfer-vendor.ts';
import { useMoneyApp } from '../../../testing/money.ts';
import { testDatabaseKinds } from '../../db/test-databases.ts';
import { vendorDirectory } from '../vendor-directory.ts';
import { reconcileTransfers } from './reconciler.ts';
import { requireTransferDone, transferFromVendor, transferToVendor } from './transfers.ts';

/** Runs the reconciler as the interval job would, once the transfer is old enough. */
const reconcile = (s: TransferScene) => {
  s.clock.advance(20_000);
  return reconcileTransfers(s.db, vendorDirectory([s.vendor.connection]), s.clock);
};

describe.each(testDatabaseKinds())('the transfer reconciler on %s', (kind) => {
  const t = useMoneyApp(kind);

  it('refunds main when a transfer in timed out before the vendor acted', async () => {
    const s = await transferScene(t);
    const member = await s.member(10_000);
    s.vendor.failNext('transfer', { kind: 'TIMEOUT_BEFORE' });
    const key = 'timeout-before-in-0001';
    const pending = await transferToVendor(s.db, s.request(member, 4_000, key));
    expect(pending.status).toBe('PENDING');
    expect(() => requireTransferDone(pending)).toThrow(
      expect.objectContaining({ code: 'VENDOR_UNAVAILABLE' }),
    );
    // Held: the money has left main and shows in the vendor wallet until the vendor answers.
    expect(await s.wallets(member)).toEqual({ main: 6_000, vendor: 4_000 });
    expect(s.vendor.balanceOf(member.player)).toBe(0);
    expect(await reconcile(s)).toEqual({ done: 0, failed: 1, pending: 0 });
    await s.expectSettled(member, { main: 10_000, vendor: 0 });
    // The same request again answers the settled transfer; the vendor refuses the late id.
    const again = await transferToVendor(s.db, s.request(member, 4_000, key));
    expect(again).toMatchObject({ status: 'FAILED', failure: 'NOT_FOUND' });
    await s.expectSettled(member, { main: 10_000, vendor: 0 });
  });

  it('finishes a transfer in that timed out after the vendor acted', async () => {
    const s = await transferScene(t);
    const member = await s.member(10_000);
    s.vendor.failNext('transfer', { kind: 'TIMEOUT_AFTER' });
    const pending = await transferToVendor(s.db, s.request(member, 4_000));
    expect(pending.status).toBe('PENDING');
    expect(s.vendor.balanceOf(member.player)).toBe(4_000);
    expect(await reconcile(s)).toEqual({ done: 1, failed: 0, pending: 0 });
    await s.expectSettled(member, { main: 6_000, vendor: 4_000 });
  });

  it('moves nothing when a transfer out timed out before the vendor acted', async () => {
    const s = await transferScene(t);
    const member = await s.member(10_000);
    await transferToVendor(s.db, s.request(member, 4_000));
    s.vendor.failNext('transfer', { kind: 'TIMEOUT_BEFORE' });
    const pending = await transferFromVendor(s.db, s.request(member, 3_000));
    expect(pending.status).toBe('PENDING');
    // Main is credited only once the vendor confirms; the money stays in the vendor wallet.
    expect(await s.wallets(member)).toEqual({ main: 6_000, vendor: 4_000 });
    expect(await reconcile(s)).toEqual({ done: 0, failed: 1, pending: 0 });
    await s.expectSettled(member, { main: 6_000, vendor: 4_000 });
  });

  it('credits main when a transfer out timed out after the vendor acted', async () => {
    const s = await transferScene(t);
    const member = await s.member(10_000);
    await transferToVendor(s.db, s.request(member, 4_000));
    s.vendor.failNext('transfer', { kind: 'TIMEOUT_AFTER' });
    const pending = await transferFromVendor(s.db, s.request(member, 3_000));
    expect(pending.status).toBe('PENDING');
    expect(await s.wallets(member)).toEqual({ main: 6_000, vendor: 4_000 });
    expect(s.vendor.balanceOf(member.player)).toBe(1_000);
    // While it is pending, the vendor wallet cannot be emptied twice.
    await expect(transferFromVendor(s.db, s.request(member, 2_000))).rejects.toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
    });
    expect(await reconcile(s)).toEqual({ done: 1, failed: 0, pending: 0 });
    await s.expectSettled(member, { main: 9_000, vendor: 1_000 });
  });

  it('settles a pending transfer when the member repeats the request', async () => {
    const s = await transferScene(t);
    const member = await s.member(10_000);
    s.vendor.failNext('transfer', { kind: 'TIMEOUT_AFTER' });
    const key = 'repeat-after-timeout-01';
    expect((await transferToVendor(s.db, s.request(member, 2_000, key))).status).toBe('PENDING');
    expect((await transferToVendor(s.db, s.request(member, 2_000, key))).status).toBe('DONE');
    expect(await reconcile(s)).toEqual({ done: 0, failed: 0, pending: 0 });
    await s.expectSettled(member, { main: 8_000, vendor: 2_000 });
  });

  it('leaves young transfers alone and keeps one pending while the vendor does not answer', async () => {
    const s = await transferScene(t);
    const member = await s.member(10_000);
    s.vendor.failNext('transfer', { kind: 'TIMEOUT_AFTER' });
    await transferToVendor(s.db, s.request(member, 1_000));
    const directory = vendorDirectory([s.vendor.connection]);
    expect(await reconcileTransfers(s.db, directory, s.clock)).toEqual({
      done: 0,
      failed: 0,
      pending: 0,
    });
    expect(s.vendor.calls.transferStatus).toBe(0);
    s.vendor.failNext('transferStatus', { kind: 'TIMEOUT_BEFORE' });
    expect(await reconcile(s)).toEqual({ done: 0, failed: 0, pending: 1 });
    // A vendor missing from the directory is skipped the same way.
    s.clock.advance(20_000);
    expect(await reconcileTransfers(s.db, vendorDirectory([]), s.clock)).toEqual({
      done: 0,
      failed: 0,
      pending: 1,
    });
    expect(await reconcile(s)).toEqual({ done: 1, failed: 0, pending: 0 });
    await s.expectSettled(member, { main: 9_000, vendor: 1_000 });
  });

  it('settles each transfer once when two reconcilers run at the same time', async () => {
    const s = await transferScene(t);
    const members = await Promise.all([s.member(5_000), s.member(5_000), s.member(5_000)]);
    for (const [index, member] of members.entries()) {
      s.vendor.failNext('transfer', { kind: index === 1 ? 'TIMEOUT_BEFORE' : 'TIMEOUT_AFTER' });
      await transferToVendor(s.db, s.request(member, 2_000));
    }
    s.clock.advance(20_000);
    const directory = vendorDirectory([s.vendor.connection]);
    const runs = await Promise.all([
      reconcileTransfers(s.db, directory, s.clock),
      reconcileTransfers(s.db, directory, s.clock),
    ]);
    expect(runs.reduce((n, run) => n + run.done, 0)).toBe(2);
    expect(runs.reduce((n, run) => n + run.failed, 0)).toBe(1);
    expect(s.vendor.calls.transferStatus).toBe(3);
    const [timedOutAfter, timedOutBefore, alsoAfter] = members;
    await s.expectSettled(timedOutAfter, { main: 3_000, vendor: 2_000 });
    await s.expectSettled(timedOutBefore, { main: 5_000, vendor: 0 });
    await s.expectSettled(alsoAfter, { main: 3_000, vendor: 2_000 });
  });
});
