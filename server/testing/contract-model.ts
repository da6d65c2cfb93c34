import fc from 'fast-check';
import type { ContractTerms } from '../../contract/agent-contracts.ts';

/**
 * The property test's model of contract settlement (server/src/contracts/
 * settlement.property.test.ts), written apart from payout.ts and team-figures.ts: what a
 * contract should pay for a day, from the bets as the test made them, and the random
 * scenarios it is checked over.
 */
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
export const DAYS = 3;
export const FUNDS = 1_000_000_000;

export interface Tier {
  minValidBet: number;
  minActive: number;
  rateBp?: number;
  amount?: number;
}
export interface Bet {
  member: number;
  stake: number;
  payout: number;
  at: number;
  demo: boolean;
}

/** The highest tier met, written apart from payout.ts: a scan that keeps the last match. */
function reached(tiers: readonly Tier[], validBet: number, active: number): Tier | undefined {
  let found: Tier | undefined;
  for (const tier of tiers)
    if (validBet >= tier.minValidBet && active >= tier.minActive) found = tier;
  return found;
}

function figures(bets: readonly Bet[], from: number, to: number) {
  const inside = bets.filter((b) => !b.demo && b.at >= from && b.at < to);
  return {
    validBet: inside.reduce((s, b) => s + b.stake, 0),
    loss: inside.reduce((s, b) => s + b.stake - b.payout, 0),
    active: new Set(inside.map((b) => b.member)).size,
  };
}

/** What one contract pays for the part [from, to) of the day starting at dayStart. */
export function expectedAmount(
  terms: ContractTerms,
  bets: Bet[],
  dayStart: number,
  from: number,
  to: number,
) {
  const f = figures(bets, from, to);
  if (terms.kind === 'DAILY_SALARY') return reached(terms.tiers, f.validBet, f.active)?.amount ?? 0;
  if (terms.kind === 'DIVIDEND') {
    const rate = reached(terms.tiers, f.validBet, f.active)?.rateBp ?? 0;
    return f.loss > 0 ? Math.floor((f.loss * rate) / 10_000) : 0;
  }
  if (terms.kind === 'HOURLY_SALARY') {
    const earned: number[] = [];
    for (let h = 0; h < 24; h += 1) {
      const start = Math.max(dayStart + h * HOUR, from);
      const end = Math.min(dayStart + (h + 1) * HOUR, to);
      // An hour outside the time the contract was in force does not exist for it.
      if (end <= start) continue;
      const hour = figures(bets, start, end);
      const tier = reached(terms.tiers, hour.validBet, hour.active);
      if (tier?.amount) earned.push(tier.amount);
    }
    earned.sort((a, b) => b - a);
    return earned.slice(0, terms.hours).reduce((s, a) => s + a, 0);
  }
  throw new Error('not modelled');
}

const tiersArb = (value: fc.Arbitrary<number>) =>
  fc
    .uniqueArray(fc.constantFrom(0, 1_000, 3_000, 8_000), { minLength: 1, maxLength: 3 })
    .chain((mins) =>
      fc.tuple(
        ...[...mins]
          .sort((a, b) => a - b)
          .map((minValidBet) =>
            fc.record({ minValidBet: fc.constant(minValidBet), minActive: fc.nat(2), v: value }),
          ),
      ),
    );
const termsArb: fc.Arbitrary<ContractTerms> = fc.oneof(
  tiersArb(fc.integer({ min: 1, max: 3_000 })).map((tiers) => ({
    kind: 'DIVIDEND' as const,
    period: 'D' as const,
    tiers: tiers.map(({ v, ...t }) => ({ ...t, rateBp: v })),
  })),
  tiersArb(fc.integer({ min: 1, max: 2_000 })).map((tiers) => ({
    kind: 'DAILY_SALARY' as const,
    tiers: tiers.map(({ v, ...t }) => ({ ...t, amount: v })),
  })),
  fc
    .tuple(fc.integer({ min: 1, max: 3 }), tiersArb(fc.integer({ min: 1, max: 500 })))
    .map(([hours, tiers]) => ({
      kind: 'HOURLY_SALARY' as const,
      hours,
      tiers: tiers.map(({ v, ...t }) => ({ ...t, amount: v })),
    })),
);
export const scenarioArb = fc.record({
  // Node i + 1's parent is an earlier agent (node 0 is the top-level agent).
  tree: fc.array(fc.record({ parent: fc.nat(), agent: fc.boolean() }), {
    minLength: 2,
    maxLength: 6,
  }),
  bets: fc.array(
    fc.record({
      node: fc.nat(),
      stake: fc.integer({ min: 1, max: 5_000 }),
      payoutPct: fc.integer({ min: 0, max: 250 }),
      minute: fc.integer({ min: 0, max: DAYS * 24 * 60 - 1 }),
      demo: fc.nat(3).map((n) => n === 0),
    }),
    { minLength: 4, maxLength: 20 },
  ),
  first: fc.record({ terms: termsArb }),
  events: fc.array(
    fc.record({
      minute: fc.integer({ min: 0, max: DAYS * 24 * 60 - 1 }),
      edge: fc.nat(),
      action: fc.constantFrom('offer', 'offer', 'reject', 'terminate', 'agree', 'withdraw'),
      byUpline: fc.boolean(),
      terms: termsArb,
    }),
    { maxLength: 8 },
  ),
});
