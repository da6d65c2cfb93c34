import { describe, expect, it } from 'vitest';
import { PlatformError } from '../../../../contract/errors.ts';
import { transferScene } from '../../../testing/fake-transfer-vendor.ts';
import { useMoneyApp } from '../../../testing/money.ts';
import { testDatabaseKinds } from '../../db/test-databases.ts';
import {
  requireTransferDone,
  transferAllFromVendor,
  transferFromVendor,
  transferToVendor,
} from './transfers.ts';

const codeOf = async (work: Promise<unknown>): Promise<string> => {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  return error instanceof PlatformError ? error.code : `no platform error: ${String(error)}`;
};

describe.each(testDatabaseKinds())('transfers between main and a transfer vendor on %s', (kind) => {
  const t = useMoneyApp(kind);

  it('moves money to the vendor and back, and the vendor holds what the ledger says', async () => {
    const s = await transferScene(t);
    const member = await s.member(10_000);
    const into = await transferToVendor(s.db, s.request(member, 4_000));
    expect(into).toMatchObject({ direction: 'IN', amount: 4_000, status: 'DONE', failure: null });
    await s.expectSettled(member, { main: 6_000, vendor: 4_000 });
    const out = await transferFromVendor(s.db, s.request(member, 1_500));
    expect(out).toMatchObject({ direction: 'OUT', status: 'DONE' });
    await s.expectSettled(member, { main: 7_500, vendor: 2_500 });
  });

  it('refuses a transfer in beyond main and writes nothing', async () => {
    const s = await transferScene(t);
    const member = await s.member(1_000);
    expect(await codeOf(transferToVendor(s.db, s.request(member, 1_001)))).toBe(
      'INSUFFICIENT_FUNDS',
    );
    expect(s.vendor.calls.transfer).toBe(0);
    const rows = await s.db.query('select id from vendor_transfers where member_id = $1', [
      member.id,
    ]);
    expect(rows).toEqual([]);
    await s.expectSettled(member, { main: 1_000, vendor: 0 });
  });

  it('refunds main when the vendor refuses a transfer in', async () => {
    const s = await transferScene(t);
    const member = await s.member(5_000);
    s.vendor.failNext('transfer', { kind: 'REFUSE', status: 'PLAYER_NOT_FOUND' });
    const result = await transferToVendor(s.db, s.request(member, 2_000));
    expect(result).toMatchObject({ status: 'FAILED', failure: 'PLAYER_NOT_FOUND' });
    expect(() => requireTransferDone(result)).toThrow(
      expect.objectContaining({ code: 'VENDOR_UNAVAILABLE' }),
    );
    await s.expectSettled(member, { main: 5_000, vendor: 0 });
  });

  it('answers a repeated key with its first transfer and moves the money once', async () => {
    const s = await transferScene(t);
    const member = await s.member(5_000);
    const first = await transferToVendor(s.db, s.request(member, 2_000, 'repeat-key-000000001'));
    const again = await transferToVendor(s.db, s.request(member, 2_000, 'repeat-key-000000001'));
    expect(again).toEqual(first);
    expect(s.vendor.calls.transfer).toBe(1);
    expect(
      await codeOf(transferToVendor(s.db, s.request(member, 2_500, 'repeat-key-000000001'))),
    ).toBe('IDEMPOTENCY_CONFLICT');
    expect(
      await codeOf(transferFromVendor(s.db, s.request(member, 2_000, 'repeat-key-000000001'))),
    ).toBe('IDEMPOTENCY_CONFLICT');
    await s.expectSettled(member, { main: 3_000, vendor: 2_000 });
  });

  it('refuses a transfer out of more than the vendor wallet holds, with nothing moved', async () => {
    const s = await transferScene(t);
    const member = await s.member(5_000);
    await transferToVendor(s.db, s.request(member, 2_000));
    const callsBefore = s.vendor.calls.transfer;
    expect(await codeOf(transferFromVendor(s.db, s.request(member, 2_001)))).toBe(
      'INSUFFICIENT_FUNDS',
    );
    expect(s.vendor.calls.transfer).toBe(callsBefore);
    await s.expectSettled(member, { main: 3_000, vendor: 2_000 });
  });

  it('moves nothing when the vendor refuses a transfer out for funds', async () => {
    const s = await transferScene(t);
    const member = await s.member(5_000);
    await transferToVendor(s.db, s.request(member, 2_000));
    s.vendor.failNext('transfer', { kind: 'REFUSE', status: 'INSUFFICIENT_FUNDS' });
    const result = await transferFromVendor(s.db, s.request(member, 1_000));
    expect(result).toMatchObject({ status: 'FAILED', failure: 'INSUFFICIENT_FUNDS' });
    expect(() => requireTransferDone(result)).toThrow(
      expect.objectContaining({ code: 'INSUFFICIENT_FUNDS' }),
    );
    await s.expectSettled(member, { main: 3_000, vendor: 2_000 });
  });

  it('refuses amounts that are not positive whole numbers', async () => {
    const s = await transferScene(t);
    const member = await s.member(5_000);
    for (const amount of [0, -5, 1.5]) {
      expect(await codeOf(transferToVendor(s.db, s.request(member, amount)))).toBe(
        'AMOUNT_INVALID',
      );
      expect(await codeOf(transferFromVendor(s.db, s.request(member, amount)))).toBe(
        'AMOUNT_INVALID',
      );
    }
    await s.expectSettled(member, { main: 5_000, vendor: 0 });
  });

  it('never overdraws main or the vendor wallet under concurrent transfers', async () => {
    const s = await transferScene(t);
    const member = await s.member(10_000);
    const ins = await Promise.allSettled(
      Array.from({ length: 6 }, () => transferToVendor(s.db, s.request(member, 3_000))),
    );
    const moved = ins.filter((r) => r.status === 'fulfilled').length;
    expect(moved).toBe(3);
    for (const r of ins) {
      if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    }
    await s.expectSettled(member, { main: 1_000, vendor: 9_000 });
    const outs = await Promise.allSettled(
      Array.from({ length: 5 }, () => transferFromVendor(s.db, s.request(member, 4_000))),
    );
    expect(outs.filter((r) => r.status === 'fulfilled').length).toBe(2);
    await s.expectSettled(member, { main: 9_000, vendor: 1_000 });
  });

  it('takes everything back to main, wins included, and nothing when the wallet is empty', async () => {
    const s = await transferScene(t);
    const member = await s.member(5_000);
    await transferToVendor(s.db, s.request(member, 3_000));
    const bet = s.vendor.placeBet(member.player, 1_000);
    s.vendor.settleBet(bet, 2_500);
    const all = await transferAllFromVendor(s.db, s.request(member, 0));
    expect(all).toMatchObject({ status: 'DONE', amount: 4_500 });
    await s.expectSettled(member, { main: 6_500, vendor: 0 });
    expect(await transferAllFromVendor(s.db, s.request(member, 0))).toBeNull();
  });
});
