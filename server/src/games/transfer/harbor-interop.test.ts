import { describe, expect, it } from 'vitest';
import { LaunchAnswerSchema, VENDOR_PATHS } from '../../../../contract/vendor/vendor-api.ts';
import { createHarborVendor } from '../../../../sandbox-vendors/harbor/harbor-vendor.ts';
import { manualClock } from '../../../testing/fake-transfer-vendor.ts';
import { newKey, useMoneyApp } from '../../../testing/money.ts';
import { testDatabaseKinds } from '../../db/test-databases.ts';
import { checkLedger } from '../../ledger/invariants.ts';
import { walletsOf } from '../../ledger/ledger.ts';
import { playerIdOf } from '../seamless/player-id.ts';
import { callVendor, vendorDirectory, type VendorConnection } from '../vendor-directory.ts';
import { checkVendorBalances } from './balance-check.ts';
import { reconcileTransfers } from './reconciler.ts';
import { transferAllFromVendor, transferToVendor } from './transfers.ts';

const BASE = '/sandbox/vendors/HARBOR';

/** The sandbox Harbor Cards vendor, reached over its HTTP API; `dropNext` loses one request. */
function harbor(clock: { now(): number }) {
  const vendor = createHarborVendor({
    code: 'HARBOR',
    secret: 'harbor-interop-secret',
    basePath: BASE,
    platform: { baseUrl: 'http://platform.test', fetch: async () => new Response('{}') },
    now: () => clock.now(),
  });
  let drop = false;
  const connection: VendorConnection = {
    code: 'HARBOR',
    protocol: 'TRANSFER',
    secret: 'harbor-interop-secret',
    baseUrl: `http://casino.test${BASE}/api`,
    fetch: async (request) => {
      if (drop) {
        drop = false;
        throw new DOMException('no answer', 'TimeoutError');
      }
      return vendor.fetch(request);
    },
  };
  return {
    vendor,
    connection,
    dropNext: () => {
      drop = true;
    },
  };
}

describe.each(testDatabaseKinds())('the platform with the sandbox Harbor vendor on %s', (kind) => {
  const t = useMoneyApp(kind);

  it('plays card rooms on transferred money and takes it all back with the books matching', async () => {
    const clock = manualClock();
    const h = harbor(clock);
    const merchant = await t.merchant('aurora');
    const member = await t.member();
    await t.fund(member, 10_000);
    const player = playerIdOf({ id: member.id, merchantId: member.merchantId });
    const request = (amount: number) => ({
      merchant,
      memberId: member.id,
      vendor: h.connection,
      amount,
      idempotencyKey: newKey(),
      clock,
    });
    expect((await transferToVendor(t.test.db, request(5_000))).status).toBe('DONE');

    // A lost transfer the vendor never saw: the reconciler refunds it.
    h.dropNext();
    expect((await transferToVendor(t.test.db, request(1_000))).status).toBe('PENDING');
    clock.advance(20_000);
    const directory = vendorDirectory([h.connection]);
    expect(await reconcileTransfers(t.test.db, directory, clock)).toMatchObject({ failed: 1 });

    const launched = await callVendor(
      h.connection,
      VENDOR_PATHS.launch,
      {
        mode: 'REAL',
        gameCode: 'three-card-duel',
        roomId: 'harbor-lounge',
        sessionToken: 'interop-session',
        player,
        currency: merchant.currency,
        language: 'EN',
        device: 'desktop',
        lobbyUrl: 'http://casino.test/pvp',
        demoAccount: false,
      },
      LaunchAnswerSchema,
      { now: clock.now() },
    );
    const session = new URL(launched.url, 'http://casino.test').searchParams.get('s');
    for (let round = 0; round < 4; round++) {
      const response = await h.vendor.fetch(
        new Request(`http://casino.test${BASE}/game/${session}/duel/play`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ roomId: 'harbor-lounge', ante: 200 }),
        }),
      );
      expect(response.status).toBe(200);
    }
    expect(await checkVendorBalances(t.test.db, h.connection, clock)).toEqual([]);
    const bets = await t.test.db.query<{ status: string }>(
      'select status from bets where member_id = $1',
      [member.id],
    );
    expect(bets).toHaveLength(4);
    expect(bets.every((bet) => bet.status === 'SETTLED')).toBe(true);

    const all = await transferAllFromVendor(t.test.db, { ...request(0), idempotencyKey: newKey() });
    expect(all?.status).toBe('DONE');
    const { main, vendors } = await walletsOf(t.test.db, member.id);
    expect(vendors.get('HARBOR')).toBe(0);
    expect(main).toBe(5_000 + (all?.amount ?? 0));
    expect(await checkVendorBalances(t.test.db, h.connection, clock)).toEqual([]);
    expect(await checkLedger(t.test.db)).toEqual([]);
    await h.vendor.close();
  });
});
