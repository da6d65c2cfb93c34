import type * as v from 'valibot';
import { DEMO_ROLE } from '../../../contract/roles.ts';
import { PlatformError } from '../../../contract/errors.ts';
import type { Slip, sportsPlace } from '../../../contract/sports.ts';
import type { Database, Queryable } from '../db/database.ts';
import { idempotent } from '../ledger/idempotency.ts';
import { requireAmount } from '../ledger/ledger.ts';
import type { Merchant } from '../merchant/merchant-store.ts';
import { IN_PLAY_DELAY_MS, MAX_LEGS, stakeLimits, vendorOfBook } from './books.ts';
import { bookOf, type Book, type Market, type MatchView, type MerchantFeed } from './feed.ts';
import { collectDebts, moveBetMoney } from './slip-money.ts';
import { readSlip } from './slip-read.ts';
import { slipPayout } from './settle-rules.ts';

type PlaceInput = v.InferOutput<(typeof sportsPlace)['input']>;
type Policy = PlaceInput['oddsPolicy'];

/** Whether a price the member did not see is one its policy takes. */
export const policyTakes = (policy: Policy, asked: number, now: number): boolean =>
  now === asked || policy === 'ANY' || (policy === 'HIGHER' && now > asked);

interface PricedLeg {
  view: MatchView;
  market: Market;
  selection: string;
  asked: number;
  odds: number;
  inPlay: boolean;
}

/** Each leg against the feed now: refusals in the order a member can act on them. */
function priceLegs(feed: MerchantFeed, input: PlaceInput, now: number): PricedLeg[] {
  if (input.legs.length > MAX_LEGS) throw new PlatformError('SLIP_INVALID');
  const matches = new Set(input.legs.map((leg) => leg.matchId));
  if (matches.size !== input.legs.length) {
    throw new PlatformError('SLIP_INVALID', { message: 'Two selections come from one match.' });
  }
  const legs = input.legs.map((leg): PricedLeg => {
    const view = feed.match(leg.matchId, now);
    if (!view) throw new PlatformError('NOT_FOUND', { message: `No match ${leg.matchId}.` });
    if (!view.state.bettingOpen)
      throw new PlatformError('BETTING_CLOSED', { value: { matchId: leg.matchId } });
    const market = view.markets.find((m) => m.id === leg.marketId);
    const price = market?.selections.find((s) => s.id === leg.selection);
    if (!market || !price) {
      throw new PlatformError('SLIP_INVALID', {
        message: `No selection ${leg.selection} in ${leg.marketId}.`,
      });
    }
    if (market.suspended)
      throw new PlatformError('MARKET_SUSPENDED', { value: { matchId: leg.matchId } });
    return {
      view,
      market,
      selection: leg.selection,
      asked: leg.odds,
      odds: price.odds,
      inPlay: view.state.phase === 'LIVE',
    };
  });
  const books = new Set(legs.map((leg) => bookOf(leg.view.fixture.sport)));
  if (books.size > 1) {
    throw new PlatformError('SLIP_INVALID', {
      message: 'A parlay takes selections of one book only.',
    });
  }
  if (legs.some((leg) => !policyTakes(input.oddsPolicy, leg.asked, leg.odds))) {
    throw new PlatformError('ODDS_CHANGED', {
      value: {
        legs: legs.map((leg) => ({
          matchId: leg.view.fixture.id,
          marketId: leg.market.id,
          selection: leg.selection,
          odds: leg.odds,
        })),
      },
    });
  }
  return legs;
}

function checkStake(merchant: Merchant, stake: number, legs: readonly PricedLeg[]): void {
  const limits = stakeLimits(
    merchant.currency.minorUnits,
    legs.map((leg) => ({ kind: leg.market.kind, inPlay: leg.inPlay })),
  );
  const potential = slipPayout(
    stake,
    legs.map((leg) => ({ odds: leg.odds, outcome: 'WIN' as const })),
  );
  const value = { min: limits.min, max: limits.max, maxPayout: limits.maxPayout };
  if (stake < limits.min) throw new PlatformError('AMOUNT_BELOW_MIN', { value });
  if (stake > limits.max || potential > limits.maxPayout)
    throw new PlatformError('AMOUNT_ABOVE_MAX', { value });
}

const summary = (legs: readonly PricedLeg[]): string => {
  const [only] = legs;
  if (only && legs.length === 1) {
    const f = only.view.fixture;
    return `${f.home.name} v ${f.away.name}: ${only.market.id} ${only.selection} @ ${(only.odds / 1000).toFixed(2)}`;
  }
  return `Parlay of ${legs.length}`;
};

async function writeSlip(
  tx: Queryable,
  merchant: Merchant,
  member: { id: number; role: number },
  input: PlaceInput,
  book: Book,
  vendor: string,
  legs: readonly PricedLeg[],
  now: number,
): Promise<number> {
  await collectDebts(tx, merchant.id, member.id);
  const inPlay = legs.some((leg) => leg.inPlay);
  const at = new Date(now).toISOString();
  const [slip] = await tx.query<{ id: number }>(
    `insert into sports_slips (merchant_id, member_id, client_key, book, vendor, stake, odds_policy,
                               status, accept_at, placed_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
    [
      merchant.id,
      member.id,
      input.key,
      book,
      vendor,
      input.stake,
      input.oddsPolicy,
      inPlay ? 'PENDING' : 'OPEN',
      inPlay ? new Date(now + IN_PLAY_DELAY_MS).toISOString() : null,
      at,
    ],
  );
  if (!slip) throw new Error('The slip was not written.');
  for (const [index, leg] of legs.entries()) {
    const f = leg.view.fixture;
    await tx.query(
      `insert into sports_legs (slip_id, leg_no, match_id, sport, match_name, league, starts_at, market,
                                kind, line, selection, requested_odds, odds, in_play)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
      [
        slip.id,
        index + 1,
        f.id,
        f.sport,
        `${f.home.name} v ${f.away.name}`,
        f.league.names['EN'] ?? f.league.id,
        new Date(f.startsAt).toISOString(),
        leg.market.id,
        leg.market.kind,
        leg.market.line,
        leg.selection,
        leg.asked,
        leg.odds,
        leg.inPlay,
      ],
    );
  }
  const [only] = legs;
  const [bet] = await tx.query<{ id: number }>(
    `insert into bets (merchant_id, member_id, vendor, bet_ref, round_ref, game_code, category, stake,
                       valid_bet, status, demo, detail, placed_at)
     values ($1, $2, $3, $4, $4, $5, $6, $7, $7, 'OPEN', $8, $9, $10) returning id`,
    [
      merchant.id,
      member.id,
      vendor,
      `S${slip.id}`,
      only && legs.length === 1 ? only.view.fixture.sport : 'PARLAY',
      book,
      input.stake,
      member.role === DEMO_ROLE,
      summary(legs),
      at,
    ],
  );
  if (!bet) throw new Error('The bet was not written.');
  await tx.query('update sports_slips set bet_id = $2 where id = $1', [slip.id, bet.id]);
  // The stake leaves the wallet now; INSUFFICIENT_FUNDS rolls all of it back, nothing moved.
  await moveBetMoney(
    tx,
    { betId: bet.id, merchantId: merchant.id, memberId: member.id, vendor },
    'BET',
    -input.stake,
  );
  return slip.id;
}

/**
 * Places a slip for the member: priced against the feed now, within the stake limits, paid
 * from MAIN, once per idempotency key (a retry answers the first slip; a refusal leaves no key,
 * so the member may try again).
 */
export async function placeSlip(
  db: Database,
  feed: MerchantFeed,
  merchant: Merchant,
  member: { id: number; role: number },
  input: PlaceInput,
  now: number,
): Promise<Slip> {
  const stake = requireAmount(input.stake);
  const { key, ...request } = input;
  return idempotent(db, { memberId: member.id, key, call: 'sportsPlace', request }, async (tx) => {
    const legs = priceLegs(feed, input, now);
    const book = bookOf(legs[0]?.view.fixture.sport ?? 'FOOTBALL');
    const vendor = vendorOfBook(merchant, book);
    if (!vendor) throw new PlatformError('OPERATION_NOT_ALLOWED');
    checkStake(merchant, stake, legs);
    const id = await writeSlip(tx, merchant, member, input, book, vendor, legs, now);
    const slip = await readSlip(tx, member.id, id);
    if (!slip) throw new Error(`Slip ${id} vanished.`);
    return slip;
  });
}
