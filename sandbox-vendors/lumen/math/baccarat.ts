import { pick, type Rng } from '../../kit/provably-fair.ts';

/**
 * Punto banco from a freshly shuffled eight-deck shoe for every round (416 cards): the round's
 * stream draws up to six cards without replacement, so each round stands alone and the verify
 * page needs nothing but that round's seeds. The odds are the classic eight-deck figures
 * (computed exactly in baccarat-exact.ts): banker 0.95:1 returns 98.94 %, player 1:1 returns
 * 98.76 %, tie 8:1 returns 85.64 %, each pair 11:1 returns 89.64 %. A tie pushes player and
 * banker bets (the stake comes back).
 */

export const DECKS = 8;
export const SHOE_SIZE = DECKS * 52;

export type BaccaratSpot = 'player' | 'banker' | 'tie' | 'playerPair' | 'bankerPair';
export const BACCARAT_SPOTS: readonly BaccaratSpot[] = [
  'player',
  'banker',
  'tie',
  'playerPair',
  'bankerPair',
];

/** Documented returns to player of each spot (eight decks, exact, rounded to 0.01 %). */
export const BACCARAT_RTP: Record<BaccaratSpot, number> = {
  banker: 0.9894,
  player: 0.9876,
  tie: 0.8564,
  playerPair: 0.8964,
  bankerPair: 0.8964,
};

/** A card: rank 1 (ace) … 13 (king), suit 0–3 (spades, hearts, diamonds, clubs). */
export interface Card {
  rank: number;
  suit: number;
}

export function cardValue(card: Card): number {
  return card.rank >= 10 ? 0 : card.rank;
}

export function handTotal(cards: readonly Card[]): number {
  return cards.reduce((sum, card) => sum + cardValue(card), 0) % 10;
}

export type BaccaratWinner = 'player' | 'banker' | 'tie';

export interface BaccaratHand {
  player: Card[];
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  winner: BaccaratWinner;
  playerPair: boolean;
  bankerPair: boolean;
}

/**
 * Draws cards from a virtual shoe by a partial Fisher-Yates shuffle: card i of the round is
 * taken uniformly from the cards not yet dealt. A map records only the swapped slots, so a
 * round costs six picks instead of a 416-card shuffle (the simulation deals millions).
 */
function shoeDrawer(rng: Rng): () => Card {
  const swapped = new Map<number, number>();
  let dealt = 0;
  return () => {
    const j = dealt + pick(rng, SHOE_SIZE - dealt);
    const id = swapped.get(j) ?? j;
    swapped.set(j, swapped.get(dealt) ?? dealt);
    dealt += 1;
    const card = id % 52;
    return { rank: (card % 13) + 1, suit: Math.floor(card / 13) };
  };
}

/** Does the banker draw a third card, given its two-card total and the player's third card? */
export function bankerDraws(bankerTotal: number, playerThird: Card | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  const p = cardValue(playerThird);
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return p !== 8;
    case 4:
      return p >= 2 && p <= 7;
    case 5:
      return p >= 4 && p <= 7;
    case 6:
      return p === 6 || p === 7;
    default:
      return false;
  }
}

/**
 * Deals one coup by the tableau: cards go player, banker, player, banker; a natural (8 or 9
 * on two cards, either side) ends the coup; the player draws on 0–5; the banker then follows
 * bankerDraws().
 */
export function dealBaccarat(rng: Rng): BaccaratHand {
  const draw = shoeDrawer(rng);
  const player = [draw()];
  const banker = [draw()];
  player.push(draw());
  banker.push(draw());
  const natural = handTotal(player) >= 8 || handTotal(banker) >= 8;
  if (!natural) {
    let playerThird: Card | null = null;
    if (handTotal(player) <= 5) {
      playerThird = draw();
      player.push(playerThird);
    }
    if (bankerDraws(handTotal(banker), playerThird)) banker.push(draw());
  }
  const playerTotal = handTotal(player);
  const bankerTotal = handTotal(banker);
  const winner: BaccaratWinner =
    playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie';
  return {
    player,
    banker,
    playerTotal,
    bankerTotal,
    winner,
    playerPair: player[0]?.rank === player[1]?.rank,
    bankerPair: banker[0]?.rank === banker[1]?.rank,
  };
}

/**
 * What a stake on a spot returns (stake included). The banker's 5 % commission is rounded down
 * to the minor unit, in the house's favour by less than one minor unit per bet.
 */
export function baccaratReturn(spot: BaccaratSpot, stake: number, hand: BaccaratHand): number {
  switch (spot) {
    case 'player':
      if (hand.winner === 'tie') return stake;
      return hand.winner === 'player' ? stake * 2 : 0;
    case 'banker':
      if (hand.winner === 'tie') return stake;
      return hand.winner === 'banker' ? stake + Math.floor((stake * 95) / 100) : 0;
    case 'tie':
      return hand.winner === 'tie' ? stake * 9 : 0;
    case 'playerPair':
      return hand.playerPair ? stake * 12 : 0;
    case 'bankerPair':
      return hand.bankerPair ? stake * 12 : 0;
  }
}

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♠', '♥', '♦', '♣'];

export function cardLabel(card: Card): string {
  return `${RANKS[card.rank - 1] ?? '?'}${SUITS[card.suit] ?? '?'}`;
}

/** "Banker 7 beats Player 5": how the result reads in a record. */
export function describeHand(hand: BaccaratHand): string {
  if (hand.winner === 'tie') return `Tie ${hand.playerTotal}–${hand.bankerTotal}`;
  return hand.winner === 'banker'
    ? `Banker ${hand.bankerTotal} beats Player ${hand.playerTotal}`
    : `Player ${hand.playerTotal} beats Banker ${hand.bankerTotal}`;
}
