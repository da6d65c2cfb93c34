import type { Contract, ContractPayment } from '../../../../contract/agent-contracts.ts';
import type { TeamMember } from '../../../../contract/agent-team.ts';

/*
 * Realistic agent-centre answers for the tests and stories beside them (amounts in minor
 * units of a two-decimal currency). Never imported by the shipped runtime.
 */

export function teamMember(overrides: Partial<TeamMember> = {}): TeamMember {
  return {
    account: 'sub_agent1',
    nickname: 'Lucky Star',
    role: 'AGENT',
    level: 1,
    directMembers: 3,
    teamSize: 14,
    status: 'ACTIVE',
    balance: 1_250_00,
    registeredAt: '2026-09-02T08:00:00.000Z',
    lastLoginAt: '2026-11-24T03:12:00.000Z',
    ...overrides,
  };
}

export function contract(overrides: Partial<Contract> = {}): Contract {
  return {
    id: 31,
    kind: 'DAILY_SALARY',
    status: 'OFFERED',
    upline: { account: 'boss', nickname: 'Boss' },
    downline: { account: 'sub_agent1', nickname: 'Lucky Star' },
    terms: {
      kind: 'DAILY_SALARY',
      tiers: [
        { minValidBet: 10_000_00, minActive: 5, amount: 50_00 },
        { minValidBet: 50_000_00, minActive: 10, amount: 300_00 },
      ],
    },
    offeredAt: '2026-11-20T10:00:00.000Z',
    signedAt: null,
    endedAt: null,
    terminationBy: null,
    endReason: null,
    ...overrides,
  };
}

export function contractPayment(overrides: Partial<ContractPayment> = {}): ContractPayment {
  return {
    id: 501,
    contractId: 31,
    kind: 'DAILY_SALARY',
    periodStart: '2026-11-22T17:00:00.000Z',
    periodEnd: '2026-11-23T17:00:00.000Z',
    periodLabel: '2026-11-23',
    payer: { account: 'boss', nickname: 'Boss' },
    payee: { account: 'sub_agent1', nickname: 'Lucky Star' },
    direction: 'IN',
    basis: { validBet: 61_234_00, teamLoss: 4_120_00, activeMembers: 12 },
    tier: { index: 1, minValidBet: 50_000_00, minActive: 10, amount: 300_00 },
    rateBp: null,
    amount: 300_00,
    status: 'PAID',
    settledAt: '2026-11-24T00:05:00.000Z',
    paidAt: '2026-11-24T00:05:00.000Z',
    ...overrides,
  };
}

/** A page of items as the list calls answer. */
export const pageOf = <T>(items: T[], total = items.length) => ({
  items,
  total,
  page: 1,
  pageSize: 20,
});
