import { DEMO_ROLE } from '../../../contract/roles.ts';
import type { Queryable } from '../db/database.ts';
import type { TeamFigures, WindowFigures } from './payout.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * The downline's whole team: the downline itself and every member under it, as the tree
 * stands when the period is settled (demo accounts never count).
 */
const TEAM = `with recursive team (id) as (
    select id from members where id = $1
    union all
    select m.id from members m join team t on m.upline_id = t.id where m.role <> ${DEMO_ROLE}
  )`;

/**
 * The team's settled, non-demo bets whose counted_at falls in [from, to): its settled_at, or
 * when the platform learned of it if that was later (migration 037), so a bet settled or
 * arriving after a window closed counts in the window it came in and none is ever left out.
 * `hours` also answers the figures of each hour from `hoursFrom` (HOURLY_SALARY).
 */
export async function teamFigures(
  db: Queryable,
  downlineId: number,
  from: Date,
  to: Date,
  hoursFrom?: Date,
): Promise<WindowFigures> {
  const params = [downlineId, from.toISOString(), to.toISOString()];
  const where = `from bets b join team t on t.id = b.member_id
     where b.status = 'SETTLED' and not b.demo
       and b.counted_at >= $2::timestamptz and b.counted_at < $3::timestamptz`;
  const [total] = await db.query<{ valid_bet: number; team_loss: number; active: number }>(
    `${TEAM} select coalesce(sum(b.valid_bet), 0) as valid_bet,
            coalesce(sum(b.stake - b.payout), 0) as team_loss,
            count(distinct b.member_id) as active ${where}`,
    params,
  );
  const figures: WindowFigures = {
    validBet: total?.valid_bet ?? 0,
    teamLoss: total?.team_loss ?? 0,
    activeMembers: total?.active ?? 0,
  };
  if (!hoursFrom) return figures;
  const rows = await db.query<{
    hour: number;
    valid_bet: number;
    team_loss: number;
    active: number;
  }>(
    `${TEAM} select floor(extract(epoch from (b.counted_at - $4::timestamptz)) / 3600)::int as hour,
            sum(b.valid_bet) as valid_bet, sum(b.stake - b.payout) as team_loss,
            count(distinct b.member_id) as active ${where}
      group by 1 order by 1`,
    [...params, hoursFrom.toISOString()],
  );
  // Only the hours of the day that overlap [from, to) exist for the contract: an hour before
  // its signing or after its end is not counted, even by a tier that asks for no bets.
  const first = Math.floor((from.getTime() - hoursFrom.getTime()) / HOUR_MS);
  const last = Math.ceil((to.getTime() - hoursFrom.getTime()) / HOUR_MS);
  const hours: TeamFigures[] = Array.from({ length: Math.max(last - first, 0) }, () => ({
    validBet: 0,
    teamLoss: 0,
    activeMembers: 0,
  }));
  for (const row of rows) {
    hours[row.hour - first] = {
      validBet: row.valid_bet,
      teamLoss: row.team_loss,
      activeMembers: row.active,
    };
  }
  return { ...figures, hours };
}
