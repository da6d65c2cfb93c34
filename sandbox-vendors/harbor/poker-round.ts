import { cardName, type Card } from './cards.ts';
import { moneyText } from './money.ts';
import type { SessionCurrency } from '../kit/sessions.ts';
import {
  drawPoker,
  evaluatePoker,
  HAND_NAMES,
  PAY_TABLE,
  pokerPayout,
  type PokerHand,
} from './video-poker.ts';

/** A drawn Harbor Poker hand as the page, the bet record and the verify page describe it. */

export interface PokerOutcome {
  cards: string[];
  hand: PokerHand;
  handName: string;
  multiplier: number;
  payout: number;
  detail: string;
}

/** Holds as the verify form writes them: "11001" keeps cards 1, 2 and 5. */
export function holdsText(holds: readonly boolean[]): string {
  return holds.map((hold) => (hold ? '1' : '0')).join('');
}

export function parseHolds(text: unknown): boolean[] | null {
  if (typeof text === 'string' && /^[01]{5}$/.test(text)) return [...text].map((ch) => ch === '1');
  if (Array.isArray(text) && text.length === 5 && text.every((x) => typeof x === 'boolean'))
    return [...(text as boolean[])];
  return null;
}

export function dealtDetail(deck: readonly Card[]): string {
  return `Dealt ${deck.slice(0, 5).map(cardName).join(' ')}`;
}

export function finishPoker(
  deck: readonly Card[],
  holds: readonly boolean[],
  stake: number,
  currency: SessionCurrency,
): PokerOutcome {
  const final = drawPoker(deck, holds);
  const hand = evaluatePoker(final);
  const payout = pokerPayout(stake, hand);
  const held = deck
    .slice(0, 5)
    .filter((_, i) => holds[i])
    .map(cardName);
  const result =
    payout > 0 ? `${HAND_NAMES[hand]} — won ${moneyText(payout, currency)}` : 'No win — lost';
  return {
    cards: final.map(cardName),
    hand,
    handName: HAND_NAMES[hand],
    multiplier: PAY_TABLE[hand],
    payout,
    detail: `${dealtDetail(deck)}, held ${held.length ? held.join(' ') : 'nothing'}, drew to ${final.map(cardName).join(' ')}: ${result}`,
  };
}
