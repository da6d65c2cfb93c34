import {
  MAX_TIERS,
  type ContractKind,
  type ContractTerms,
  type DividendPeriod,
} from '../../../../contract/agent-contracts.ts';
import { amountText, parseAmount, type Currency } from '../../app/money.ts';
import type { MessageKey } from '../../i18n/i18n.tsx';

/** One tier row as typed: money in the brand currency, a count, a rate in percent. */
export interface TierDraft {
  minValidBet: string;
  minActive: string;
  /** DIVIDEND: percent of the team's loss. */
  rate: string;
  /** Salaries: money per day or per hour. */
  amount: string;
}

export interface OfferDraft {
  kind: ContractKind;
  period: DividendPeriod;
  hours: string;
  tiers: TierDraft[];
  winRate: string;
  lossRate: string;
  periodBet: string;
}

export const emptyTier = (): TierDraft => ({
  minValidBet: '',
  minActive: '',
  rate: '',
  amount: '',
});

/**
 * "0.8" (percent) → 80 basis points; null unless a number from 0 to 100 with at most two
 * decimals (a basis point is the smallest step the platform keeps). Exact: no float maths.
 */
export function percentToBp(text: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{0,2}))?$/.exec(text.trim());
  if (!match) return null;
  const bp = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bp <= 10_000 ? bp : null;
}

/** 80 basis points → "0.8", for a form filled from a contract. */
export function bpToPercent(bp: number): string {
  return String(bp / 100);
}

function count(text: string): number | null {
  return /^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : null;
}

/** A problem under one input: `tiers.2.rate`, `winRate`… → the message key. */
export type OfferProblems = Partial<Record<string, MessageKey>>;

/**
 * The typed offer → the contract's terms (rates in basis points, money in minor units), or
 * every problem at once. Tiers must rise in valid bet, as the platform requires.
 */
export function buildTerms(
  draft: OfferDraft,
  currency: Currency,
): { terms: ContractTerms } | { problems: OfferProblems } {
  const problems: OfferProblems = {};
  const money = (key: string, text: string, positive: boolean) => {
    const minor = parseAmount(text, currency);
    if (minor === null || (positive && minor <= 0)) problems[key] = 'agent.offer.badAmount';
    return minor ?? 0;
  };
  const rate = (key: string, text: string) => {
    const bp = percentToBp(text);
    if (bp === null) problems[key] = 'agent.offer.badRate';
    return bp ?? 0;
  };
  if (draft.kind === 'REALTIME_SALARY') {
    const terms: ContractTerms = {
      kind: 'REALTIME_SALARY',
      winRateBp: rate('winRate', draft.winRate),
      lossRateBp: rate('lossRate', draft.lossRate),
      periodBet: money('periodBet', draft.periodBet, true),
    };
    return Object.keys(problems).length > 0 ? { problems } : { terms };
  }
  if (draft.tiers.length < 1 || draft.tiers.length > MAX_TIERS)
    problems.tiers = 'agent.offer.tierCount';
  const rows = draft.tiers.map((tier, i) => {
    const minValidBet = money(`tiers.${i}.minValidBet`, tier.minValidBet, false);
    const minActive = count(tier.minActive);
    if (minActive === null) problems[`tiers.${i}.minActive`] = 'agent.offer.badCount';
    const previous = draft.tiers[i - 1];
    if (previous && (parseAmount(previous.minValidBet, currency) ?? -1) >= minValidBet) {
      problems[`tiers.${i}.minValidBet`] = 'agent.offer.tiersRise';
    }
    return { minValidBet, minActive: minActive ?? 0, tier };
  });
  let terms: ContractTerms;
  if (draft.kind === 'DIVIDEND') {
    terms = {
      kind: 'DIVIDEND',
      period: draft.period,
      tiers: rows.map((r, i) => ({
        minValidBet: r.minValidBet,
        minActive: r.minActive,
        rateBp: rate(`tiers.${i}.rate`, r.tier.rate),
      })),
    };
  } else {
    const tiers = rows.map((r, i) => ({
      minValidBet: r.minValidBet,
      minActive: r.minActive,
      amount: money(`tiers.${i}.amount`, r.tier.amount, true),
    }));
    if (draft.kind === 'DAILY_SALARY') terms = { kind: 'DAILY_SALARY', tiers };
    else {
      const hours = count(draft.hours);
      if (hours === null || hours < 1 || hours > 24) problems.hours = 'agent.offer.badHours';
      terms = { kind: 'HOURLY_SALARY', hours: hours ?? 1, tiers };
    }
  }
  return Object.keys(problems).length > 0 ? { problems } : { terms };
}

/** A fresh form for a kind, starting from the caller's own contract of that kind if any. */
export function draftFor(
  kind: ContractKind,
  own: ContractTerms | undefined,
  currency: Currency,
): OfferDraft {
  const base: OfferDraft = {
    kind,
    period: 'D',
    hours: '24',
    tiers: [emptyTier()],
    winRate: '',
    lossRate: '',
    periodBet: '',
  };
  if (!own || own.kind !== kind) return base;
  const money = (minor: number) => amountText(minor, currency);
  switch (own.kind) {
    case 'REALTIME_SALARY':
      return { ...base, periodBet: money(own.periodBet) };
    case 'DIVIDEND':
      return {
        ...base,
        period: own.period,
        tiers: own.tiers.map((tier) => ({
          ...emptyTier(),
          minValidBet: money(tier.minValidBet),
          minActive: String(tier.minActive),
        })),
      };
    default:
      return {
        ...base,
        ...(own.kind === 'HOURLY_SALARY' && { hours: String(own.hours) }),
        tiers: own.tiers.map((tier) => ({
          ...emptyTier(),
          minValidBet: money(tier.minValidBet),
          minActive: String(tier.minActive),
        })),
      };
  }
}
