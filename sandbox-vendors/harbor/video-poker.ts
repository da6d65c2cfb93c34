import { deal, rankOf, suitOf, type Card } from './cards.ts';
import type { Rng } from '../kit/provably-fair.ts';

/**
 * Harbor Poker: jacks-or-better video poker on the full-pay 9/6 table. One round deals five
 * cards from a shuffled deck, the player holds any of them, and the replacements come from
 * the same deck in order (cards 6..10 of the shuffle), so the whole round is fixed by its seed
 * and the verify page recomputes it from the holds. The royal pays the max-coin 800 per unit.
 * With perfect play this table returns 99.54 %; the simple strategy of poker-strategy.ts
 * (what the simulation plays and the page's "hint") reaches about 99.4 % (README.md).
 */

export const POKER_HANDS = [
  'NOTHING',
  'JACKS_OR_BETTER',
  'TWO_PAIR',
  'THREE_OF_A_KIND',
  'STRAIGHT',
  'FLUSH',
  'FULL_HOUSE',
  'FOUR_OF_A_KIND',
  'STRAIGHT_FLUSH',
  'ROYAL_FLUSH',
] as const;
export type PokerHand = (typeof POKER_HANDS)[number];

/** Pays per unit staked, the stake included ("9/6": full house 9, flush 6). */
export const PAY_TABLE: Record<PokerHand, number> = {
  NOTHING: 0,
  JACKS_OR_BETTER: 1,
  TWO_PAIR: 2,
  THREE_OF_A_KIND: 3,
  STRAIGHT: 4,
  FLUSH: 6,
  FULL_HOUSE: 9,
  FOUR_OF_A_KIND: 25,
  STRAIGHT_FLUSH: 50,
  ROYAL_FLUSH: 800,
};

/** Perfect-play return of the 9/6 table, in basis points (the catalogue's rtpBp). */
export const POKER_RTP_BP = 9954;

export const HAND_NAMES: Record<PokerHand, string> = {
  NOTHING: 'No win',
  JACKS_OR_BETTER: 'Jacks or better',
  TWO_PAIR: 'Two pair',
  THREE_OF_A_KIND: 'Three of a kind',
  STRAIGHT: 'Straight',
  FLUSH: 'Flush',
  FULL_HOUSE: 'Full house',
  FOUR_OF_A_KIND: 'Four of a kind',
  STRAIGHT_FLUSH: 'Straight flush',
  ROYAL_FLUSH: 'Royal flush',
};

/** Scratch space for evaluatePoker (synchronous, so one array serves every call). */
const COUNTS = new Int8Array(15);

/** Scores five cards on the jacks-or-better table. */
export function evaluatePoker(cards: readonly Card[]): PokerHand {
  const counts = COUNTS;
  counts.fill(0);
  let suitMask = 0;
  let rankMask = 0;
  for (const card of cards) {
    const rank = rankOf(card);
    counts[rank] = (counts[rank] ?? 0) + 1;
    suitMask |= 1 << suitOf(card);
    rankMask |= 1 << rank;
  }
  const flush = (suitMask & (suitMask - 1)) === 0;
  let pairs = 0;
  let highPair = false;
  let trips = false;
  let quads = false;
  for (let rank = 2; rank <= 14; rank++) {
    const n = counts[rank] ?? 0;
    if (n === 2) {
      pairs++;
      if (rank >= 11) highPair = true;
    } else if (n === 3) trips = true;
    else if (n === 4) quads = true;
  }
  const distinct = pairs === 0 && !trips && !quads;
  // Five distinct ranks are a straight when they span 4; the wheel (A-2-3-4-5) is its own mask.
  const low = 31 - Math.clz32(rankMask & -rankMask);
  const straight = distinct && (rankMask === 0b11111 << low || rankMask === 0b100000000111100);
  if (straight && flush) return rankMask === 0b111110000000000 ? 'ROYAL_FLUSH' : 'STRAIGHT_FLUSH';
  if (quads) return 'FOUR_OF_A_KIND';
  if (trips && pairs === 1) return 'FULL_HOUSE';
  if (flush) return 'FLUSH';
  if (straight) return 'STRAIGHT';
  if (trips) return 'THREE_OF_A_KIND';
  if (pairs === 2) return 'TWO_PAIR';
  return highPair ? 'JACKS_OR_BETTER' : 'NOTHING';
}

/** The ten cards a round can use: the first five are dealt, the rest replace discards in order. */
export function pokerDeck(rng: Rng): Card[] {
  return deal(rng, 10);
}

/** The final hand: held cards stay, each discard is replaced by the next spare card. */
export function drawPoker(deck: readonly Card[], holds: readonly boolean[]): Card[] {
  let spare = 5;
  return deck.slice(0, 5).map((card, i) => (holds[i] ? card : (deck[spare++] as Card)));
}

export function pokerPayout(stake: number, hand: PokerHand): number {
  return stake * PAY_TABLE[hand];
}
