import type { ContractPayment } from '../contract/agent-contracts.ts';
import { fail, ok, type Handler } from '../runtime/src/testing/fake-platform.ts';
import { DAY, ago, contracts, given, payments, scale } from './agent-contract-fixtures.ts';
import { team } from './agent-team-fixtures.ts';
import type { BrandId } from './story-site.ts';

/*
 * Agent-centre answers for the stories: a three-level team, a month of team figures, bets,
 * contracts of every kind and payments that explain themselves. Amounts are given in whole
 * dollars and turned into each brand's minor units (aurora USD cents, lotus whole dong).
 */

const page = <T>(items: T[], url: URL) => {
  const size = Number(url.searchParams.get('pageSize') ?? 20);
  const at = Number(url.searchParams.get('page') ?? 1);
  return {
    items: items.slice((at - 1) * size, at * size),
    total: items.length,
    page: at,
    pageSize: size,
  };
};

/** Every day of the asked range, oldest first. */
function daysOf(url: URL): string[] {
  const from = Date.parse(`${url.searchParams.get('from')}T00:00:00Z`);
  const to = Date.parse(`${url.searchParams.get('to')}T00:00:00Z`);
  const days: string[] = [];
  for (let d = from; d <= to; d += DAY) days.push(new Date(d).toISOString().slice(0, 10));
  return days;
}

/** The agent endpoints as the reference platform would answer an agent of `brand`. */
export function agentRoutes(brand: BrandId, { empty = false } = {}): Record<string, Handler> {
  const $ = scale(brand);
  const tree = team($);
  const wave = (day: string, k: number) =>
    Math.round((Math.sin(Number(day.slice(8)) / 2.3 + k) + 1.4) * 100) / 100;
  return {
    'GET /wps/agent/announcements': (_, url) =>
      ok(
        page(
          empty
            ? []
            : [
                {
                  id: 3,
                  time: ago(0, 4),
                  title: 'Daily salary tiers raised from Monday',
                  body: 'From Monday every daily salary tier pays 10% more.\nContracts already signed are raised automatically; no action needed.',
                },
                {
                  id: 2,
                  time: ago(3),
                  title: 'Weekly dividend paid on Tuesday',
                  body: 'Weekly dividends are settled every Tuesday at 01:00 for the week before.',
                },
                {
                  id: 1,
                  time: ago(12),
                  title: 'New live casino tables count for team valid bet',
                  body: 'Lumen Live tables now count toward every contract tier.',
                },
              ],
          url,
        ),
      ),
    'GET /wps/agent/team/overview': (_, url) => {
      const days = daysOf(url).map((day) => ({
        day,
        newMembers: Math.round(wave(day, 1) * 3),
        activeMembers: Math.round(wave(day, 2) * 9) + 4,
        deposit: $(Math.round(wave(day, 3) * 1_800)),
        withdrawal: $(Math.round(wave(day, 0.4) * 900)),
        validBet: $(Math.round(wave(day, 0) * 14_000)),
        profit: $(Math.round((wave(day, 5) - 1.2) * 2_400)),
      }));
      const sum = (k: keyof (typeof days)[number]) =>
        days.reduce((s, d) => s + (d[k] as number), 0);
      return ok({
        teamSize: 22,
        directMembers: 6,
        agents: 4,
        totals: {
          newMembers: sum('newMembers'),
          activeMembers: 17,
          deposit: sum('deposit'),
          withdrawal: sum('withdrawal'),
          validBet: sum('validBet'),
          profit: sum('profit'),
        },
        days,
      });
    },
    'GET /wps/agent/team/members': (_, url) => {
      const search = url.searchParams.get('search');
      if (search) {
        const all = Object.values(tree).flatMap((l) => l.items);
        return ok({
          path: [],
          ...page(
            all.filter((m) => m.account.includes(search)),
            url,
          ),
        });
      }
      const level = tree[url.searchParams.get('parent') ?? ''];
      return level
        ? ok({ path: level.path, ...page(empty ? [] : level.items, url) })
        : fail('NOT_IN_TEAM');
    },
    'POST /wps/agent/accounts': (body) => {
      const { account, role } = body as { account: string; role: 'MEMBER' | 'AGENT' };
      return account === 'taken'
        ? fail('ACCOUNT_TAKEN')
        : ok({ account, role, affiliateCode: role === 'AGENT' ? 'TIGER42' : null });
    },
    'GET /wps/agent/team/bets': (_, url) => {
      const rows = empty
        ? []
        : daysOf(url)
            .reverse()
            .slice(0, 4)
            .flatMap((day, i) =>
              (['golden_tiger', 'lucky_mei', 'dragon77'] as const).map((account, j) => {
                const stake = $(Math.round(wave(day, j) * 900 + 100));
                const payout = Math.round(stake * (0.6 + ((i + j) % 3) * 0.3));
                return {
                  day,
                  account,
                  category: (['RNG', 'LIVE', 'SPORTS'] as const)[(i + j) % 3],
                  bets: 12 + i * 7 + j * 3,
                  stake,
                  validBet: Math.round(stake * 0.97),
                  payout,
                  profit: payout - stake,
                };
              }),
            );
      const total = (k: 'bets' | 'stake' | 'validBet' | 'payout' | 'profit') =>
        rows.reduce((s, r) => s + r[k], 0);
      return ok({
        totals: {
          bets: total('bets'),
          stake: total('stake'),
          validBet: total('validBet'),
          payout: total('payout'),
          profit: total('profit'),
        },
        ...page(rows, url),
      });
    },
    'GET /wps/agent/team/profit': (_, url) => {
      const level = tree[url.searchParams.get('parent') ?? ''] ?? { items: [] };
      const rows = (empty ? [] : level.items).map((m, i) => {
        const validBet = $(1_200 + i * 830);
        const payout = Math.round(validBet * (0.7 + (i % 4) * 0.15));
        return {
          account: m.account,
          nickname: m.nickname,
          role: m.role,
          teamSize: m.teamSize,
          deposit: $(500 + i * 220),
          withdrawal: $(i * 130),
          validBet,
          payout,
          bonus: $(i % 2 ? 18 : 0),
          profit: payout - validBet + $(i % 2 ? 18 : 0),
        };
      });
      const total = (k: 'deposit' | 'withdrawal' | 'validBet' | 'payout' | 'bonus' | 'profit') =>
        rows.reduce((s, r) => s + r[k], 0);
      return ok({
        totals: {
          deposit: total('deposit'),
          withdrawal: total('withdrawal'),
          validBet: total('validBet'),
          payout: total('payout'),
          bonus: total('bonus'),
          profit: total('profit'),
        },
        ...page(rows, url),
      });
    },
    'GET /wps/agent/team/transactions': (_, url) =>
      ok(
        page(
          empty
            ? []
            : [
                {
                  id: 1,
                  time: ago(0, 1),
                  account: 'lucky_mei',
                  kind: 'DEPOSIT',
                  amount: $(200),
                  status: 'ARRIVED',
                  reference: 'D1042',
                },
                {
                  id: 2,
                  time: ago(0, 6),
                  account: 'dragon77',
                  kind: 'WITHDRAWAL',
                  amount: $(-1_500),
                  status: 'PENDING',
                  reference: 'W311',
                },
                {
                  id: 3,
                  time: ago(1),
                  account: 'golden_tiger',
                  kind: 'TRANSFER',
                  amount: $(300),
                  status: 'DONE',
                  reference: 'lucky888',
                },
                {
                  id: 4,
                  time: ago(2),
                  account: 'khanh88',
                  kind: 'DEPOSIT',
                  amount: $(50),
                  status: 'FAILED',
                  reference: 'D1017',
                },
                {
                  id: 5,
                  time: ago(3),
                  account: 'pat_wong',
                  kind: 'WITHDRAWAL',
                  amount: $(-420),
                  status: 'PAID',
                  reference: 'W298',
                },
              ],
          url,
        ),
      ),
    'GET /wps/agent/contracts/settings': () =>
      ok({
        kinds: ['DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY'],
        dividendPeriods: ['D', 'W', 'H', 'M'],
        own: contracts($).filter((c) => c.status === 'SIGNED'),
      }),
    'GET /wps/agent/contracts': (_, url) => {
      const kind = url.searchParams.get('kind');
      const list = (url.searchParams.get('side') === 'UPLINE' ? given($) : contracts($)).filter(
        (c) => !kind || c.kind === kind,
      );
      return ok(page(empty ? [] : list, url));
    },
    'POST /wps/agent/contracts': (body) =>
      ok({ ...given($)[1], ...(body as object), status: 'OFFERED' }),
    'POST /wps/agent/contracts/respond': (body) => {
      const { action, confirmEnds } = body as { action: string; confirmEnds?: boolean };
      if (action === 'ACCEPT' && !confirmEnds)
        return fail('CONTRACT_CONFIRM_REQUIRED', { ends: [given($)[0]] });
      return ok({ ...contracts($)[0], status: action === 'REJECT' ? 'REJECTED' : 'SIGNED' });
    },
    'GET /wps/agent/income': (_, url) => {
      const kind = url.searchParams.get('kind');
      const direction = url.searchParams.get('direction');
      const list = (empty ? [] : payments($)).filter(
        (p) => (!kind || p.kind === kind) && (!direction || p.direction === direction),
      );
      const sum = (f: (p: ContractPayment) => boolean) =>
        list.filter(f).reduce((s, p) => s + p.amount, 0);
      return ok({
        totals: {
          received: sum((p) => p.direction === 'IN' && p.status === 'PAID'),
          paid: sum((p) => p.direction === 'OUT' && p.status === 'PAID'),
          owed: sum((p) => p.status === 'OWED'),
        },
        ...page(list, url),
      });
    },
    'GET /wps/v2/transfer/targets': () => ok({ upline: null, downlines: [] }),
  };
}
