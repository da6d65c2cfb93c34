import type { Slip } from '../../../contract/sports.ts';
import type { Queryable } from '../db/database.ts';
import { slipPayout, type LegOutcome } from './settle-rules.ts';

interface SlipRow {
  id: number;
  book: Slip['book'];
  status: Slip['status'];
  stake: number;
  odds_policy: Slip['oddsPolicy'];
  payout_due: number | null;
  refusal: string | null;
  placed_at: string;
  accept_at: string | null;
  settled_at: string | null;
  legs: {
    match_id: string;
    sport: Slip['legs'][number]['sport'];
    match_name: string;
    league: string;
    starts_at: string;
    market: string;
    kind: Slip['legs'][number]['kind'];
    line: number | null;
    selection: string;
    odds: number;
    in_play: boolean;
    outcome: LegOutcome | null;
  }[];
}

const iso = (time: string | Date | null) => (time === null ? null : new Date(time).toISOString());

/** The slips' rows with their legs (as JSON), newest first; `where` over s and $1 = member. */
const SELECT = (where: string) => `
  select s.id, s.book, s.status, s.stake, s.odds_policy, s.payout_due, s.refusal, s.placed_at,
         s.accept_at, s.settled_at,
         (select json_agg(json_build_object(
                   'match_id', l.match_id, 'sport', l.sport, 'match_name', l.match_name,
                   'league', l.league, 'starts_at', l.starts_at, 'market', l.market,
                   'kind', l.kind, 'line', l.line, 'selection', l.selection, 'odds', l.odds,
                   'in_play', l.in_play, 'outcome', l.outcome) order by l.leg_no)
            from sports_legs l where l.slip_id = s.id) as legs
    from sports_slips s
   where s.member_id = $1 and ${where}`;

function slipOf(row: SlipRow): Slip {
  const legs = row.legs;
  const product = legs.reduce((p, leg) => (p * BigInt(leg.odds)) / 1000n, 1000n);
  return {
    id: Number(row.id),
    number: `S${row.id}`,
    book: row.book,
    status: row.status,
    stake: Number(row.stake),
    totalOdds: Number(product),
    potentialPayout: slipPayout(
      Number(row.stake),
      legs.map((leg) => ({ odds: leg.odds, outcome: 'WIN' })),
    ),
    payout: row.payout_due === null ? null : Number(row.payout_due),
    oddsPolicy: row.odds_policy,
    refusal: row.refusal,
    placedAt: iso(row.placed_at) ?? '',
    acceptAt: row.status === 'PENDING' ? iso(row.accept_at) : null,
    settledAt: iso(row.settled_at),
    legs: legs.map((leg) => ({
      matchId: leg.match_id,
      sport: leg.sport,
      match: leg.match_name,
      league: leg.league,
      startsAt: iso(leg.starts_at) ?? '',
      marketId: leg.market,
      kind: leg.kind,
      line: leg.line,
      selection: leg.selection,
      odds: leg.odds,
      inPlay: leg.in_play,
      outcome: leg.outcome,
    })),
  };
}

/** One of the member's own slips (another member's answers nothing). */
export async function readSlip(db: Queryable, memberId: number, id: number): Promise<Slip | null> {
  const [row] = await db.query<SlipRow>(SELECT('s.id = $2'), [memberId, id]);
  return row ? slipOf(row) : null;
}

/** The member's own slips: open (pending or accepted) or done (settled or refused). */
export async function listSlips(
  db: Queryable,
  memberId: number,
  query: { state: 'open' | 'settled'; book?: string | undefined; page: number; pageSize: number },
): Promise<{ items: Slip[]; total: number; page: number; pageSize: number }> {
  const statuses = query.state === 'open' ? ['PENDING', 'OPEN'] : ['SETTLED', 'REFUSED'];
  const where = `s.status = any($2::text[]) and ($3::text is null or s.book = $3)`;
  const rows = await db.query<SlipRow>(
    `${SELECT(where)} order by s.placed_at desc, s.id desc limit $4 offset $5`,
    [memberId, statuses, query.book ?? null, query.pageSize, (query.page - 1) * query.pageSize],
  );
  const [count] = await db.query<{ n: number }>(
    `select count(*)::int as n from sports_slips s where s.member_id = $1 and ${where}`,
    [memberId, statuses, query.book ?? null],
  );
  return {
    items: rows.map(slipOf),
    total: count?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
