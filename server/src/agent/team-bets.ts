import type { GameCategory } from '../../../contract/generated/platform.ts';
import type { Queryable } from '../db/database.ts';
import { isoRange, type Instants } from '../history/date-range.ts';
import type { Page } from '../history/paging.ts';
import type { Member } from '../member/member-store.ts';
import { localDay } from './team-overview.ts';
import { teamPageOf } from './team-page.ts';
import { findInTeam, teamCte } from './team-scope.ts';

export interface BetFigures {
  bets: number;
  stake: number;
  validBet: number;
  payout: number;
  profit: number;
}

export interface TeamBetsQuery {
  range: Instants;
  page: number;
  pageSize: number;
  account?: string | undefined;
  category?: GameCategory | undefined;
}

const FIGURES = `count(*) as bets, coalesce(sum(b.stake), 0) as stake,
  coalesce(sum(b.valid_bet), 0) as "validBet", coalesce(sum(b.payout), 0) as payout,
  coalesce(sum(b.payout - b.stake), 0) as profit`;

/**
 * Spec §2.5 team betting: the subtree's settled real-money bets (games, sports slips and
 * lottery tickets alike: all are rows of `bets`) by the merchant's day of their settlement,
 * member and category, newest day first. An open or rolled-back bet, or a free-play one, is
 * in no figure. A member filter outside the team answers NOT_IN_TEAM.
 */
export async function teamBets(
  db: Queryable,
  agent: Member,
  offsetMinutes: number,
  query: TeamBetsQuery,
): Promise<
  Page<BetFigures & { day: string; account: string; category: GameCategory }> & {
    totals: BetFigures;
  }
> {
  const member =
    query.account === undefined ? undefined : await findInTeam(db, agent, query.account);
  const params = [
    agent.id,
    agent.merchantId,
    ...isoRange(query.range),
    member?.id ?? null,
    query.category ?? null,
    offsetMinutes,
  ];
  const where = `from team t join members m on m.id = t.id join bets b on b.member_id = t.id
    where b.status = 'SETTLED' and not b.demo
      and b.settled_at >= $3::timestamptz and b.settled_at < $4::timestamptz
      and ($5::int is null or b.member_id = $5) and ($6::text is null or b.category = $6)
      and $7::int is not null`;
  const day = localDay('b.settled_at', '$7');
  const page = await teamPageOf<
    BetFigures & { day: string; account: string; category: GameCategory }
  >(
    db,
    {
      with: teamCte('$1', '$2'),
      columns: `${day} as day, m.account, b.category, ${FIGURES}`,
      where,
      params,
      groupBy: `${day}, m.account, b.category`,
      orderBy: `day desc, lower(m.account), b.category`,
    },
    query,
  );
  const [totals] = await db.query<BetFigures>(
    `${teamCte('$1', '$2')} select ${FIGURES} ${where}`,
    params,
  );
  return {
    totals: totals ?? { bets: 0, stake: 0, validBet: 0, payout: 0, profit: 0 },
    ...page,
  };
}
