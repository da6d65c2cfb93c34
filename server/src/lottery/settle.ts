import type { PlayType } from './catalogue.ts';
import { loNumbers, mainNumber, type ResultTable } from './results.ts';

/**
 * Money of one ticket (docs/lottery.md "Stakes and payouts"), in integer minor units:
 * - stake = units × unitStake × pointPrice × (number of picks), or units × unitStake for a
 *   xiên, whose picks are one bet;
 * - payout = units × unitStake × odds ÷ 10 000 per hit, rounded down; a lô pick hits once
 *   per number of the table that ends in it.
 * Products go through BigInt: units × unitStake × odds can pass 2^53 long before the payout
 * itself does.
 */

export interface TicketTerms {
  play: PlayType;
  picks: readonly string[];
  units: number;
  unitStake: number;
  oddsBp: number;
  pointPrice: number;
}

/** A whole number of minor units, or an error when it cannot be one (never a lossy float). */
function safe(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new Error(`Amount ${value} is too large.`);
  return Number(value);
}

export function stakeOf(terms: TicketTerms): number {
  const bets = terms.play.rule.kind === 'xien' ? 1 : terms.picks.length;
  return safe(
    BigInt(terms.units) * BigInt(terms.unitStake) * BigInt(terms.pointPrice) * BigInt(bets),
  );
}

function digitSum(number: string): number {
  return [...number].reduce((sum, digit) => sum + Number(digit), 0);
}

/** How many times the ticket's picks win against the result. */
export function hitsOf(play: PlayType, picks: readonly string[], result: ResultTable): number {
  const main = mainNumber(result);
  const rule = play.rule;
  switch (rule.kind) {
    case 'digitAt':
      return picks.filter((pick) => main[rule.index] === pick).length;
    case 'tail':
      return picks.filter((pick) => main.slice(-rule.digits) === pick).length;
    case 'bigSmall': {
      const side = digitSum(main) >= rule.big ? 'BIG' : 'SMALL';
      return picks.filter((pick) => pick === side).length;
    }
    case 'oddEven': {
      const side = digitSum(main) % 2 === 1 ? 'ODD' : 'EVEN';
      return picks.filter((pick) => pick === side).length;
    }
    case 'lo': {
      const lo = loNumbers(result);
      return picks.reduce((sum, pick) => sum + lo.filter((number) => number === pick).length, 0);
    }
    case 'xien': {
      const lo = new Set(loNumbers(result));
      return picks.every((pick) => lo.has(pick)) ? 1 : 0;
    }
  }
}

/** What one hit pays. */
export function payPerHit(terms: Omit<TicketTerms, 'picks' | 'pointPrice' | 'play'>): number {
  return safe((BigInt(terms.units) * BigInt(terms.unitStake) * BigInt(terms.oddsBp)) / 10_000n);
}

export function payoutOf(terms: TicketTerms, result: ResultTable): number {
  const hits = hitsOf(terms.play, terms.picks, result);
  return safe(BigInt(hits) * BigInt(payPerHit(terms)));
}

/**
 * The most a ticket can pay. Picks are distinct, so against one main number at most one of
 * them wins; lô's picks together can at most own every number of the table.
 */
export function potentialWinOf(terms: TicketTerms, numbersDrawn: number): number {
  const hits = terms.play.rule.kind === 'lo' ? numbersDrawn : 1;
  return safe(BigInt(hits) * BigInt(payPerHit(terms)));
}
