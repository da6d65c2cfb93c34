import { describe, expect, it } from 'vitest';
import { gateOutcome } from './gate.ts';

describe('the role gates of spec §6', () => {
  it.each([
    [0, 'open', 'notAgent'],
    [1, 'open', 'open'],
    [2, 'open', 'open'],
    [4, 'demo', 'notAgent'],
    [41, 'open', 'open'],
    [42, 'open', 'open'],
  ] as const)(
    'gives role %i the member centre "%s" and the agent centre "%s"',
    (role, member, agent) => {
      expect(gateOutcome('member', { role })).toBe(member);
      expect(gateOutcome('agent', { role })).toBe(agent);
    },
  );

  it('asks a visitor without a session to log in, for either centre', () => {
    expect(gateOutcome('member', null)).toBe('login');
    expect(gateOutcome('agent', null)).toBe('login');
  });
});
