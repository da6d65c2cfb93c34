import type { ContractPayment, ContractTerms } from '../../../contract/agent-contracts.ts';

/**
 * What a contract pays for one period's team figures: pure arithmetic, in integers (rates in
 * basis points, amounts in minor units, shares rounded down). docs/agent-contracts.md states
 * the same rules in words; the property test recomputes them independently.
 */
export interface TeamFigures {
  validBet: number;
  /** stake − payout of the window's settled bets: positive when the team lost to the house. */
  teamLoss: number;
  activeMembers: number;
}

export interface WindowFigures extends TeamFigures {
  /** HOURLY_SALARY only: the figures of each of the day's hours. */
  hours?: readonly TeamFigures[];
}

export type Payout = Pick<ContractPayment, 'basis' | 'tier' | 'rateBp' | 'amount'>;

interface Tier {
  minValidBet: number;
  minActive: number;
  rateBp?: number;
  amount?: number;
}

const BP = 10_000;

/** floor(base × rateBp / 10 000), exact for any safe-integer base (no float rounding). */
export function share(base: number, rateBp: number): number {
  if (base <= 0 || rateBp <= 0) return 0;
  return Number((BigInt(base) * BigInt(rateBp)) / BigInt(BP));
}

/** The highest tier (by index) whose valid bet and active-member minimums are both met. */
export function tierReached<T extends Tier>(
  tiers: readonly T[],
  figures: Pick<TeamFigures, 'validBet' | 'activeMembers'>,
): { index: number; tier: T } | null {
  for (let index = tiers.length - 1; index >= 0; index -= 1) {
    const tier = tiers[index];
    if (tier && figures.validBet >= tier.minValidBet && figures.activeMembers >= tier.minActive) {
      return { index, tier };
    }
  }
  return null;
}

const tierView = (reached: { index: number; tier: Tier } | null): Payout['tier'] =>
  reached ? { index: reached.index, ...reached.tier } : null;

const basisOf = (f: TeamFigures): Payout['basis'] => ({
  validBet: f.validBet,
  teamLoss: f.teamLoss,
  activeMembers: f.activeMembers,
});

export function payoutOf(terms: ContractTerms, figures: WindowFigures): Payout {
  const basis = basisOf(figures);
  switch (terms.kind) {
    case 'DIVIDEND': {
      const reached = tierReached(terms.tiers, figures);
      const amount = reached ? share(figures.teamLoss, reached.tier.rateBp) : 0;
      return { basis, tier: tierView(reached), rateBp: reached?.tier.rateBp ?? null, amount };
    }
    case 'DAILY_SALARY': {
      const reached = tierReached(terms.tiers, figures);
      return { basis, tier: tierView(reached), rateBp: null, amount: reached?.tier.amount ?? 0 };
    }
    case 'HOURLY_SALARY': {
      // Each hour that reached a tier earns that tier's amount; the best `hours` hours count.
      const earned = (figures.hours ?? [])
        .map((hour) => tierReached(terms.tiers, hour))
        .filter((reached) => reached !== null)
        .sort((a, b) => b.tier.amount - a.tier.amount || b.index - a.index);
      const counted = earned.slice(0, terms.hours);
      const best = counted[0] ?? null;
      return {
        basis: { ...basis, qualifyingHours: earned.length, countedHours: counted.length },
        tier: tierView(best),
        rateBp: null,
        amount: counted.reduce((sum, reached) => sum + reached.tier.amount, 0),
      };
    }
    case 'REALTIME_SALARY': {
      if (figures.validBet < terms.periodBet) return { basis, tier: null, rateBp: null, amount: 0 };
      const rateBp = figures.teamLoss > 0 ? terms.lossRateBp : terms.winRateBp;
      return { basis, tier: null, rateBp, amount: share(figures.validBet, rateBp) };
    }
  }
}
