import type { Hono } from 'hono';
import {
  consolidatedFunds,
  memberTransfer,
  transferTargets,
  walletBalance,
  walletTransfer,
  walletTransferAll,
} from '../../../contract/wallet.ts';
import {
  moveThroughTransferVendor,
  takeAllFromTransferVendors,
  transferVendorCodes,
  type BridgeContext,
} from '../games/transfer/wallet-bridge.ts';
import { NO_VENDORS, type VendorDirectory } from '../games/vendor-directory.ts';
import type { AppEnv, CallContext } from '../http/app-env.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { idempotent } from '../ledger/idempotency.ts';
import { cachedMerchant } from '../http/cached-merchant.ts';
import { readWithSession, sessionOf } from '../session/authenticate.ts';
import { transferTargets as targetsOf, transferToMember } from './member-transfer.ts';
import {
  checkWalletMove,
  fundsFrom,
  fundsOf,
  moveAllToMain,
  moveBetweenWallets,
  refuseDemo,
  vendorWallets,
  WALLETS_JSON_SQL,
  walletsFromJson,
} from './wallets.ts';

const vendorsOf = (call: CallContext): VendorDirectory =>
  call.c.var.services.providers.vendors ?? NO_VENDORS;

const bridgeOf = (call: CallContext, memberId: number): BridgeContext => ({
  db: call.db,
  merchant: call.merchant,
  memberId,
  vendors: vendorsOf(call),
  clock: call.c.var.services.clock,
});

/** Spec §7 wallets: balance, consolidated funds, main ↔ vendor moves, member transfers (§6). */
export function registerWalletRoutes(app: Hono<AppEnv>): void {
  // The header's balance is read on every page: the merchant comes from the short-lived
  // cache and the wallets with the session lookup, so the call is one database round trip.
  readWithSession(walletBalance, WALLETS_JSON_SQL);
  registerEndpoint(
    app,
    walletBalance,
    async (_input, call) => {
      const session = sessionOf(call);
      const read = walletsFromJson(session.alongside);
      const funds = read
        ? fundsFrom(call.merchant, read, vendorsOf(call))
        : await fundsOf(call.db, call.merchant, session.member.id, vendorsOf(call));
      return { currency: funds.currency, main: funds.main, sum: funds.sum };
    },
    { merchantOf: cachedMerchant },
  );

  registerEndpoint(app, consolidatedFunds, (_input, call) =>
    fundsOf(call.db, call.merchant, sessionOf(call).member.id, vendorsOf(call)),
  );

  registerEndpoint(app, walletTransfer, async (input, call) => {
    const { member } = sessionOf(call);
    refuseDemo(member);
    const vendors = vendorsOf(call);
    const move = checkWalletMove(call.merchant, vendors, input);
    // A TRANSFER vendor holds that wallet's money: the move goes through the vendor, by id.
    if (await moveThroughTransferVendor(bridgeOf(call, member.id), move, input.idempotencyKey)) {
      return fundsOf(call.db, call.merchant, member.id, vendors);
    }
    return idempotent(
      call.db,
      { memberId: member.id, key: input.idempotencyKey, call: walletTransfer.id, request: move },
      (tx) => moveBetweenWallets(tx, call.merchant, member.id, move, vendors),
    );
  });

  registerEndpoint(app, walletTransferAll, async (input, call) => {
    const { member } = sessionOf(call);
    const vendors = vendorsOf(call);
    const codes = vendorWallets(call.merchant, vendors).map((wallet) => wallet.code);
    // Each TRANSFER vendor gives back what it holds (a vendor not answering keeps it, shown in
    // its wallet); the other wallets come back in one ledger move.
    await takeAllFromTransferVendors(bridgeOf(call, member.id), codes, input.idempotencyKey);
    const except = transferVendorCodes(vendors, codes);
    return idempotent(
      call.db,
      { memberId: member.id, key: input.idempotencyKey, call: walletTransferAll.id, request: {} },
      (tx) => moveAllToMain(tx, call.merchant, member.id, vendors, except),
    );
  });

  registerEndpoint(app, transferTargets, (_input, call) =>
    targetsOf(call.db, sessionOf(call).member),
  );

  registerEndpoint(app, memberTransfer, (input, call) =>
    transferToMember(call.db, call.merchant, sessionOf(call).member, input),
  );
}
