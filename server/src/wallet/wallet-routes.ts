import type { Hono } from 'hono';
import {
  consolidatedFunds,
  memberTransfer,
  transferTargets,
  walletBalance,
  walletTransfer,
  walletTransferAll,
} from '../../../contract/wallet.ts';
import type { AppEnv } from '../http/app-env.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { idempotent } from '../ledger/idempotency.ts';
import { sessionOf } from '../session/authenticate.ts';
import { transferTargets as targetsOf, transferToMember } from './member-transfer.ts';
import {
  checkWalletMove,
  fundsOf,
  moveAllToMain,
  moveBetweenWallets,
  refuseDemo,
} from './wallets.ts';

/** Spec §7 wallets: balance, consolidated funds, main ↔ vendor moves, member transfers (§6). */
export function registerWalletRoutes(app: Hono<AppEnv>): void {
  registerEndpoint(app, walletBalance, async (_input, call) => {
    const funds = await fundsOf(call.db, call.merchant, sessionOf(call).member.id);
    return { currency: funds.currency, main: funds.main, sum: funds.sum };
  });

  registerEndpoint(app, consolidatedFunds, (_input, call) =>
    fundsOf(call.db, call.merchant, sessionOf(call).member.id),
  );

  registerEndpoint(app, walletTransfer, (input, call) => {
    const { member } = sessionOf(call);
    refuseDemo(member);
    const move = checkWalletMove(call.merchant, input);
    return idempotent(
      call.db,
      { memberId: member.id, key: input.idempotencyKey, call: walletTransfer.id, request: move },
      (tx) => moveBetweenWallets(tx, call.merchant, member.id, move),
    );
  });

  registerEndpoint(app, walletTransferAll, (input, call) => {
    const { member } = sessionOf(call);
    return idempotent(
      call.db,
      { memberId: member.id, key: input.idempotencyKey, call: walletTransferAll.id, request: {} },
      (tx) => moveAllToMain(tx, call.merchant, member.id),
    );
  });

  registerEndpoint(app, transferTargets, (_input, call) =>
    targetsOf(call.db, sessionOf(call).member),
  );

  registerEndpoint(app, memberTransfer, (input, call) =>
    transferToMember(call.db, call.merchant, sessionOf(call).member, input),
  );
}
