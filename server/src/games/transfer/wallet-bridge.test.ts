import { describe, expect, it } from 'vitest';
import { transferScene, type TransferScene } from '../../../testing/fake-transfer-vendor.ts';
import { useMoneyApp } from '../../../testing/money.ts';
import { testDatabaseKinds } from '../../db/test-databases.ts';
import { vendorDirectory } from '../vendor-directory.ts';
import { moveThroughTransferVendor, takeAllFromTransferVendors } from './wallet-bridge.ts';

const contextOf = (s: TransferScene, memberId: number) => ({
  db: s.db,
  merchant: s.merchant,
  memberId,
  vendors: vendorDirectory([
    s.vendor.connection,
    { ...s.vendor.connection, code: 'NOVA', protocol: 'SEAMLESS' as const },
  ]),
  clock: s.clock,
});

describe.each(testDatabaseKinds())(
  'the wallet routes’ bridge to transfer vendors on %s',
  (kind) => {
    const t = useMoneyApp(kind);

    it('moves a transfer vendor’s wallet through the vendor and leaves others to the ledger', async () => {
      const s = await transferScene(t, 'HARBOR11');
      const member = await s.member(5_000);
      const context = contextOf(s, member.id);
      const into = { from: 'MAIN', to: 'HARBOR11', amount: 2_000 };
      expect(await moveThroughTransferVendor(context, into, 'bridge-key-00000001')).toBe(true);
      const seamless = { from: 'MAIN', to: 'NOVA', amount: 100 };
      expect(await moveThroughTransferVendor(context, seamless, 'bridge-key-00000002')).toBe(false);
      await s.expectSettled(member, { main: 3_000, vendor: 2_000 });
      const out = { from: 'HARBOR11', to: 'MAIN', amount: 500 };
      s.vendor.failNext('transfer', { kind: 'TIMEOUT_BEFORE' });
      await expect(
        moveThroughTransferVendor(context, out, 'bridge-key-00000003'),
      ).rejects.toMatchObject({ code: 'VENDOR_UNAVAILABLE' });
      expect(await moveThroughTransferVendor(context, out, 'bridge-key-00000003')).toBe(true);
      await s.expectSettled(member, { main: 3_500, vendor: 1_500 });
    });

    it('takes everything back from each transfer vendor, keeping what a silent one holds', async () => {
      const s = await transferScene(t, 'HARBOR12');
      const member = await s.member(5_000);
      const context = contextOf(s, member.id);
      await moveThroughTransferVendor(
        context,
        { from: 'MAIN', to: 'HARBOR12', amount: 2_000 },
        'bridge-key-00000004',
      );
      s.vendor.failNext('balance', { kind: 'TIMEOUT_BEFORE' });
      const silent = await takeAllFromTransferVendors(context, ['NOVA', 'HARBOR12'], 'all-key-1');
      expect(silent).toEqual({ HARBOR12: 'UNAVAILABLE' });
      await s.expectSettled(member, { main: 3_000, vendor: 2_000 });
      const all = await takeAllFromTransferVendors(context, ['NOVA', 'HARBOR12'], 'all-key-2');
      expect(all['HARBOR12']).toMatchObject({ status: 'DONE', amount: 2_000 });
      await s.expectSettled(member, { main: 5_000, vendor: 0 });
    });
  },
);
