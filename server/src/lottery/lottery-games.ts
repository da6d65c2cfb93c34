import type { Queryable } from '../db/database.ts';
import type { Merchant } from '../merchant/merchant-store.ts';
import type { PlayType } from './catalogue.ts';
import { merchantTerms, termsOf } from './merchant-terms.ts';
import { lotteryOffer, type Offered } from './prize-modes.ts';
import { numbersDrawn } from './results.ts';

/**
 * The offered lottery games as rows of the `games` catalogue, so a ticket's bets row names its
 * game (game_id) and the betting record, the winner board and popularity read lottery bets
 * like any others. Their vendors are not in the vendor directory (the platform runs them), so
 * the generic lobbies and launch leave them alone; the lottery calls list them.
 */

/**
 * Return to player of one play type in basis points: the chance of a hit (lô: the expected
 * hits of a point) times what it pays over what it costs. A xiên's is approximate: it treats
 * its numbers as appearing independently.
 */
export function rtpBpOf(play: PlayType, oddsBp: number, pointPrice: number, drawn: number): number {
  const rule = play.rule;
  const p =
    rule.kind === 'digitAt'
      ? 0.1
      : rule.kind === 'tail'
        ? 10 ** -rule.digits
        : rule.kind === 'lo'
          ? drawn / 100
          : rule.kind === 'xien'
            ? (1 - 0.99 ** drawn) ** play.min
            : 0.5;
  return Math.round((p * oddsBp) / pointPrice);
}

const ensured = new WeakMap<Queryable, Set<string>>();

/** The lottery games' rows of the merchant, created once per server per offer. */
export async function ensureLotteryGames(db: Queryable, merchant: Merchant): Promise<void> {
  const offer = lotteryOffer(merchant);
  const key = `${merchant.id}:${offer.map((o) => `${o.vendor}/${o.game.code}`).join(',')}`;
  let done = ensured.get(db);
  if (!done) ensured.set(db, (done = new Set()));
  if (done.has(key)) return;
  const terms = await merchantTerms(db, merchant);
  for (const offered of offer) await upsertGame(db, merchant.id, offered, terms);
  done.add(key);
}

async function upsertGame(
  db: Queryable,
  merchantId: number,
  { game, vendor, table }: Offered,
  terms: Awaited<ReturnType<typeof merchantTerms>>,
): Promise<void> {
  const play = game.playTypes.find((candidate) => candidate.code === game.defaultPlayType);
  if (!play) throw new Error(`Game ${game.code} lacks its default play type.`);
  const { oddsBp, pointPrice } = termsOf(terms, game.code, play, table);
  await db.query(
    `insert into games (merchant_id, vendor, code, names, category, sub_category, min_bet,
                        max_bet, rtp_bp, thumbnail, released_at)
     values ($1, $2, $3, $4::jsonb, $5, 'BINGO', $6, $7, $8, '', '2026-11-24T00:00:00Z')
     on conflict (merchant_id, vendor, code) do update
        set names = excluded.names, min_bet = excluded.min_bet, max_bet = excluded.max_bet,
            rtp_bp = excluded.rtp_bp, retired = false`,
    [
      merchantId,
      vendor,
      game.code,
      JSON.stringify(game.names),
      game.category,
      terms.unitStake,
      terms.unitStake * terms.maxUnits,
      rtpBpOf(play, oddsBp, pointPrice, numbersDrawn(game)),
    ],
  );
}

/** The games row of an offered game, written first if this merchant never had it. */
export async function lotteryGameId(
  db: Queryable,
  merchantId: number,
  offered: Offered,
  terms: Awaited<ReturnType<typeof merchantTerms>>,
): Promise<number> {
  const find = () =>
    db.query<{ id: number }>(
      'select id from games where merchant_id = $1 and vendor = $2 and code = $3',
      [merchantId, offered.vendor, offered.game.code],
    );
  const [row] = await find();
  if (row) return row.id;
  await upsertGame(db, merchantId, offered, terms);
  const [written] = await find();
  if (!written) throw new Error(`The game row of ${offered.game.code} was not written.`);
  return written.id;
}
