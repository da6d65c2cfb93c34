import { PlatformError } from '../../../contract/errors.ts';
import { MAIN_WALLET, type ConsolidatedFunds } from '../../../contract/money.ts';
import { DEMO_ROLE } from '../../../contract/roles.ts';
import type { Queryable } from '../db/database.ts';
import type { VendorDirectory } from '../games/vendor-directory.ts';
import { post, requireAmount, walletsOf } from '../ledger/ledger.ts';
import type { Member } from '../member/member-store.ts';
import type { Merchant } from '../merchant/merchant-store.ts';

/**
 * The merchant's vendor wallets, one per vendor code in seed order (a vendor listed under
 * two categories still has one wallet), with the seed's display name. A SEAMLESS vendor has
 * none: it keeps no money, its bets move the main wallet directly (contract/vendor/seamless.ts).
 * A vendor this server cannot reach keeps the ledger wallet it always had, so money moved
 * there before stays visible and can be moved back.
 */
export function vendorWallets(
  merchant: Merchant,
  vendors: VendorDirectory,
): { code: string; displayName: string }[] {
  const seen = new Map<string, string>();
  for (const vendor of merchant.settings.vendors ?? []) {
    if (vendors.get(vendor.code)?.protocol === 'SEAMLESS') continue;
    if (!seen.has(vendor.code)) seen.set(vendor.code, vendor.displayName);
  }
  return [...seen].map(([code, displayName]) => ({ code, displayName }));
}

/**
 * Every wallet of the member (spec §7 consolidated funds). A wallet never used reads 0. A
 * wallet of a vendor the operator has since removed from the seed still shows while it holds
 * money, so the sum never hides any.
 */
export async function fundsOf(
  db: Queryable,
  merchant: Merchant,
  memberId: number,
  directory: VendorDirectory,
): Promise<ConsolidatedFunds> {
  return fundsFrom(merchant, await walletsOf(db, memberId), directory);
}

/**
 * The member's ledger accounts as one JSON array of [kind, vendor, balance], an SQL
 * expression over the member `m`: read with the session lookup (readWithSession) it makes the
 * balance read one round trip. The same rows walletsOf reads; walletsFromJson reads it back.
 */
export const WALLETS_JSON_SQL = `select coalesce(json_agg(json_build_array(a.kind, a.vendor, a.balance)), '[]'::json)
   from ledger_accounts a where a.member_id = m.id`;

/** WALLETS_JSON_SQL's value as walletsOf answers; undefined when it is not that shape. */
export function walletsFromJson(
  value: unknown,
): { main: number; vendors: Map<string, number> } | undefined {
  if (!Array.isArray(value)) return undefined;
  let main = 0;
  const vendors = new Map<string, number>();
  for (const row of value as unknown[]) {
    if (!Array.isArray(row)) return undefined;
    const [kind, vendor, balance] = row as unknown[];
    // json carries a bigint as a number (or as text, should a driver keep precision).
    const amount = typeof balance === 'string' ? Number(balance) : balance;
    if (typeof kind !== 'string' || typeof vendor !== 'string' || typeof amount !== 'number') {
      return undefined;
    }
    if (kind === 'MAIN') main = amount;
    else vendors.set(vendor, amount);
  }
  return { main, vendors };
}

/** Consolidated funds from the member's wallets as walletsOf answers them. */
export function fundsFrom(
  merchant: Merchant,
  { main, vendors }: { main: number; vendors: Map<string, number> },
  directory: VendorDirectory,
): ConsolidatedFunds {
  const wallets = vendorWallets(merchant, directory).map(({ code, displayName }) => ({
    accountType: code,
    displayName,
    balance: vendors.get(code) ?? 0,
  }));
  for (const [code, balance] of vendors) {
    if (balance !== 0 && !wallets.some((wallet) => wallet.accountType === code)) {
      wallets.push({ accountType: code, displayName: code, balance });
    }
  }
  const sum = wallets.reduce((total, wallet) => total + wallet.balance, main);
  return { currency: merchant.currency, main, wallets, sum };
}

export function refuseDemo(member: Member): void {
  if (member.role === DEMO_ROLE) throw new PlatformError('DEMO_ACCOUNT');
}

export interface WalletMove {
  from: string;
  to: string;
  amount: number;
}

/**
 * Checks a main ↔ vendor move before anything is written: a positive whole amount, and
 * exactly one side MAIN with the other a vendor wallet of this merchant (so no MAIN → MAIN,
 * no vendor → vendor, no made-up codes).
 */
export function checkWalletMove(
  merchant: Merchant,
  directory: VendorDirectory,
  move: WalletMove,
): WalletMove {
  const amount = requireAmount(move.amount);
  const codes = new Set(vendorWallets(merchant, directory).map((vendor) => vendor.code));
  const vendor = move.from === MAIN_WALLET ? move.to : move.to === MAIN_WALLET ? move.from : null;
  if (vendor === null || !codes.has(vendor)) throw new PlatformError('WALLET_NOT_FOUND');
  return { from: move.from, to: move.to, amount };
}

/** Moves money between two wallets of one member (inside the caller's transaction). */
export async function moveBetweenWallets(
  tx: Queryable,
  merchant: Merchant,
  memberId: number,
  move: WalletMove,
  directory: VendorDirectory,
): Promise<ConsolidatedFunds> {
  await post(tx, {
    merchantId: merchant.id,
    kind: 'WALLET_TRANSFER',
    memberId,
    legs: [
      {
        account: { member: memberId, wallet: move.from },
        amount: -move.amount,
        counterparty: move.to,
      },
      {
        account: { member: memberId, wallet: move.to },
        amount: move.amount,
        counterparty: move.from,
      },
    ],
  });
  return fundsOf(tx, merchant, memberId, directory);
}

/**
 * Every vendor wallet holding money back to main, as one posting, except the wallets of
 * TRANSFER vendors (`except`): their money is at the vendor and comes back through it
 * (games/transfer/wallet-bridge.ts), never by a ledger move alone. The member's accounts are
 * locked (in id order, like post) before their balances are read, so a move racing this one
 * cannot make the amounts stale. With nothing to move, nothing is posted.
 */
export async function moveAllToMain(
  tx: Queryable,
  merchant: Merchant,
  memberId: number,
  directory: VendorDirectory,
  except: readonly string[],
): Promise<ConsolidatedFunds> {
  const rows = await tx.query<{ vendor: string; balance: number }>(
    `select vendor, balance from ledger_accounts
      where member_id = $1 and merchant_id = $2 order by id for update`,
    [memberId, merchant.id],
  );
  const legs = [];
  let total = 0;
  for (const row of rows) {
    const { balance } = row;
    if (row.vendor === '' || balance === 0 || except.includes(row.vendor)) continue;
    total += balance;
    legs.push({
      account: { member: memberId, wallet: row.vendor },
      amount: -balance,
      counterparty: MAIN_WALLET,
    });
  }
  if (total > 0) {
    const from = legs.map((leg) => leg.account.wallet).join(', ');
    legs.push({
      account: { member: memberId, wallet: MAIN_WALLET },
      amount: total,
      counterparty: from,
    });
    await post(tx, { merchantId: merchant.id, kind: 'WALLET_TRANSFER', memberId, legs });
  }
  return fundsOf(tx, merchant, memberId, directory);
}
