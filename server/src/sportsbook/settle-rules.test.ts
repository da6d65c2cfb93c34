import { describe, expect, it } from 'vitest';
import type { MatchResult } from './feed.ts';
import { allReturned, legOutcome, slipPayout } from './settle-rules.ts';

const final = (home: number, away: number, maps: ('HOME' | 'AWAY')[] = []): MatchResult => ({
  version: 1,
  void: false,
  score: { home, away },
  units: { home, away },
  maps,
});

describe('the settlement rules', () => {
  it('pushes a whole line that lands exactly and decides a half line', () => {
    expect(legOutcome({ kind: 'HANDICAP', line: -10, selection: 'HOME' }, final(2, 1))).toBe(
      'PUSH',
    );
    expect(legOutcome({ kind: 'HANDICAP', line: -10, selection: 'AWAY' }, final(2, 1))).toBe(
      'PUSH',
    );
    expect(legOutcome({ kind: 'HANDICAP', line: -15, selection: 'HOME' }, final(2, 1))).toBe(
      'LOSE',
    );
    expect(legOutcome({ kind: 'HANDICAP', line: -15, selection: 'AWAY' }, final(2, 1))).toBe('WIN');
    expect(legOutcome({ kind: 'TOTAL', line: 30, selection: 'OVER' }, final(2, 1))).toBe('PUSH');
    expect(legOutcome({ kind: 'TOTAL', line: 25, selection: 'OVER' }, final(2, 1))).toBe('WIN');
  });

  it('voids every leg of a cancelled match and a map that was never played', () => {
    const cancelled = { ...final(0, 0), void: true };
    expect(legOutcome({ kind: 'RESULT', line: null, selection: 'DRAW' }, cancelled)).toBe('VOID');
    expect(
      legOutcome({ kind: 'MAP_WINNER', line: 3, selection: 'HOME' }, final(2, 0, ['HOME', 'HOME'])),
    ).toBe('VOID');
    expect(
      legOutcome({ kind: 'MAP_WINNER', line: 2, selection: 'AWAY' }, final(2, 0, ['HOME', 'HOME'])),
    ).toBe('LOSE');
  });

  it('pays a drawn fight at the draw price and refunds Meron and Wala', () => {
    const draw = final(0, 0);
    expect(legOutcome({ kind: 'FIGHT', line: null, selection: 'DRAW' }, draw)).toBe('WIN');
    expect(legOutcome({ kind: 'FIGHT', line: null, selection: 'MERON' }, draw)).toBe('PUSH');
    expect(legOutcome({ kind: 'FIGHT', line: null, selection: 'WALA' }, final(0, 1))).toBe('WIN');
    expect(legOutcome({ kind: 'FIGHT', line: null, selection: 'MERON' }, final(0, 1))).toBe('LOSE');
  });

  it('counts a void or pushed parlay leg at 1.000 and floors the payout exactly', () => {
    expect(
      slipPayout(1_000, [
        { odds: 1_950, outcome: 'WIN' },
        { odds: 3_000, outcome: 'VOID' },
      ]),
    ).toBe(1_950);
    expect(
      slipPayout(333, [
        { odds: 1_333, outcome: 'WIN' },
        { odds: 1_333, outcome: 'WIN' },
      ]),
    ).toBe(591);
    expect(
      slipPayout(1_000, [
        { odds: 1_950, outcome: 'WIN' },
        { odds: 3_000, outcome: 'LOSE' },
      ]),
    ).toBe(0);
    // Ten legs at 50.000: beyond 2^53 in between, exact with BigInt.
    const ten = Array.from({ length: 10 }, () => ({ odds: 50_000, outcome: 'WIN' as const }));
    expect(slipPayout(7, ten)).toBe(Number(7n * 50n ** 10n));
    expect(allReturned([{ outcome: 'PUSH' }, { outcome: 'VOID' }])).toBe(true);
  });
});
