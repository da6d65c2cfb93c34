import type { MarketKind, MatchResult } from './feed.ts';

/**
 * How one leg ends. PUSH (a whole line landed exactly, or Meron / Wala on a drawn fight) and
 * VOID (a cancelled or abandoned match, a map never played) both give the leg's stake back:
 * the leg counts at odds 1.000 in a parlay.
 */
export type LegOutcome = 'WIN' | 'LOSE' | 'PUSH' | 'VOID';

export interface LegPick {
  kind: MarketKind;
  /** Tenths of a unit (HANDICAP, TOTAL); the map number (MAP_WINNER); null otherwise. */
  line: number | null;
  selection: string;
}

const compare = (value: number, selectionWins: boolean): LegOutcome =>
  value === 0 ? 'PUSH' : value > 0 === selectionWins ? 'WIN' : 'LOSE';

/** The leg's outcome under the result; the same rules price the sandbox's markets. */
export function legOutcome(pick: LegPick, result: MatchResult): LegOutcome {
  if (result.void) return 'VOID';
  const { score, units } = result;
  const line = pick.line ?? 0;
  switch (pick.kind) {
    case 'RESULT': {
      const shown = score.home > score.away ? 'HOME' : score.home < score.away ? 'AWAY' : 'DRAW';
      return shown === pick.selection ? 'WIN' : 'LOSE';
    }
    case 'WINNER':
      return compare(score.home - score.away, pick.selection === 'HOME');
    case 'HANDICAP': {
      const margin = (units.home - units.away) * 10 + line;
      return compare(margin, pick.selection === 'HOME');
    }
    case 'TOTAL':
      return compare((units.home + units.away) * 10 - line, pick.selection === 'OVER');
    case 'MAP_WINNER': {
      const map = result.maps[line - 1];
      if (map === undefined) return 'VOID';
      return map === pick.selection ? 'WIN' : 'LOSE';
    }
    case 'FIGHT': {
      // House rule (docs/sportsbook.md): a draw pays the DRAW bets and refunds Meron and Wala.
      if (score.home === score.away) return pick.selection === 'DRAW' ? 'WIN' : 'PUSH';
      if (pick.selection === 'DRAW') return 'LOSE';
      return score.home > score.away === (pick.selection === 'MERON') ? 'WIN' : 'LOSE';
    }
  }
}

/**
 * What a slip pays: nothing when a leg lost, else floor(stake × the product of the legs'
 * odds / 1000^legs), with a pushed or void leg at 1.000. BigInt, so ten legs of 50.000 do not
 * lose a minor unit to floating point.
 */
export function slipPayout(
  stake: number,
  legs: readonly { odds: number; outcome: LegOutcome | null }[],
): number {
  if (legs.some((leg) => leg.outcome === 'LOSE')) return 0;
  let numerator = BigInt(stake);
  let denominator = 1n;
  for (const leg of legs) {
    numerator *= BigInt(leg.outcome === 'WIN' ? leg.odds : 1000);
    denominator *= 1000n;
  }
  return Number(numerator / denominator);
}

/** Whether every leg only gave its stake back (the slip is refunded, not won). */
export const allReturned = (legs: readonly { outcome: LegOutcome | null }[]): boolean =>
  legs.every((leg) => leg.outcome === 'PUSH' || leg.outcome === 'VOID');
