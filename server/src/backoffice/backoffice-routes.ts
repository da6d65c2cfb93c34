import type { Hono } from 'hono';
import {
  backofficeDecide,
  backofficeVendorCheck,
  backofficeWithdrawals,
  type OperatorWithdrawal,
} from '../../../contract/backoffice.ts';
import { checkVendorBalances } from '../games/transfer/balance-check.ts';
import { NO_VENDORS, VendorCallError } from '../games/vendor-directory.ts';
import { PlatformError } from '../../../contract/errors.ts';
import type { AppEnv } from '../http/app-env.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import type { Merchant } from '../merchant/merchant-store.ts';
import { decideWithdrawal } from '../withdrawal/withdrawal-service.ts';
import {
  sweepReceipts,
  toWithdrawal,
  WITHDRAWAL_COLUMNS,
  type WithdrawalRow,
} from '../withdrawal/withdrawal-store.ts';
import { authorizeOperator } from './operator-auth.ts';

/** At most this many withdrawals per list: the oldest first, as an operator works them. */
const LIST_LIMIT = 200;

function operatorView(
  row: WithdrawalRow & { account: string },
  merchant: Merchant,
): OperatorWithdrawal {
  return { ...toWithdrawal(row), account: row.account, currency: merchant.currency };
}

/**
 * The operator's back-office (contract/backoffice.ts, `Authorization: Operator <key>`): the
 * merchant is picked by the Merchant header or the host, like every call, and the key must
 * cover it; the key is checked before anything else (authorizeOperator).
 */
export function registerBackofficeRoutes(app: Hono<AppEnv>): void {
  const operator = { merchantOf: authorizeOperator };

  registerEndpoint(
    app,
    backofficeWithdrawals,
    async ({ status }, { c, db, merchant }) => {
      await sweepReceipts(db, new Date(c.var.services.clock.now()), { merchantId: merchant.id });
      const rows = await db.query<WithdrawalRow & { account: string }>(
        `select w.*, m.account
           from (select ${WITHDRAWAL_COLUMNS} from withdrawals
                  where merchant_id = $1 and ($2::text is null or status = $2)
                  order by id limit $3) w
           join members m on m.id = w.member_id
          order by w.id`,
        [merchant.id, status ?? null, LIST_LIMIT],
      );
      return rows.map((row) => operatorView(row, merchant));
    },
    operator,
  );

  registerEndpoint(
    app,
    backofficeDecide,
    async (input, { c, db, merchant }) => {
      const row = await decideWithdrawal(
        db,
        merchant,
        input.id,
        input.decision === 'APPROVE'
          ? { decision: 'APPROVE' }
          : { decision: 'REJECT', reason: input.reason },
        new Date(c.var.services.clock.now()),
      );
      const [member] = await db.query<{ account: string }>(
        'select account from members where id = $1',
        [row.member_id],
      );
      return operatorView({ ...row, account: member?.account ?? '' }, merchant);
    },
    operator,
  );

  registerEndpoint(
    app,
    backofficeVendorCheck,
    async (input, { c, db, merchant }) => {
      const { providers, clock } = c.var.services;
      const vendors = providers.vendors ?? NO_VENDORS;
      const codes = vendors.codes().filter((code) => vendors.get(code)?.protocol === 'TRANSFER');
      if (input.vendor !== undefined && !codes.includes(input.vendor)) {
        throw new PlatformError('WALLET_NOT_FOUND');
      }
      const results = [];
      for (const code of input.vendor ? [input.vendor] : codes) {
        const vendor = vendors.get(code);
        if (!vendor) continue;
        try {
          const drifts = await checkVendorBalances(db, vendor, clock, { merchantId: merchant.id });
          results.push({
            vendor: code,
            unavailable: null,
            drifts: drifts.map(({ account, ledger, atVendor, drift, pendingTransfers }) => ({
              account,
              ledger,
              atVendor,
              drift,
              pendingTransfers,
            })),
          });
        } catch (e: unknown) {
          // A vendor down for its bet records cannot be compared: say so, check the others.
          if (!(e instanceof VendorCallError)) throw e;
          results.push({ vendor: code, unavailable: e.message, drifts: [] });
        }
      }
      return results;
    },
    operator,
  );
}
