import { randomBytes } from 'node:crypto';
import { PlatformError } from '../../../contract/errors.ts';
import type { Ticket } from '../../../contract/lottery.ts';
import { DEMO_ROLE } from '../../../contract/roles.ts';
import type { Database, Queryable } from '../db/database.ts';
import { idempotent } from '../ledger/idempotency.ts';
import type { Member } from '../member/member-store.ts';
import type { Merchant } from '../merchant/merchant-store.ts';
import { nameIn, playTypeOf, type LotteryGame, type PlayType } from './catalogue.ts';
import { DRAW_COLUMNS, type DrawRow } from './draw-store.ts';
import { moveGameMoney } from './game-money.ts';
import { lotteryGameId } from './lottery-games.ts';
import { merchantTerms, termsOf } from './merchant-terms.ts';
import { offeredGame } from './prize-modes.ts';
import { numbersDrawn } from './results.ts';
import { potentialWinOf, stakeOf } from './settle.ts';

export interface BuyRequest {
  drawId: number;
  playType: string;
  picks: string[];
  units: number;
  idempotencyKey: string;
}

function bad(message: string): PlatformError {
  return new PlatformError('BAD_REQUEST', { message });
}

/** The picks must suit the play type's picker: distinct, as many as it takes, each well formed. */
export function checkPicks(play: PlayType, picks: readonly string[]): void {
  if (new Set(picks).size !== picks.length) throw bad('picks: each number at most once.');
  if (picks.length < play.min || picks.length > play.max) {
    throw bad(
      play.min === play.max
        ? `picks: ${play.code} takes exactly ${play.min}.`
        : `picks: ${play.code} takes ${play.min} to ${play.max}.`,
    );
  }
  const picker = play.picker;
  for (const pick of picks) {
    const ok =
      'digits' in picker
        ? pick.length === picker.digits && /^[0-9]+$/.test(pick)
        : picker.options.includes(pick);
    if (!ok) {
      throw bad(
        'digits' in picker
          ? `picks: ${play.code} takes numbers of ${picker.digits} digits.`
          : `picks: ${play.code} takes ${picker.options.join(' or ')}.`,
      );
    }
  }
}

/** "Lô 27, 45 ×10 điểm": what the betting record shows of the ticket. */
function detailOf(game: LotteryGame, play: PlayType, picks: readonly string[], units: number) {
  const language = game.mode === 'SEA' ? 'VI' : 'EN';
  const unit = play.rule.kind === 'lo' ? (language === 'VI' ? ' điểm' : ' pts') : '';
  return `${nameIn(play.names, language)} ${picks.join(', ')} ×${units}${unit}`.slice(0, 240);
}

/**
 * Buys one ticket (docs/lottery.md "Tickets"), once per idempotency key: the draw must be the
 * merchant's and still taking bets at `now` (read under a share lock, so the draw cannot be
 * drawn until this commits); the bets row, the BET posting and the ticket's terms are one
 * transaction, so a wallet that cannot pay leaves nothing behind.
 */
export async function buyTicket(
  db: Database,
  merchant: Merchant,
  member: Member,
  request: BuyRequest,
  now: number,
): Promise<{ ticket: Ticket; balance: number }> {
  const terms = await merchantTerms(db, merchant);
  const { idempotencyKey, ...asked } = request;
  return idempotent(
    db,
    { memberId: member.id, key: idempotencyKey, call: 'lotteryBuy', request: asked },
    async (tx) => {
      const [draw] = await tx.query<DrawRow>(
        `select ${DRAW_COLUMNS} from lottery_draws d where d.id = $1 and d.merchant_id = $2
          for share`,
        [request.drawId, merchant.id],
      );
      if (!draw) throw new PlatformError('DRAW_NOT_FOUND');
      const offered = offeredGame(merchant, draw.game_code);
      if (!offered) throw new PlatformError('GAME_UNAVAILABLE');
      const play = playTypeOf(offered.game, request.playType);
      if (!play) throw bad(`playType: ${offered.game.code} has no play type ${request.playType}.`);
      checkPicks(play, request.picks);
      if (draw.status !== 'OPEN' || now >= Date.parse(draw.close_at)) {
        throw new PlatformError('BETTING_CLOSED');
      }
      if (request.units > terms.maxUnits) throw bad(`units: at most ${terms.maxUnits}.`);
      const { oddsBp, pointPrice } = termsOf(terms, offered.game.code, play, offered.table);
      const money = {
        play,
        picks: request.picks,
        units: request.units,
        unitStake: terms.unitStake,
        oddsBp,
        pointPrice,
      };
      const stake = stakeOf(money);
      const gameId = await lotteryGameId(tx, merchant.id, offered, terms);
      const [bet] = await tx.query<{ id: number }>(
        `insert into bets (merchant_id, member_id, vendor, bet_ref, round_ref, game_id, game_code,
                           category, stake, valid_bet, demo, detail, placed_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $10, $11, $12::timestamptz)
         returning id`,
        [
          merchant.id,
          member.id,
          offered.vendor,
          randomBytes(8).toString('hex').toUpperCase(),
          draw.ref,
          gameId,
          offered.game.code,
          offered.game.category,
          stake,
          member.role === DEMO_ROLE,
          detailOf(offered.game, play, request.picks, request.units),
          new Date(now).toISOString(),
        ],
      );
      if (!bet) throw new Error('The ticket was not written.');
      const context = { merchant_id: merchant.id, member_id: member.id, vendor: offered.vendor };
      await moveGameMoney(tx, context, bet.id, 'BET', -stake);
      await tx.query(
        `insert into lottery_tickets (bet_id, draw_id, member_id, play_type, picks, units,
                                      unit_stake, point_price, odds_bp, odds_table, potential_win)
         values ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $9, $10, $11)`,
        [
          bet.id,
          draw.id,
          member.id,
          play.code,
          JSON.stringify(request.picks),
          request.units,
          terms.unitStake,
          pointPrice,
          oddsBp,
          offered.table,
          potentialWinOf(money, numbersDrawn(offered.game)),
        ],
      );
      const [ticket] = await memberTickets(tx, member.id, { betId: bet.id });
      const [wallet] = await tx.query<{ balance: number }>(
        `select balance from ledger_accounts where member_id = $1 and kind = 'MAIN'`,
        [member.id],
      );
      if (!ticket) throw new Error('The ticket was not read back.');
      return { ticket, balance: wallet?.balance ?? 0 };
    },
  );
}

const TICKET_COLUMNS = `b.bet_ref as "ticketNo", b.id as "betId", t.draw_id as "drawId",
  d.ref as "drawRef", b.game_code as "gameCode", b.vendor, t.play_type as "playType", t.picks,
  t.units, b.stake, t.potential_win as "potentialWin", b.payout, b.status, t.hits,
  coalesce(b.detail, '') as detail, b.placed_at as "placedAt", b.settled_at as "settledAt"`;

const TICKET_FROM = `from lottery_tickets t join bets b on b.id = t.bet_id
  join lottery_draws d on d.id = t.draw_id`;

/** The member's own tickets only: every query is keyed by the member. */
export async function memberTickets(
  db: Queryable,
  memberId: number,
  filter: { betId?: number; open?: boolean; gameCode?: string; limit?: number; offset?: number },
): Promise<Ticket[]> {
  return db.query<Ticket>(
    `select ${TICKET_COLUMNS} ${TICKET_FROM}
      where t.member_id = $1 and ($2::bigint is null or b.id = $2)
        and ($3::boolean is null or (b.status = 'OPEN') = $3)
        and ($4::text is null or b.game_code = $4)
      order by b.id desc limit $5 offset $6`,
    [
      memberId,
      filter.betId ?? null,
      filter.open ?? null,
      filter.gameCode ?? null,
      filter.limit ?? 1,
      filter.offset ?? 0,
    ],
  );
}

export async function countMemberTickets(
  db: Queryable,
  memberId: number,
  filter: { open: boolean; gameCode?: string },
): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `select count(*) as n ${TICKET_FROM}
      where t.member_id = $1 and (b.status = 'OPEN') = $2 and ($3::text is null or b.game_code = $3)`,
    [memberId, filter.open, filter.gameCode ?? null],
  );
  return row?.n ?? 0;
}
