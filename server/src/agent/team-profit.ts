import type { Queryable } from '../db/database.ts';
import { isoRange, type Instants } from '../history/date-range.ts';
import { SUMS } from '../history/profit-loss.ts';
import { pageOf, type Page } from '../history/paging.ts';
import type { Member } from '../member/member-store.ts';
import { teamSizes } from './team-members.ts';
import { findInTeam, MAX_TEAM_DEPTH, teamRole } from './team-scope.ts';
import type { TeamRole } from '../../../contract/agent-team.ts';

export interface ProfitFigures {
  deposit: number;
  withdrawal: number;
  validBet: number;
  payout: number;
  bonus: number;
  profit: number;
}

export interface TeamProfitQuery {
  range: Instants;
  page: number;
  pageSize: number;
  parent?: string | undefined;
}

type ProfitRow = ProfitFigures & {
  account: string;
  nickname: string;
  role: TeamRole;
  teamSize: number;
};

const ZERO: ProfitFigures = {
  deposit: 0,
  withdrawal: 0,
  validBet: 0,
  payout: 0,
  bonus: 0,
  profit: 0,
};

/**
 * `with recursive below(root, id)`: each of the members $1 (ids) with itself and everyone
 * below it, of merchant $2, so sums grouped by `root` are per downline and its whole team.
 */
const BELOW = `with recursive below(root, id, depth) as (
    select m.id, m.id, 0 from members m where m.id = any($1::int[]) and m.merchant_id = $2
    union all
    select b.root, m.id, b.depth + 1 from members m join below b on m.upline_id = b.id
     where m.merchant_id = $2 and b.depth < ${MAX_TEAM_DEPTH}
  )`;

/**
 * The figures of `roots`, each with its team (`perRoot`), or all of them together. Deposits,
 * withdrawals, bonus, bet and payout are personal profit and loss's own sums over the
 * ledger (history/profit-loss.ts SUMS), so one member's row here reads as its own report
 * does; the valid bet, which the ledger does not hold, comes from its settled bets.
 */
async function sums(
  db: Queryable,
  merchantId: number,
  roots: readonly number[],
  range: Instants,
  perRoot: boolean,
): Promise<Map<number, ProfitFigures>> {
  const params = [roots, merchantId, ...isoRange(range)];
  const key = perRoot ? 'below.root' : '0';
  const [money, bets] = await Promise.all([
    db.query<{
      root: number;
      deposit: number;
      withdrawal: number;
      bonus: number;
      bet: number;
      payout: number;
    }>(
      `${BELOW} select ${key} as root, ${SUMS}
         from below join ledger_accounts a on a.member_id = below.id
         join ledger_entries e on e.account_id = a.id
         join ledger_transactions t on t.id = e.transaction_id
        where e.created_at >= $3::timestamptz and e.created_at < $4::timestamptz
          and t.kind in ('DEPOSIT', 'WITHDRAWAL', 'WITHDRAWAL_REFUND', 'BONUS', 'BET',
                         'BET_REFUND', 'PAYOUT', 'RESETTLEMENT')
        group by 1`,
      params,
    ),
    db.query<{ root: number; valid_bet: number }>(
      `${BELOW} select ${key} as root, coalesce(sum(b.valid_bet), 0) as valid_bet
         from below join bets b on b.member_id = below.id
        where b.status = 'SETTLED' and not b.demo
          and b.settled_at >= $3::timestamptz and b.settled_at < $4::timestamptz
        group by 1`,
      params,
    ),
  ]);
  const out = new Map<number, ProfitFigures>();
  const at = (root: number): ProfitFigures => {
    const found = out.get(root);
    if (found) return found;
    const fresh = { ...ZERO };
    out.set(root, fresh);
    return fresh;
  };
  for (const row of money) {
    Object.assign(at(row.root), {
      deposit: row.deposit,
      withdrawal: row.withdrawal,
      bonus: row.bonus,
      payout: row.payout,
      profit: row.payout - row.bet + row.bonus,
    });
  }
  for (const row of bets) at(row.root).validBet = row.valid_bet;
  return out;
}

/**
 * Spec §2.5 user profit and loss: a row per direct downline of `parent` (default: the agent;
 * else a member of its team, or NOT_IN_TEAM), each summing that downline and everyone below
 * it; the totals sum every row, that is, the whole team below `parent`.
 */
export async function teamProfit(
  db: Queryable,
  agent: Member,
  query: TeamProfitQuery,
): Promise<Page<ProfitRow> & { totals: ProfitFigures }> {
  const parent = query.parent === undefined ? undefined : await findInTeam(db, agent, query.parent);
  const parentId = parent?.id ?? agent.id;
  const page = await pageOf<{ id: number; account: string; nickname: string; role: number }>(
    db,
    {
      columns: 'm.id, m.account, m.nickname, m.role',
      where: 'from members m where m.upline_id = $1 and m.merchant_id = $2',
      params: [parentId, agent.merchantId],
      orderBy: 'lower(m.account)',
    },
    query,
  );
  const ids = page.items.map((row) => row.id);
  const [perRow, sizes, all] = await Promise.all([
    sums(db, agent.merchantId, ids, query.range, true),
    teamSizes(db, agent.merchantId, ids),
    db
      .query<{ id: number }>('select id from members where upline_id = $1 and merchant_id = $2', [
        parentId,
        agent.merchantId,
      ])
      .then((rows) =>
        sums(
          db,
          agent.merchantId,
          rows.map((row) => row.id),
          query.range,
          false,
        ),
      ),
  ]);
  return {
    totals: all.get(0) ?? { ...ZERO },
    ...page,
    items: page.items.map((row) => ({
      account: row.account,
      nickname: row.nickname,
      role: teamRole(row.role),
      teamSize: sizes.get(row.id) ?? 0,
      ...(perRow.get(row.id) ?? ZERO),
    })),
  };
}
