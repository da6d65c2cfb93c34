import { rankOf, suitOf, type Card } from './cards.ts';
import { evaluatePoker } from './video-poker.ts';

/**
 * A simple jacks-or-better strategy (the classic fifteen-line list for 9/6): the first rule
 * that matches picks the holds. It gives up a little against perfect play (README.md states
 * the figure it reaches); the simulation plays it and the page offers it as a hint. Written
 * with plain loops because the simulation calls it a million times.
 */

const HIGH = 11;
const ALL = [true, true, true, true, true];

function holdIndices(indices: readonly number[]): boolean[] {
  const holds = [false, false, false, false, false];
  for (const i of indices) holds[i] = true;
  return holds;
}

function popcount(bits: number): number {
  let n = 0;
  for (let b = bits; b; b &= b - 1) n++;
  return n;
}

/**
 * `size` cards of one suit within one five-rank window [low, low + 4] (the ace also counts as
 * 1): a straight-flush (or, with low 10, a royal) draw. Rank bit masks per suit keep it cheap.
 */
function suitedWindowDraw(
  ranks: readonly number[],
  suits: readonly number[],
  size: number,
  lows: readonly number[],
): number[] | null {
  const masks = [0, 0, 0, 0];
  for (let i = 0; i < 5; i++) {
    const r = ranks[i] ?? 0;
    const s = suits[i] ?? 0;
    masks[s] = (masks[s] ?? 0) | (1 << r) | (r === 14 ? 2 : 0);
  }
  for (let suit = 0; suit < 4; suit++) {
    for (const low of lows) {
      const window = (masks[suit] ?? 0) & (0b11111 << low);
      if (popcount(window) < size) continue;
      const idx: number[] = [];
      for (let i = 0; i < 5 && idx.length < size; i++) {
        const r = ranks[i] ?? 0;
        const fits = (r >= low && r <= low + 4) || (r === 14 && low === 1);
        if (suits[i] === suit && fits) idx.push(i);
      }
      return idx;
    }
  }
  return null;
}

const EVERY_LOW = [10, 9, 8, 7, 6, 5, 4, 3, 2, 1];
const ROYAL_LOW = [10];

export function suggestHolds(cards: readonly Card[]): boolean[] {
  const made = evaluatePoker(cards);
  if (made === 'ROYAL_FLUSH' || made === 'STRAIGHT_FLUSH' || made === 'FOUR_OF_A_KIND')
    return [...ALL];
  const ranks = cards.map(rankOf);
  const suits = cards.map(suitOf);
  const royal4 = suitedWindowDraw(ranks, suits, 4, ROYAL_LOW);
  if (royal4) return holdIndices(royal4);
  if (made === 'FULL_HOUSE' || made === 'FLUSH' || made === 'STRAIGHT') return [...ALL];
  const counts = new Array<number>(15).fill(0);
  for (const r of ranks) counts[r] = (counts[r] ?? 0) + 1;
  const withCount = (n: number): boolean[] => ranks.map((r) => counts[r] === n);
  if (made === 'THREE_OF_A_KIND') return withCount(3);
  const sf4 = suitedWindowDraw(ranks, suits, 4, EVERY_LOW);
  if (sf4) return holdIndices(sf4);
  if (made === 'TWO_PAIR' || made === 'JACKS_OR_BETTER') return withCount(2);
  const royal3 = suitedWindowDraw(ranks, suits, 3, ROYAL_LOW);
  if (royal3) return holdIndices(royal3);
  for (let suit = 0; suit < 4; suit++) {
    if (suits.filter((s) => s === suit).length === 4) return suits.map((s) => s === suit);
  }
  if (counts.includes(2)) return withCount(2);
  // Four in a row open at both ends (2-3-4-5 up to 10-J-Q-K): each distinct rank once.
  for (let low = 2; low <= 10; low++) {
    if (counts[low] && counts[low + 1] && counts[low + 2] && counts[low + 3])
      return ranks.map((r) => r >= low && r <= low + 3);
  }
  const highs: number[] = [];
  for (let i = 0; i < 5; i++) if ((ranks[i] ?? 0) >= HIGH) highs.push(i);
  for (const a of highs)
    for (const b of highs) if (a < b && suits[a] === suits[b]) return holdIndices([a, b]);
  const sf3 = suitedWindowDraw(ranks, suits, 3, EVERY_LOW);
  if (sf3) return holdIndices(sf3);
  if (highs.length >= 2) {
    // More than two unsuited high cards: keep the two lowest (more ways to a straight).
    const lowest = [...highs].sort((a, b) => (ranks[a] ?? 0) - (ranks[b] ?? 0));
    return holdIndices(lowest.slice(0, 2));
  }
  for (let a = 0; a < 5; a++)
    for (let b = 0; b < 5; b++)
      if (
        ranks[a] === 10 &&
        (ranks[b] ?? 0) >= 11 &&
        (ranks[b] ?? 0) <= 13 &&
        suits[a] === suits[b]
      )
        return holdIndices([a, b]);
  if (highs[0] !== undefined) return holdIndices([highs[0]]);
  return [false, false, false, false, false];
}
