import { AGENT_ROLES } from '../../../contract/roles.ts';
import type { Queryable } from '../db/database.ts';
import { isoRange, type Instants } from '../history/date-range.ts';
import { SUMS } from '../history/profit-loss.ts';
import type { Member } from '../member/member-store.ts';
import { teamCte } from './team-scope.ts';

export interface TeamFigures {
  newMembers: number;
  activeMembers: number;
  deposit: number;
  withdrawal: number;
  validBet: number;
  profit: number;
}

const ZERO: TeamFigures = {
  newMembers: 0,
  activeMembers: 0,
  deposit: 0,
  withdrawal: 0,
  validBet: 0,
  profit: 0,
};

/** The merchant's calendar day of an instant: its UTC wall clock moved by the brand offset. */
export const localDay = (column: string, offset: string) =>
  `to_char((${column} at time zone 'UTC') + ${offset}::int * interval '1 minute', 'YYYY-MM-DD')`;

/** Every day from `from` to `to` (YYYY-MM-DD, both included, already validated), oldest first. */
function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`);) {
    days.push(new Date(t).toISOString().slice(0, 10));
    t += 24 * 60 * 60 * 1000;
  }
  return days;
}

/**
 * Spec §2.5 team overview. Registrations by their time; deposits and withdrawals from the
 * team's ledger entries, counted exactly as personal profit and loss counts them (a refused
 * withdrawal nets to nothing); valid bet, profit and activity from settled real-money bets
 * by their settlement time. `grouped` answers one row per day, else one for the whole range.
 */
async function figures(
  db: Queryable,
  agent: Member,
  range: Instants,
  offsetMinutes: number,
  grouped: boolean,
) {
  const params = [agent.id, agent.merchantId, ...isoRange(range), offsetMinutes];
  const day = (column: string) => (grouped ? localDay(column, '$5') : `$5::int::text`);
  const team = teamCte('$1', '$2');
  const [joined, money, bets] = await Promise.all([
    db.query<{ day: string; n: number }>(
      `${team} select ${day('m.created_at')} as day, count(*) as n
         from team t join members m on m.id = t.id
        where m.created_at >= $3::timestamptz and m.created_at < $4::timestamptz group by 1`,
      params,
    ),
    db.query<{ day: string; deposit: number; withdrawal: number }>(
      `${teamCte('$1', '$2', 'tm')}
       select ${day('e.created_at')} as day, ${SUMS}
         from tm join ledger_accounts a on a.member_id = tm.id
         join ledger_entries e on e.account_id = a.id
         join ledger_transactions t on t.id = e.transaction_id
        where e.created_at >= $3::timestamptz and e.created_at < $4::timestamptz
          and t.kind in ('DEPOSIT', 'WITHDRAWAL', 'WITHDRAWAL_REFUND') group by 1`,
      params,
    ),
    db.query<{ day: string; active: number; valid_bet: number; profit: number }>(
      `${team} select ${day('b.settled_at')} as day, count(distinct b.member_id) as active,
              sum(b.valid_bet) as valid_bet, sum(b.payout - b.stake) as profit
         from team t join bets b on b.member_id = t.id
        where b.status = 'SETTLED' and not b.demo
          and b.settled_at >= $3::timestamptz and b.settled_at < $4::timestamptz group by 1`,
      params,
    ),
  ]);
  const byDay = new Map<string, TeamFigures>();
  const at = (key: string): TeamFigures => {
    const found = byDay.get(key);
    if (found) return found;
    const fresh = { ...ZERO };
    byDay.set(key, fresh);
    return fresh;
  };
  for (const row of joined) at(row.day).newMembers = row.n;
  for (const row of money)
    Object.assign(at(row.day), { deposit: row.deposit, withdrawal: row.withdrawal });
  for (const row of bets) {
    Object.assign(at(row.day), {
      activeMembers: row.active,
      validBet: row.valid_bet,
      profit: row.profit,
    });
  }
  return byDay;
}

export async function teamOverview(
  db: Queryable,
  agent: Member,
  days: { from: string; to: string; range: Instants },
  offsetMinutes: number,
) {
  const [[size], perDay, whole] = await Promise.all([
    db.query<{ team: number; direct: number; agents: number }>(
      `${teamCte('$1', '$2')}
       select count(*) as team, count(*) filter (where t.level = 1) as direct,
              count(*) filter (where m.role = any($3::int[])) as agents
         from team t join members m on m.id = t.id`,
      [agent.id, agent.merchantId, [...AGENT_ROLES]],
    ),
    figures(db, agent, days.range, offsetMinutes, true),
    figures(db, agent, days.range, offsetMinutes, false),
  ]);
  return {
    teamSize: size?.team ?? 0,
    directMembers: size?.direct ?? 0,
    agents: size?.agents ?? 0,
    totals: [...whole.values()][0] ?? { ...ZERO },
    days: daysOf(days.from, days.to).map((day) => ({ day, ...(perDay.get(day) ?? ZERO) })),
  };
}
