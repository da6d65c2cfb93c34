import { describe, expect, it } from 'vitest';
import { fairRng, simulationRng } from '../../kit/provably-fair.ts';
import {
  BACCARAT_RTP,
  BACCARAT_SPOTS,
  baccaratReturn,
  bankerDraws,
  dealBaccarat,
  handTotal,
  SHOE_SIZE,
  type BaccaratHand,
  type Card,
} from './baccarat.ts';
import { exactBaccaratOdds, exactBaccaratRtp } from './baccarat-exact.ts';

const ROUNDS = 1_000_000;
const card = (rank: number): Card => ({ rank, suit: 0 });

describe('punto banco', () => {
  it('counts tens and faces as zero and keeps the last digit', () => {
    expect(handTotal([card(13), card(9)])).toBe(9);
    expect(handTotal([card(7), card(8)])).toBe(5);
    expect(handTotal([card(10), card(11), card(12)])).toBe(0);
  });

  it('follows the banker tableau for every player third card', () => {
    expect(bankerDraws(5, null)).toBe(true);
    expect(bankerDraws(6, null)).toBe(false);
    expect(bankerDraws(3, card(8))).toBe(false);
    expect(bankerDraws(3, card(9))).toBe(true);
    expect(bankerDraws(4, card(1))).toBe(false);
    expect(bankerDraws(4, card(2))).toBe(true);
    expect(bankerDraws(5, card(4))).toBe(true);
    expect(bankerDraws(5, card(3))).toBe(false);
    expect(bankerDraws(6, card(6))).toBe(true);
    expect(bankerDraws(6, card(13))).toBe(false);
    expect(bankerDraws(7, card(6))).toBe(false);
  });

  it('pays banker 0.95:1 rounded down, player 1:1, tie 8:1 and pushes both sides on a tie', () => {
    const hand = (winner: BaccaratHand['winner']): BaccaratHand => ({
      player: [],
      banker: [],
      playerTotal: 0,
      bankerTotal: 0,
      winner,
      playerPair: true,
      bankerPair: false,
    });
    expect(baccaratReturn('banker', 1000, hand('banker'))).toBe(1950);
    expect(baccaratReturn('banker', 101, hand('banker'))).toBe(196);
    expect(baccaratReturn('player', 1000, hand('player'))).toBe(2000);
    expect(baccaratReturn('player', 1000, hand('banker'))).toBe(0);
    expect(baccaratReturn('banker', 1000, hand('tie'))).toBe(1000);
    expect(baccaratReturn('tie', 1000, hand('tie'))).toBe(9000);
    expect(baccaratReturn('playerPair', 1000, hand('tie'))).toBe(12000);
    expect(baccaratReturn('bankerPair', 1000, hand('tie'))).toBe(0);
  });

  it('has the documented eight-deck RTPs when every deal is enumerated exactly', () => {
    const odds = exactBaccaratOdds();
    expect(odds.player + odds.banker + odds.tie).toBeCloseTo(1, 10);
    const rtp = exactBaccaratRtp(odds);
    for (const spot of BACCARAT_SPOTS) expect(rtp[spot]).toBeCloseTo(BACCARAT_RTP[spot], 4);
    expect(odds.banker).toBeCloseTo(0.458597, 5);
    expect(odds.tie).toBeCloseTo(0.095156, 5);
  });

  it('deals from one shoe without repeating a card beyond its eight copies', () => {
    const hand = dealBaccarat(fairRng('seed', 'client', 1));
    expect(hand.player.length + hand.banker.length).toBeGreaterThanOrEqual(4);
    expect(dealBaccarat(fairRng('seed', 'client', 1))).toEqual(hand);
    expect(SHOE_SIZE).toBe(416);
  });

  /**
   * Tolerance: for each spot the per-round variance of a unit bet's return comes from the exact
   * odds (σ ≈ 0.93 banker, 0.95 player, 2.64 tie, 3.16 pairs); over N rounds the measured RTP
   * has standard error σ/√N and we allow 4.5 of them: ±0.42 % banker, ±0.43 % player,
   * ±1.19 % tie, ±1.42 % pairs. Win frequencies are checked the same way.
   */
  it('lands within 4.5 standard errors of the documented RTPs over 10^6 simulated coups', () => {
    const odds = exactBaccaratOdds();
    const rtp = exactBaccaratRtp(odds);
    const rng = simulationRng(8_08_2026);
    const returned = new Map(BACCARAT_SPOTS.map((spot) => [spot, 0]));
    const squares = new Map(BACCARAT_SPOTS.map((spot) => [spot, 0]));
    const wins = { player: 0, banker: 0, tie: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      const hand = dealBaccarat(rng);
      wins[hand.winner] += 1;
      for (const spot of BACCARAT_SPOTS) {
        // Stake 100 minor units, so the banker's rounding is exact (195).
        const r = baccaratReturn(spot, 100, hand) / 100;
        returned.set(spot, (returned.get(spot) ?? 0) + r);
        squares.set(spot, (squares.get(spot) ?? 0) + r * r);
      }
    }
    for (const spot of BACCARAT_SPOTS) {
      const exactSquare =
        spot === 'player'
          ? odds.player * 4 + odds.tie
          : spot === 'banker'
            ? odds.banker * 1.95 ** 2 + odds.tie
            : spot === 'tie'
              ? odds.tie * 81
              : odds.pair * 144;
      const sigma = Math.sqrt(exactSquare - rtp[spot] ** 2);
      const measured = (returned.get(spot) ?? 0) / ROUNDS;
      expect(Math.abs(measured - rtp[spot])).toBeLessThan((4.5 * sigma) / Math.sqrt(ROUNDS));
    }
    for (const side of ['player', 'banker', 'tie'] as const) {
      const p = odds[side];
      const tolerance = 4.5 * Math.sqrt((p * (1 - p)) / ROUNDS);
      expect(Math.abs(wins[side] / ROUNDS - p)).toBeLessThan(tolerance);
    }
  }, 120_000);
});
