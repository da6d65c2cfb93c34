import { describe, expect, it } from 'vitest';
import { simulationRng } from '../kit/provably-fair.ts';
import { parseCard, type Card } from './cards.ts';
import {
  dealDuel,
  describeThree,
  DUEL_RTP_BP,
  duelPayout,
  duelWinners,
  rankThree,
} from './three-card.ts';

const hand = (...names: string[]): Card[] => names.map((name) => parseCard(name) as Card);
const rank = (...names: string[]) => rankThree(hand(...names));

describe('three-card hands', () => {
  it('orders straight flush > trips > straight > flush > pair > high card', () => {
    const ordered = [
      rank('2c', '7d', '9h'),
      rank('9s', '9d', '2c'),
      rank('2h', '7h', 'Jh'),
      rank('4c', '5d', '6h'),
      rank('3s', '3d', '3h'),
      rank('8c', '9c', 'Tc'),
    ];
    expect(ordered.map((h) => h.category)).toEqual([
      'HIGH_CARD',
      'PAIR',
      'FLUSH',
      'STRAIGHT',
      'TRIPS',
      'STRAIGHT_FLUSH',
    ]);
    for (let i = 1; i < ordered.length; i++)
      expect(ordered[i]?.score).toBeGreaterThan(ordered[i - 1]?.score ?? 0);
  });

  it('plays the ace low in A-2-3, the lowest straight, and high in Q-K-A', () => {
    const wheel = rank('As', '2d', '3h');
    expect(wheel.category).toBe('STRAIGHT');
    expect(wheel.score).toBeLessThan(rank('2s', '3d', '4h').score);
    expect(rank('Qs', 'Kd', 'Ah').score).toBeGreaterThan(rank('Js', 'Qd', 'Kh').score);
    expect(rank('Ks', 'Ad', '2h').category).toBe('HIGH_CARD');
  });

  it('breaks ties by pair then kicker, and lets equal hands of other suits tie', () => {
    expect(rank('9s', '9d', 'Ac').score).toBeGreaterThan(rank('9h', '9c', 'Kc').score);
    expect(rank('Ts', 'Td', '2c').score).toBeGreaterThan(rank('9h', '9c', 'Ac').score);
    expect(rank('Ks', '8d', '3c').score).toBe(rank('Kh', '8c', '3d').score);
  });

  it('names hands the way bet records read', () => {
    expect(describeThree(rank('9s', '9d', '2c'))).toBe('Pair of 9s');
    expect(describeThree(rank('2h', '7h', 'Kh'))).toBe('Flush, King high');
    expect(describeThree(rank('As', '2d', '3h'))).toBe('Straight to the 3');
  });
});

describe('the duel pot', () => {
  it('pays the sole winner the pot less a 5 % rake and splits a tie, the odd unit to the house', () => {
    expect(duelPayout(100, 5, [0])).toBe(475);
    expect(duelPayout(100, 5, [2])).toBe(0);
    expect(duelPayout(100, 5, [0, 3])).toBe(237);
    expect(duelPayout(25_000, 5, [0])).toBe(118_750);
  });

  it('deals distinct cards to every seat', () => {
    const deal = dealDuel(simulationRng(3), 5);
    expect(new Set(deal.hands.flat()).size).toBe(15);
    expect(deal.winners.length).toBeGreaterThan(0);
  });

  it('returns 1 − rake (95 %) to the player over a million simulated rounds, within 0.6 points', () => {
    const rng = simulationRng(20_261_124);
    const rounds = 1_000_000;
    const ante = 100;
    let paid = 0;
    let wins = 0;
    for (let i = 0; i < rounds; i++) {
      const deal = duelWinners(rng, 5);
      const payout = duelPayout(ante, 5, deal.winners);
      paid += payout;
      if (payout > 0) wins++;
    }
    const rtp = paid / (rounds * ante);
    // Symmetry: every seat is alike, so the player wins 1/5 of the time (ties shared).
    expect(Math.abs(wins / rounds - 0.2)).toBeLessThan(0.003);
    // Standard error of the return is about 0.19 points; 0.6 is > 3 of them.
    expect(Math.abs(rtp - DUEL_RTP_BP / 10_000)).toBeLessThan(0.006);
  }, 120_000);
});
