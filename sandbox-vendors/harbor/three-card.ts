import { deal, highWord, rankOf, rankWord, suitOf, type Card } from './cards.ts';
import type { Rng } from '../kit/provably-fair.ts';

/**
 * Three-card duel: every seat (the player and the house bots) antes the same stake, each is
 * dealt three cards, the best three-card hand takes the pot minus the house rake; tied best
 * hands split it. Nobody decides anything after the ante, so every seat's chance is the same:
 * with n seats the player wins 1/n of the time and takes n × ante × (1 − rake), an expected
 * return of exactly 1 − rake (95 % with a 5 % rake) whatever n is. three-card.test.ts checks
 * this with a million simulated rounds.
 */

export const CATEGORIES = [
  'HIGH_CARD',
  'PAIR',
  'FLUSH',
  'STRAIGHT',
  'TRIPS',
  'STRAIGHT_FLUSH',
] as const;
export type ThreeCardCategory = (typeof CATEGORIES)[number];

/** The house's share of every pot, in basis points. */
export const RAKE_BP = 500;
export const DUEL_RTP_BP = 10_000 - RAKE_BP;

export interface ThreeCardHand {
  category: ThreeCardCategory;
  /** Higher beats lower; equal scores split the pot. */
  score: number;
  /** The rank the hand is named by (the pair's rank, a straight's top, the high card). */
  lead: number;
}

/** The hand's score alone, without allocation: the simulation ranks five hands a round. */
export function scoreThree(x: Card, y: Card, z: Card): number {
  let a = rankOf(x);
  let b = rankOf(y);
  let c = rankOf(z);
  if (a < b) [a, b] = [b, a];
  if (b < c) [b, c] = [c, b];
  if (a < b) [a, b] = [b, a];
  const flush = suitOf(x) === suitOf(y) && suitOf(y) === suitOf(z);
  // A-2-3 is the lowest straight: the ace plays low, so its top card is the 3.
  const wheel = a === 14 && b === 3 && c === 2;
  const straight = (a - b === 1 && b - c === 1) || wheel;
  const top = wheel ? 3 : a;
  if (straight && flush) return 5 * 4096 + top;
  if (a === c) return 4 * 4096 + a;
  if (straight) return 3 * 4096 + top;
  if (flush) return 2 * 4096 + a * 256 + b * 16 + c;
  if (a === b) return 4096 + b * 16 + c;
  if (b === c) return 4096 + b * 16 + a;
  return a * 256 + b * 16 + c;
}

/** Ranks a three-card hand (straight flush > trips > straight > flush > pair > high card). */
export function rankThree(cards: readonly Card[]): ThreeCardHand {
  const score = scoreThree(cards[0] ?? 0, cards[1] ?? 0, cards[2] ?? 0);
  const category = CATEGORIES[Math.floor(score / 4096)] ?? 'HIGH_CARD';
  const tiebreak = score % 4096;
  // The rank the hand is named by: straights and trips store it alone, pairs in the top nibble.
  const lead = tiebreak < 16 ? tiebreak : Math.floor(tiebreak / (category === 'PAIR' ? 16 : 256));
  return { category, score, lead };
}

/** "Pair of 9s", "Flush, King high", "Straight to the 5". */
export function describeThree(hand: ThreeCardHand): string {
  switch (hand.category) {
    case 'STRAIGHT_FLUSH':
      return `Straight flush to the ${highWord(hand.lead)}`;
    case 'TRIPS':
      return `Three ${rankWord(hand.lead)}`;
    case 'STRAIGHT':
      return `Straight to the ${highWord(hand.lead)}`;
    case 'FLUSH':
      return `Flush, ${highWord(hand.lead)} high`;
    case 'PAIR':
      return `Pair of ${rankWord(hand.lead)}`;
    default:
      return `${highWord(hand.lead)} high`;
  }
}

export interface DuelDeal {
  /** Seat 0 is the player; the rest are house bots. */
  hands: Card[][];
  ranked: ThreeCardHand[];
  /** The seats holding the best hand (more than one on a tie). */
  winners: number[];
}

/** Deals `seats` three-card hands from one deck and finds the best. */
export function dealDuel(rng: Rng, seats: number): DuelDeal {
  const { cards, winners } = duelWinners(rng, seats);
  const hands: Card[][] = [];
  for (let s = 0; s < seats; s++) hands.push(cards.slice(s * 3, s * 3 + 3));
  return { hands, ranked: hands.map(rankThree), winners };
}

/** The cards and the winning seats only: what the million-round simulation needs. */
export function duelWinners(rng: Rng, seats: number): { cards: Card[]; winners: number[] } {
  const cards = deal(rng, seats * 3);
  let best = -1;
  let winners: number[] = [];
  for (let seat = 0; seat < seats; seat++) {
    const score = scoreThree(
      cards[seat * 3] ?? 0,
      cards[seat * 3 + 1] ?? 0,
      cards[seat * 3 + 2] ?? 0,
    );
    if (score > best) {
      best = score;
      winners = [seat];
    } else if (score === best) winners.push(seat);
  }
  return { cards, winners };
}

/**
 * What the player (seat 0) is paid: the pot less the rake (rounded down to the minor unit),
 * split evenly among the tied winners (rounded down; the odd unit stays with the house).
 */
export function duelPayout(ante: number, seats: number, winners: readonly number[]): number {
  if (!winners.includes(0)) return 0;
  const pot = ante * seats;
  const rake = Math.floor((pot * RAKE_BP) / 10_000);
  return Math.floor((pot - rake) / winners.length);
}
