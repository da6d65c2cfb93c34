import type { Hono } from 'hono';
import * as v from 'valibot';
import { PlatformError } from '../../../contract/errors.ts';
import type { AppEnv } from '../http/app-env.ts';
import { describeIssues } from '../http/register-endpoint.ts';
import type { Merchant } from '../merchant/merchant-store.ts';
import { withdrawalNow } from '../withdrawal/withdrawal-clock.ts';
import { decideWithdrawal } from '../withdrawal/withdrawal-service.ts';
import {
  sweepReceipts,
  toWithdrawal,
  WITHDRAWAL_COLUMNS,
  type WithdrawalRow,
} from '../withdrawal/withdrawal-store.ts';
import {
  BACKOFFICE_DECIDE_PATH,
  BACKOFFICE_WITHDRAWALS_PATH,
  DecideSchema,
  WithdrawalListQuerySchema,
  type OperatorWithdrawal,
} from './backoffice-shapes.ts';
import { authorizeOperator } from './operator-auth.ts';

/** At most this many withdrawals per list: the oldest first, as an operator works them. */
const LIST_LIMIT = 200;

function operatorView(
  row: WithdrawalRow & { account: string },
  merchant: Merchant,
): OperatorWithdrawal {
  return { ...toWithdrawal(row), account: row.account, currency: merchant.currency };
}

function parse<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const parsed = v.safeParse(schema, input);
  if (!parsed.success) {
    throw new PlatformError('BAD_REQUEST', { message: describeIssues(parsed.issues) });
  }
  return parsed.output;
}

/**
 * The operator's sandbox back-office (`Authorization: Operator <key>`): the merchant is
 * picked by the Merchant header or the host, like every call, and the key must cover it.
 */
export function registerBackofficeRoutes(app: Hono<AppEnv>): void {
  app.get(BACKOFFICE_WITHDRAWALS_PATH, async (c) => {
    const merchant = await authorizeOperator(c);
    const { status } = parse(WithdrawalListQuerySchema, c.req.query());
    const { db } = c.var.services;
    await sweepReceipts(db, withdrawalNow(), { merchantId: merchant.id });
    const rows = await db.query<WithdrawalRow & { account: string }>(
      `select w.*, m.account
         from (select ${WITHDRAWAL_COLUMNS} from withdrawals
                where merchant_id = $1 and ($2::text is null or status = $2)
                order by id limit $3) w
         join members m on m.id = w.member_id
        order by w.id`,
      [merchant.id, status ?? null, LIST_LIMIT],
    );
    return c.json({ success: true, value: rows.map((row) => operatorView(row, merchant)) });
  });

  app.post(BACKOFFICE_DECIDE_PATH, async (c) => {
    const merchant = await authorizeOperator(c);
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      throw new PlatformError('BAD_REQUEST', { message: 'The request body is not valid JSON.' });
    }
    const input = parse(DecideSchema, body);
    const { db } = c.var.services;
    const row = await decideWithdrawal(
      db,
      merchant,
      input.id,
      input.decision === 'APPROVE'
        ? { decision: 'APPROVE' }
        : { decision: 'REJECT', reason: input.reason },
    );
    const [member] = await db.query<{ account: string }>(
      'select account from members where id = $1',
      [row.member_id],
    );
    return c.json({
      success: true,
      value: operatorView({ ...row, account: member?.account ?? '' }, merchant),
    });
  });
}
