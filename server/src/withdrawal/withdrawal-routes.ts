import type { Hono } from 'hono';
import { bankList, cardBind } from '../../../contract/account.ts';
import { PlatformError } from '../../../contract/errors.ts';
import { DEMO_ROLE } from '../../../contract/roles.ts';
import {
  withdrawConfirm,
  withdrawCreate,
  withdrawRecords,
  withdrawSettings,
} from '../../../contract/withdrawal.ts';
import { requireFundPassword } from '../account/fund-password.ts';
import { refuseFrozen } from '../contracts/frozen.ts';
import type { AppEnv } from '../http/app-env.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import type { CallContext } from '../http/app-env.ts';
import { walletsOf } from '../ledger/ledger.ts';
import type { Member } from '../member/member-store.ts';
import { sessionOf } from '../session/authenticate.ts';
import { banksOf, bindCard, cardDigits, cardsOf, normaliseHolder, ownCard } from './cards.ts';
import { merchantDayRange } from './merchant-day.ts';
import { confirmReceipt, createWithdrawal, requireWithinLimits } from './withdrawal-service.ts';
import {
  memberWithdrawals,
  sweepReceipts,
  usedToday,
  withdrawalLimits,
} from './withdrawal-store.ts';

/** The member of a call that may move real money: a free-play account may not. */
function realMember(call: CallContext): Member {
  const { member } = sessionOf(call);
  if (member.role === DEMO_ROLE) throw new PlatformError('DEMO_ACCOUNT');
  return member;
}

/** Bank cards and withdrawals of members (contract/account.ts, contract/withdrawal.ts). */
export function registerWithdrawalRoutes(app: Hono<AppEnv>): void {
  registerEndpoint(app, bankList, (_input, call) => banksOf(call.merchant));

  registerEndpoint(app, cardBind, async (input, call) => {
    const member = realMember(call);
    const bank = banksOf(call.merchant).find((b) => b.code === input.bankCode);
    if (!bank) throw new PlatformError('BANK_NOT_FOUND');
    const holder = normaliseHolder(input.holder);
    const digits = cardDigits(input.cardNumber);
    // Outside the transaction: a wrong fund password is recorded even though the bind fails.
    await requireFundPassword(call.db, member.id, input.fundPassword);
    return bindCard(call.db, call.merchant, { memberId: member.id, bank, holder, digits });
  });

  registerEndpoint(app, withdrawSettings, async (_input, call) => {
    const member = realMember(call);
    const now = new Date(call.c.var.services.clock.now());
    await sweepReceipts(call.db, now, { memberId: member.id });
    const limits = withdrawalLimits(call.merchant);
    const used = await usedToday(call.db, call.merchant, member.id, now);
    const [row] = await call.db.query<{ set: boolean }>(
      'select payment_password_hash is not null as set from members where id = $1',
      [member.id],
    );
    return {
      min: limits.min,
      max: limits.max,
      dailyCount: limits.dailyCount,
      dailyAmount: limits.dailyAmount,
      usedCount: used.count,
      usedAmount: used.amount,
      receiptTimeoutMinutes: limits.receiptTimeoutMinutes,
      fundPasswordSet: row?.set ?? false,
      cards: await cardsOf(call.db, member.id),
      main: (await walletsOf(call.db, member.id)).main,
    };
  });

  registerEndpoint(app, withdrawCreate, async (input, call) => {
    const member = realMember(call);
    const amount = requireWithinLimits(call.merchant, input.amount);
    const card = await ownCard(call.db, member.id, input.cardId);
    await refuseFrozen(call.db, member.id);
    await requireFundPassword(call.db, member.id, input.fundPassword);
    return createWithdrawal(
      call.db,
      call.merchant,
      { memberId: member.id, card, amount, idempotencyKey: input.idempotencyKey },
      new Date(call.c.var.services.clock.now()),
    );
  });

  registerEndpoint(app, withdrawRecords, async (input, call) => {
    const { member } = sessionOf(call);
    const range = merchantDayRange(call.merchant, input.from, input.to);
    const now = new Date(call.c.var.services.clock.now());
    await sweepReceipts(call.db, now, { memberId: member.id });
    const found = await memberWithdrawals(call.db, member.id, range, input);
    return { ...found, page: input.page, pageSize: input.pageSize };
  });

  registerEndpoint(app, withdrawConfirm, async (input, call) => {
    const { member } = sessionOf(call);
    const receipt = {
      outcome: input.outcome,
      amountReceived: input.amountReceived,
      proofImage: input.proofImage,
    };
    const now = new Date(call.c.var.services.clock.now());
    return confirmReceipt(call.db, call.merchant, member.id, input.id, receipt, now);
  });
}
