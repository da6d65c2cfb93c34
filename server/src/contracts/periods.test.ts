import { describe, expect, it } from 'vitest';
import type { ContractTerms } from '../../../contract/agent-contracts.ts';
import { payoutOf, share } from './payout.ts';
import { periodOf } from './periods.ts';
import { withinOwn } from './terms-rules.ts';

const GMT8 = 480;
const view = (p: { start: Date; end: Date; label: string }) => [
  p.start.toISOString(),
  p.end.toISOString(),
  p.label,
];

describe('contract periods in the brand calendar', () => {
  // 2026-11-23 01:30 in GMT+8 is 2026-11-22 17:30 UTC: the brand's Monday 23rd.
  const at = new Date('2026-11-22T17:30:00Z');

  it('cuts brand days at local midnight', () => {
    expect(view(periodOf({ kind: 'DAILY_SALARY' }, GMT8, at))).toEqual([
      '2026-11-22T16:00:00.000Z',
      '2026-11-23T16:00:00.000Z',
      '2026-11-23',
    ]);
  });

  it('runs weeks Monday to Sunday, half months 1st–15th and 16th–end, and months', () => {
    expect(view(periodOf({ kind: 'DIVIDEND', period: 'W' }, GMT8, at))).toEqual([
      '2026-11-22T16:00:00.000Z',
      '2026-11-29T16:00:00.000Z',
      '2026-11-23 – 29',
    ]);
    const sunday = new Date('2026-11-29T15:59:59Z');
    expect(periodOf({ kind: 'DIVIDEND', period: 'W' }, GMT8, sunday).label).toBe('2026-11-23 – 29');
    expect(
      periodOf({ kind: 'DIVIDEND', period: 'W' }, GMT8, new Date('2026-12-01T00:00:00Z')).label,
    ).toBe('2026-11-30 – 12-06');
    expect(view(periodOf({ kind: 'DIVIDEND', period: 'H' }, GMT8, at))).toEqual([
      '2026-11-15T16:00:00.000Z',
      '2026-11-30T16:00:00.000Z',
      '2026-11-16 – 30',
    ]);
    expect(
      periodOf({ kind: 'DIVIDEND', period: 'H' }, GMT8, new Date('2026-02-10T00:00:00Z')).label,
    ).toBe('2026-02-01 – 15');
    expect(view(periodOf({ kind: 'DIVIDEND', period: 'M' }, GMT8, at))).toEqual([
      '2026-10-31T16:00:00.000Z',
      '2026-11-30T16:00:00.000Z',
      '2026-11',
    ]);
  });

  it('cuts real-time salary into 5-minute windows, labelled in brand time', () => {
    expect(
      view(periodOf({ kind: 'REALTIME_SALARY' }, GMT8, new Date('2026-11-22T17:34:59Z'))),
    ).toEqual(['2026-11-22T17:30:00.000Z', '2026-11-22T17:35:00.000Z', '2026-11-23 01:30–01:35']);
  });
});

describe('contract payouts', () => {
  it('reproduces the explanation line: valid bet 1,234,000 ≥ 1,000,000, team lost → 0.8 % = 9,872', () => {
    const terms: ContractTerms = {
      kind: 'REALTIME_SALARY',
      winRateBp: 50,
      lossRateBp: 80,
      periodBet: 1_000_000,
    };
    const paid = payoutOf(terms, { validBet: 1_234_000, teamLoss: 10, activeMembers: 12 });
    expect(paid).toMatchObject({ rateBp: 80, amount: 9_872, tier: null });
    expect(payoutOf(terms, { validBet: 1_234_000, teamLoss: -10, activeMembers: 12 }).amount).toBe(
      6_170,
    );
    expect(payoutOf(terms, { validBet: 999_999, teamLoss: 10, activeMembers: 12 }).amount).toBe(0);
  });

  it('pays no dividend when the team won, and rounds a share down', () => {
    const terms: ContractTerms = {
      kind: 'DIVIDEND',
      period: 'D',
      tiers: [{ minValidBet: 0, minActive: 0, rateBp: 1_250 }],
    };
    expect(payoutOf(terms, { validBet: 5_000, teamLoss: -300, activeMembers: 2 }).amount).toBe(0);
    expect(payoutOf(terms, { validBet: 5_000, teamLoss: 999, activeMembers: 2 }).amount).toBe(124);
    expect(share(Number.MAX_SAFE_INTEGER, 10_000)).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('counts only the best hours an hourly salary allows', () => {
    const terms: ContractTerms = {
      kind: 'HOURLY_SALARY',
      hours: 2,
      tiers: [
        { minValidBet: 100, minActive: 1, amount: 10 },
        { minValidBet: 500, minActive: 1, amount: 30 },
      ],
    };
    const hour = (validBet: number) => ({
      validBet,
      teamLoss: 0,
      activeMembers: validBet > 0 ? 1 : 0,
    });
    const paid = payoutOf(terms, {
      ...hour(1_300),
      hours: [hour(100), hour(600), hour(0), hour(100), hour(500)],
    });
    expect(paid.amount).toBe(60);
    expect(paid.basis).toMatchObject({ qualifyingHours: 4, countedHours: 2 });
  });
});

describe('an offer within its offerer’s own contract', () => {
  const own: ContractTerms = {
    kind: 'DAILY_SALARY',
    tiers: [
      { minValidBet: 1_000, minActive: 1, amount: 500 },
      { minValidBet: 5_000, minActive: 3, amount: 2_000 },
    ],
  };
  it('compares at each offered tier’s start', () => {
    const offer = (minValidBet: number, minActive: number, amount: number) => ({
      kind: 'DAILY_SALARY' as const,
      tiers: [{ minValidBet, minActive, amount }],
    });
    expect(withinOwn(offer(1_000, 1, 500), own)).toBe(true);
    expect(withinOwn(offer(1_000, 1, 501), own)).toBe(false);
    expect(withinOwn(offer(5_000, 3, 2_000), own)).toBe(true);
    expect(withinOwn(offer(5_000, 2, 2_000), own)).toBe(false);
    expect(withinOwn(offer(999, 1, 1), own)).toBe(false);
    expect(
      withinOwn(
        { kind: 'DIVIDEND', period: 'D', tiers: [{ minValidBet: 0, minActive: 0, rateBp: 1 }] },
        own,
      ),
    ).toBe(false);
  });
});
