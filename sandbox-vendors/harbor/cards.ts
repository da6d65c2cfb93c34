import { pick, type Rng } from '../kit/provably-fair.ts';

/**
 * A card is a number 0..51: rank 2..14 (ace high) is `2 + floor(card / 4)`, suit is `card % 4`
 * (spades, hearts, diamonds, clubs). Plain numbers keep the million-round simulations fast
 * and make a dealt hand trivially serialisable for the verify page.
 */
export type Card = number;

export const SUITS = ['s', 'h', 'd', 'c'] as const;
const RANK_CHARS = '23456789TJQKA';

export function rankOf(card: Card): number {
  return 2 + Math.floor(card / 4);
}

export function suitOf(card: Card): number {
  return card % 4;
}

/** "Ts", "9h", "Ad": the notation the pages, the details and the verify page share. */
export function cardName(card: Card): string {
  return `${RANK_CHARS[rankOf(card) - 2] ?? '?'}${SUITS[suitOf(card)] ?? '?'}`;
}

export function parseCard(name: string): Card | null {
  if (name.length !== 2) return null;
  const rank = RANK_CHARS.indexOf(name[0] ?? '');
  const suit = (SUITS as readonly string[]).indexOf(name[1] ?? '');
  return rank < 0 || suit < 0 ? null : rank * 4 + suit;
}

const RANK_WORDS = [
  '2s',
  '3s',
  '4s',
  '5s',
  '6s',
  '7s',
  '8s',
  '9s',
  '10s',
  'Jacks',
  'Queens',
  'Kings',
  'Aces',
];

/** "9s", "Kings": a rank in the plural, for the bet details ("Pair of 9s"). */
/** The rank as printed on a card ("9", "10", "J"): pages translate J, Q, K and A themselves. */
export function rankSymbol(rank: number): string {
  const char = RANK_CHARS[rank - 2] ?? '?';
  return char === 'T' ? '10' : char;
}

export function rankWord(rank: number): string {
  return RANK_WORDS[rank - 2] ?? String(rank);
}

const HIGH_WORDS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'Jack', 'Queen', 'King', 'Ace'];

export function highWord(rank: number): string {
  return HIGH_WORDS[rank - 2] ?? String(rank);
}

const SORTED: readonly Card[] = Array.from({ length: 52 }, (_, i) => i);

/**
 * The first `count` cards of a deck shuffled from the sorted order by a partial Fisher–Yates:
 * the same Rng stream always deals the same cards, which is what the verify page recomputes.
 */
export function deal(rng: Rng, count: number): Card[] {
  const deck = SORTED.slice();
  for (let i = 0; i < count; i++) {
    const j = i + pick(rng, 52 - i);
    const held = deck[i] as Card;
    deck[i] = deck[j] as Card;
    deck[j] = held;
  }
  return deck.slice(0, count);
}
