import { describe, expect, it } from 'vitest';
import { PlatformError } from '../../../../contract/errors.ts';
import { transferScene, type Fault } from '../../../testing/fake-transfer-vendor.ts';
import { useMoneyApp } from '../../../testing/money.ts';
import { testDatabaseKinds } from '../../db/test-databases.ts';
import { vendorDirectory } from '../vendor-directory.ts';
import { pullVendorBets } from './bet-pull.ts';
import { reconcileTransfers } from './reconciler.ts';
import { transferAllFromVendor, transferFromVendor, transferToVendor } from './transfers.ts';

/** mulberry32: a seeded generator, so a failing run names the seed that replays it. */
function seeded(seed: number): (n: number) => number {
  let a = seed >>> 0;
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return Math.floor((((x ^ (x >>> 14)) >>> 0) / 4_294_967_296) * n);
  };
}

const FAULTS: (Fault | undefined)[] = [
  undefined,
  undefined,
  { kind: 'TIMEOUT_BEFORE' },
  { kind: 'TIMEOUT_AFTER' },
  { kind: 'REFUSE', status: 'INSUFFICIENT_FUNDS' },
];

/** Expected refusals of a random step; anything else fails the run. */
const expected = (e: unknown) => {
  const known = ['INSUFFICIENT_FUNDS', 'VENDOR_UNAVAILABLE'];
  if (!(e instanceof PlatformError && known.includes(e.code))) throw e;
};

describe.each(testDatabaseKinds())('transfers under random vendor failures on %s', (kind) => {
  const t = useMoneyApp(kind);

  it.each([1, 2, 3])(
    'loses and doubles nothing over a random run (seed %i)',
    async (seed) => {
      const random = seeded(seed);
      const s = await transferScene(t, `CHAOS${seed}`);
      const members = await Promise.all([s.member(20_000), s.member(20_000)]);
      const directory = vendorDirectory([s.vendor.connection]);
      // The vendor's open bets and their stakes; `net` is what the games gave the members.
      const open = new Map<string, number>();
      let net = 0;
      const step = async () => {
        const member = members[random(members.length)] ?? members[0];
        if (!member) return;
        const fault = FAULTS[random(FAULTS.length)];
        switch (random(8)) {
          case 0:
          case 1:
            if (fault) s.vendor.failNext('transfer', fault);
            await transferToVendor(s.db, s.request(member, 500 + random(4_000))).catch(expected);
            return;
          case 2:
            if (fault) s.vendor.failNext('transfer', fault);
            await transferFromVendor(s.db, s.request(member, 200 + random(3_000))).catch(expected);
            return;
          case 3:
            if (fault) s.vendor.failNext('transfer', fault);
            await transferAllFromVendor(s.db, s.request(member, 0)).catch(expected);
            return;
          case 4: {
            const stake = 100 + random(1_500);
            if (s.vendor.balanceOf(member.player) < stake) return;
            open.set(s.vendor.placeBet(member.player, stake), stake);
            net -= stake;
            return;
          }
          case 5: {
            const [first] = open;
            if (!first) return;
            const [betId, stake] = first;
            open.delete(betId);
            if (random(4) === 0) {
              s.vendor.rollbackBet(betId);
              net += stake;
            } else {
              const payout = random(3) === 0 ? 0 : random(4_000);
              s.vendor.settleBet(betId, payout);
              net += payout;
            }
            return;
          }
          case 6:
            s.vendor.setBetsDown(random(3) === 0);
            await pullVendorBets(s.db, s.vendor.connection, s.clock).catch(() => undefined);
            return;
          default:
            s.clock.advance(random(20_000));
            await reconcileTransfers(s.db, directory, s.clock);
        }
      };
      for (let round = 0; round < 40; round++) {
        await Promise.all([step(), step()]);
      }
      // Everything answers again: the books must come out whole.
      s.vendor.setBetsDown(false);
      s.clock.advance(60_000);
      await pullVendorBets(s.db, s.vendor.connection, s.clock);
      await reconcileTransfers(s.db, directory, s.clock);
      await pullVendorBets(s.db, s.vendor.connection, s.clock);
      let total = 0;
      for (const member of members) {
        const wallets = await s.wallets(member);
        await s.expectSettled(member, wallets);
        total += wallets.main + wallets.vendor;
      }
      expect(total).toBe(40_000 + net);
    },
    120_000,
  );
});
