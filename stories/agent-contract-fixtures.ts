import type { Contract, ContractPayment } from '../contract/agent-contracts.ts';
import type { BrandId } from './story-site.ts';

/*
 * The contracts and payments of the agent-centre stories (agent-story-fixtures.ts): an offer
 * to answer, a signed dividend, a termination waiting, contracts given to the team, and
 * payments of every kind and status. Whole dollars become each brand's minor units.
 */

export const DAY = 86_400_000;
export const ago = (days: number, hours = 0) =>
  new Date(Date.now() - days * DAY - hours * 3_600_000).toISOString();

export function scale(brand: BrandId) {
  return (dollars: number) => Math.round(brand === 'lotus' ? dollars * 25_000 : dollars * 100);
}

export const contracts = ($: (n: number) => number): Contract[] => [
  {
    id: 41,
    kind: 'DAILY_SALARY',
    status: 'OFFERED',
    upline: { account: 'big_boss', nickname: 'Big Boss' },
    downline: { account: 'lucky888', nickname: 'Lucky' },
    terms: {
      kind: 'DAILY_SALARY',
      tiers: [
        { minValidBet: $(10_000), minActive: 5, amount: $(50) },
        { minValidBet: $(50_000), minActive: 10, amount: $(300) },
        { minValidBet: $(200_000), minActive: 25, amount: $(1_500) },
      ],
    },
    offeredAt: ago(0, 3),
    signedAt: null,
    endedAt: null,
    terminationBy: null,
    endReason: null,
  },
  {
    id: 35,
    kind: 'DIVIDEND',
    status: 'SIGNED',
    upline: { account: 'big_boss', nickname: 'Big Boss' },
    downline: { account: 'lucky888', nickname: 'Lucky' },
    terms: {
      kind: 'DIVIDEND',
      period: 'W',
      tiers: [
        { minValidBet: $(20_000), minActive: 5, rateBp: 1000 },
        { minValidBet: $(100_000), minActive: 15, rateBp: 2000 },
      ],
    },
    offeredAt: ago(40),
    signedAt: ago(39),
    endedAt: null,
    terminationBy: null,
    endReason: null,
  },
  {
    id: 29,
    kind: 'HOURLY_SALARY',
    status: 'TERMINATING',
    upline: { account: 'big_boss', nickname: 'Big Boss' },
    downline: { account: 'lucky888', nickname: 'Lucky' },
    terms: {
      kind: 'HOURLY_SALARY',
      hours: 12,
      tiers: [{ minValidBet: $(1_000), minActive: 3, amount: $(4) }],
    },
    offeredAt: ago(70),
    signedAt: ago(69),
    endedAt: null,
    terminationBy: 'UPLINE',
    endReason: null,
  },
];

export const given = ($: (n: number) => number): Contract[] => [
  {
    id: 52,
    kind: 'DIVIDEND',
    status: 'SIGNED',
    upline: { account: 'lucky888', nickname: 'Lucky' },
    downline: { account: 'golden_tiger', nickname: 'Golden Tiger' },
    terms: {
      kind: 'DIVIDEND',
      period: 'W',
      tiers: [{ minValidBet: $(20_000), minActive: 5, rateBp: 800 }],
    },
    offeredAt: ago(20),
    signedAt: ago(19),
    endedAt: null,
    terminationBy: null,
    endReason: null,
  },
  {
    id: 55,
    kind: 'REALTIME_SALARY',
    status: 'OFFERED',
    upline: { account: 'lucky888', nickname: 'Lucky' },
    downline: { account: 'river_agent', nickname: 'River' },
    terms: { kind: 'REALTIME_SALARY', winRateBp: 30, lossRateBp: 50, periodBet: $(500) },
    offeredAt: ago(1),
    signedAt: null,
    endedAt: null,
    terminationBy: null,
    endReason: null,
  },
];

export function payments($: (n: number) => number): ContractPayment[] {
  const base = {
    contractId: 41,
    payer: { account: 'big_boss', nickname: 'Big Boss' },
    payee: { account: 'lucky888', nickname: 'Lucky' },
    direction: 'IN' as const,
    rateBp: null,
    status: 'PAID' as const,
  };
  const window = (days: number) => ({
    periodStart: ago(days + 1),
    periodEnd: ago(days),
    periodLabel: ago(days).slice(0, 10),
    settledAt: ago(days),
    paidAt: ago(days),
  });
  return [
    {
      ...base,
      ...window(1),
      id: 9,
      kind: 'DAILY_SALARY',
      basis: { validBet: $(61_234), teamLoss: $(4_120), activeMembers: 12 },
      tier: { index: 1, minValidBet: $(50_000), minActive: 10, amount: $(300) },
      amount: $(300),
    },
    {
      ...base,
      ...window(1),
      id: 8,
      kind: 'DIVIDEND',
      contractId: 35,
      periodLabel: `${ago(8).slice(0, 10)} – ${ago(1).slice(8, 10)}`,
      basis: { validBet: $(123_400), teamLoss: $(12_340), activeMembers: 18 },
      tier: { index: 1, minValidBet: $(100_000), minActive: 15, rateBp: 2000 },
      amount: $(2_468),
    },
    {
      ...base,
      ...window(1),
      id: 7,
      kind: 'DIVIDEND',
      contractId: 52,
      direction: 'OUT',
      payer: { account: 'lucky888', nickname: 'Lucky' },
      payee: { account: 'golden_tiger', nickname: 'Golden Tiger' },
      basis: { validBet: $(45_000), teamLoss: $(3_900), activeMembers: 7 },
      tier: { index: 0, minValidBet: $(20_000), minActive: 5, rateBp: 800 },
      amount: $(312),
    },
    {
      ...base,
      ...window(2),
      id: 6,
      kind: 'HOURLY_SALARY',
      contractId: 29,
      basis: {
        validBet: $(18_200),
        teamLoss: $(950),
        activeMembers: 6,
        qualifyingHours: 15,
        countedHours: 12,
      },
      tier: { index: 0, minValidBet: $(1_000), minActive: 3, amount: $(4) },
      amount: $(48),
    },
    {
      ...base,
      ...window(2),
      id: 5,
      kind: 'DAILY_SALARY',
      basis: { validBet: $(8_450), teamLoss: $(-620), activeMembers: 4 },
      tier: null,
      amount: 0,
      status: 'NOTHING_DUE',
    },
    {
      ...base,
      ...window(3),
      id: 4,
      kind: 'REALTIME_SALARY',
      contractId: 55,
      direction: 'OUT',
      payer: { account: 'lucky888', nickname: 'Lucky' },
      payee: { account: 'river_agent', nickname: 'River' },
      basis: { validBet: $(1_240), teamLoss: $(310), activeMembers: 3 },
      tier: null,
      rateBp: 50,
      amount: $(6.2),
      status: 'OWED',
      paidAt: null,
    },
  ];
}
