import type { Hono } from 'hono';
import {
  accountRecords,
  betRecords,
  bonusRecords,
  profitLoss,
  rewardList,
} from '../../../contract/history.ts';
import type { AppEnv } from '../http/app-env.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import type { CallContext } from '../http/app-env.ts';
import { LANGUAGE_HEADER } from '../../../contract/boot.ts';
import { sessionOf } from '../session/authenticate.ts';
import * as records from './account-records.ts';
import { betRecords as listBets } from './bet-records.ts';
import { merchantDays } from './date-range.ts';
import { profitLoss as sumProfitLoss } from './profit-loss.ts';
import { rewardList as listRewards } from './rewards.ts';

interface Query {
  from: string;
  to: string;
  page: number;
  pageSize: number;
}

/** The signed-in member and the page of its history the query asks for. */
function historyPage(input: Query, call: CallContext) {
  const range = merchantDays(call.merchant, input.from, input.to);
  return [
    sessionOf(call).member.id,
    { range, page: input.page, pageSize: input.pageSize },
  ] as const;
}

/** Spec §2.4 histories: account record, profit and loss, bonuses, bets and rewards. */
export function registerHistoryRoutes(app: Hono<AppEnv>): void {
  registerEndpoint(app, accountRecords, (input, call) => {
    const [memberId, page] = historyPage(input, call);
    return records.accountRecords(call.db, memberId, { ...page, kind: input.kind });
  });
  registerEndpoint(app, profitLoss, (input, call) => {
    const [memberId, page] = historyPage(input, call);
    return sumProfitLoss(call.db, memberId, call.merchant.utcOffsetMinutes, page);
  });
  registerEndpoint(app, bonusRecords, (input, call) =>
    records.bonusRecords(call.db, ...historyPage(input, call)),
  );
  registerEndpoint(app, betRecords, (input, call) => {
    const [memberId, page] = historyPage(input, call);
    const language = (call.c.req.header(LANGUAGE_HEADER) ?? 'EN').trim().toUpperCase();
    return listBets(call.db, call.merchant, memberId, {
      ...page,
      category: input.category,
      vendor: input.vendor,
      language: /^[A-Z]{2}$/.test(language) ? language : 'EN',
    });
  });
  registerEndpoint(app, rewardList, (_input, call) =>
    listRewards(call.db, sessionOf(call).member.id),
  );
}
