import type { Rng } from '../../kit/provably-fair.ts';
import {
  BACCARAT_RTP,
  BACCARAT_SPOTS,
  baccaratReturn,
  cardLabel,
  dealBaccarat,
  describeHand,
  type BaccaratHand,
  type BaccaratSpot,
} from '../math/baccarat.ts';
import {
  describePocket,
  parseRouletteSpot,
  ROULETTE_RTP,
  rouletteReturn,
} from '../math/roulette.ts';
import { pocketColour } from '../math/roulette-wheel.ts';

/**
 * What the table engine needs of a game: which spots exist, how a round's stream becomes an
 * outcome, and what a stake on a spot returns. Outcomes are plain JSON, so the same object
 * goes to the page, the history and the verify page.
 */
export interface TableGame<Outcome> {
  kind: 'roulette' | 'baccarat';
  /** Return to player in basis points, as documented (the lowest of the main bets). */
  rtpBp: number;
  isSpot(id: string): boolean;
  play(rng: Rng): Outcome;
  returnOf(spot: string, stake: number, outcome: Outcome): number;
  /** "17 red", "Banker 7 beats Player 5". */
  describe(outcome: Outcome): string;
  /** The history road's short form: "17 red"; "B", "P", "T". */
  label(outcome: Outcome): string;
  /** How a spot reads in a record: "straight 17", "banker". */
  spotName(spot: string): string;
}

export interface RouletteOutcome {
  pocket: number;
  colour: 'red' | 'black' | 'green';
}

export const rouletteGame: TableGame<RouletteOutcome> = {
  kind: 'roulette',
  rtpBp: Math.round(ROULETTE_RTP * 10_000),
  isSpot: (id) => parseRouletteSpot(id) !== null,
  play(rng) {
    // Same draw as spinRoulette(): one number of the stream picks one of 37 pockets.
    const pocket = Math.floor(rng.next() * 37);
    return { pocket, colour: pocketColour(pocket) };
  },
  returnOf(spot, stake, outcome) {
    const parsed = parseRouletteSpot(spot);
    return parsed ? rouletteReturn(parsed, stake, outcome.pocket) : 0;
  },
  describe: (outcome) => describePocket(outcome.pocket),
  label: (outcome) => describePocket(outcome.pocket),
  spotName: (spot) => spot.replace(':', ' '),
};

export interface BaccaratOutcome extends BaccaratHand {
  /** Card labels ("K♠") in dealing order per side, for records and the verify page. */
  playerCards: string[];
  bankerCards: string[];
}

const BACCARAT_NAMES: Record<BaccaratSpot, string> = {
  player: 'player',
  banker: 'banker',
  tie: 'tie',
  playerPair: 'player pair',
  bankerPair: 'banker pair',
};

export const baccaratGame: TableGame<BaccaratOutcome> = {
  kind: 'baccarat',
  rtpBp: Math.round(BACCARAT_RTP.player * 10_000),
  isSpot: (id) => (BACCARAT_SPOTS as readonly string[]).includes(id),
  play(rng) {
    const hand = dealBaccarat(rng);
    return {
      ...hand,
      playerCards: hand.player.map(cardLabel),
      bankerCards: hand.banker.map(cardLabel),
    };
  },
  returnOf: (spot, stake, outcome) =>
    baccaratGame.isSpot(spot) ? baccaratReturn(spot as BaccaratSpot, stake, outcome) : 0,
  describe: (outcome) => describeHand(outcome),
  label: (outcome) => (outcome.winner === 'banker' ? 'B' : outcome.winner === 'player' ? 'P' : 'T'),
  spotName: (spot) => BACCARAT_NAMES[spot as BaccaratSpot] ?? spot,
};
