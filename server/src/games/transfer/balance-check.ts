import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import { VendorCallError, type VendorConnection } from '../vendor-directory.ts';
import { pullVendorBets } from './bet-pull.ts';
import { playerIdOf } from '../seamless/player-id.ts';
import { askBalance } from './vendor-calls.ts';

/** One member whose vendor wallet in the ledger and money at the vendor disagree. */
export interface VendorDrift {
  merchantId: number;
  memberId: number;
  account: string;
  vendor: string;
  /** The ledger's VENDOR wallet. */
  ledger: number;
  /** What the vendor says it holds; null when it did not answer for this player. */
  atVendor: number | null;
  /** atVendor − ledger. */
  drift: number | null;
  /**
   * Transfers of this wallet still PENDING: while one is, a drift of its amount is expected
   * (main→vendor not yet acted, or vendor→main acted and not yet confirmed); run the reconciler.
   */
  pendingTransfers: number;
}

/**
 * The reconciliation check (issue 9 "Transfer wallet"): pulls the vendor's bet records first
 * (so the ledger has every bet the vendor has booked), then compares each member's VENDOR
 * wallet in the ledger with the vendor's /balance for that player, and answers the wallets
 * that disagree (empty when the books match the vendor). Throws VendorCallError when the
 * vendor is down for its bet records: a check against half-pulled records would flag noise.
 */
export async function checkVendorBalances(
  db: Database,
  vendor: VendorConnection,
  clock: Clock,
  scope: { merchantId?: number } = {},
): Promise<VendorDrift[]> {
  await pullVendorBets(db, vendor, clock);
  const wallets = await db.query<{
    merchantId: number;
    memberId: number;
    account: string;
    balance: number;
    currencyCode: string;
    minorUnits: number;
    pending: number;
  }>(
    `select a.merchant_id as "merchantId", a.member_id as "memberId", m.account, a.balance,
            x.currency_code as "currencyCode", x.currency_minor_units as "minorUnits",
            (select count(*) from vendor_transfers t
              where t.member_id = a.member_id and t.vendor = a.vendor and t.status = 'PENDING')
              as pending
       from ledger_accounts a
       join members m on m.id = a.member_id
       join merchants x on x.id = a.merchant_id
      where a.kind = 'VENDOR' and a.vendor = $1 and ($2::integer is null or a.merchant_id = $2)
      order by a.merchant_id, a.member_id`,
    [vendor.code, scope.merchantId ?? null],
  );
  const drifts: VendorDrift[] = [];
  for (const wallet of wallets) {
    let atVendor: number | null = null;
    try {
      const answer = await askBalance(
        vendor,
        clock,
        playerIdOf({ id: wallet.memberId, merchantId: wallet.merchantId }),
        { code: wallet.currencyCode, minorUnits: wallet.minorUnits },
      );
      // A player the vendor never saw holds nothing there.
      if (answer.status === 'OK') atVendor = answer.balance ?? 0;
      else if (answer.status === 'PLAYER_NOT_FOUND') atVendor = 0;
    } catch (e: unknown) {
      if (!(e instanceof VendorCallError)) throw e;
    }
    if (atVendor === wallet.balance) continue;
    drifts.push({
      merchantId: wallet.merchantId,
      memberId: wallet.memberId,
      account: wallet.account,
      vendor: vendor.code,
      ledger: wallet.balance,
      atVendor,
      drift: atVendor === null ? null : atVendor - wallet.balance,
      pendingTransfers: wallet.pending,
    });
  }
  return drifts;
}
