import type { TeamMember } from '../contract/agent-team.ts';
import { ago } from './agent-contract-fixtures.ts';

/** The three-level team of the agent-centre stories: agents, players, a frozen agent. */

function member(
  m: Partial<TeamMember> & { account: string },
  $: (n: number) => number,
): TeamMember {
  return {
    nickname: '',
    role: 'MEMBER',
    level: 1,
    directMembers: 0,
    teamSize: 0,
    status: 'ACTIVE',
    balance: $(120),
    registeredAt: ago(60),
    lastLoginAt: ago(0, 5),
    ...m,
  };
}

export function team(
  $: (n: number) => number,
): Record<string, { path: string[]; items: TeamMember[] }> {
  return {
    '': {
      path: [],
      items: [
        member(
          {
            account: 'golden_tiger',
            nickname: 'Golden Tiger',
            role: 'AGENT',
            directMembers: 4,
            teamSize: 11,
            balance: $(2_480.5),
          },
          $,
        ),
        member(
          {
            account: 'river_agent',
            nickname: 'River',
            role: 'AGENT',
            directMembers: 2,
            teamSize: 5,
            status: 'FROZEN',
            balance: $(0),
          },
          $,
        ),
        member(
          { account: 'lucky_mei', nickname: 'Mei', balance: $(356.2), lastLoginAt: ago(0, 2) },
          $,
        ),
        member({ account: 'khanh88', nickname: 'Khánh', balance: $(78) }, $),
        member({ account: 'pat_wong', balance: $(1_020), lastLoginAt: ago(6) }, $),
        member(
          {
            account: 'newbie2026',
            nickname: 'Newbie',
            balance: $(0),
            lastLoginAt: null,
            registeredAt: ago(1),
          },
          $,
        ),
      ],
    },
    golden_tiger: {
      path: ['golden_tiger'],
      items: [
        member(
          {
            account: 'tiger_cub',
            nickname: 'Cub',
            role: 'AGENT',
            level: 2,
            directMembers: 6,
            teamSize: 6,
            balance: $(640),
          },
          $,
        ),
        member({ account: 'ace_hunter', level: 2, balance: $(92.4) }, $),
        member({ account: 'moon_river', nickname: 'Moon', level: 2, balance: $(15) }, $),
        member({ account: 'dragon77', level: 2, balance: $(4_210), lastLoginAt: ago(2) }, $),
      ],
    },
    tiger_cub: {
      path: ['golden_tiger', 'tiger_cub'],
      items: ['spin_king', 'lotus_bee', 'ruby_ace', 'quiet_fox', 'hanoi_hi', 'saigon_sun'].map(
        (account, i) => member({ account, level: 3, balance: $(30 + i * 47) }, $),
      ),
    },
  };
}
