import { describe, expect, it } from 'vitest';
import type { AnyEndpoint } from '../../../contract/endpoint.ts';
import {
  agentAnnouncements,
  openTeamAccount,
  teamBets,
  teamMembers,
  teamOverview,
  teamProfit,
  teamTransactions,
} from '../../../contract/agent-team.ts';
import { login, type LoginResult } from '../../../contract/session.ts';
import { testDatabaseKinds } from '../db/test-databases.ts';
import { setPasswordCostForTests } from '../member/password.ts';
import { newClientId, valueOf } from '../../testing/identity.ts';
import { LOGIN_PASSWORD, newKey, useMoneyApp, type TestMember } from '../../testing/money.ts';
import { unchecked } from '../../testing/test-client.ts';

setPasswordCostForTests({ N: 2 ** 10, r: 8, p: 1 });

const RANGE = { from: '2026-03-01', to: '2026-03-07' };

/** Every agent-centre call with an input that would otherwise be answered. */
const CALLS: [AnyEndpoint, Record<string, unknown>][] = [
  [agentAnnouncements, {}],
  [teamOverview, RANGE],
  [teamMembers, {}],
  [teamBets, RANGE],
  [teamProfit, RANGE],
  [teamTransactions, RANGE],
  [
    openTeamAccount,
    { role: 'MEMBER', account: 'newbie01', password: 'Secret123', idempotencyKey: newKey() },
  ],
];

describe.each(testDatabaseKinds())('who may use the agent centre on %s', (kind) => {
  const t = useMoneyApp(kind);
  const as = (member: TestMember) => ({ token: member.token, brand: member.brand });

  it('answers NOT_LOGGED_IN without a session and NOT_AN_AGENT to a player, opening nothing', async () => {
    const agent = await t.member({ role: 1 });
    const player = await t.member({ upline: agent });
    const demo = await t.member({ role: 4 });
    const before = await t.count('members');
    for (const [endpoint, input] of CALLS) {
      expect((await t.fail(endpoint, unchecked(input))).code, endpoint.id).toBe('NOT_LOGGED_IN');
      for (const member of [player, demo]) {
        const refusal = await t.fail(endpoint, unchecked(input), as(member));
        expect(refusal.code, endpoint.id).toBe('NOT_AN_AGENT');
      }
    }
    expect(await t.count('members')).toBe(before);
  });

  it('lets every agent role in (spec §6: 1, 2, 41 and 42)', async () => {
    for (const role of [1, 2, 41, 42]) {
      const agent = await t.member({ role });
      expect(await t.value(teamOverview, RANGE, as(agent))).toMatchObject({ teamSize: 0 });
    }
  });

  /** A password login through an entrance, its slider solved by the same client. */
  const enter = async (username: string, password: string, entrance?: string) => {
    const clientId = newClientId();
    const slider = await t.slider('aurora', clientId);
    const body = { type: 'username', username, password, clientId, slider, entrance };
    return t.call(login, unchecked(body));
  };

  it('lets agents through the agent entrance and refuses players only once their password is right', async () => {
    const agent = await t.member({ role: 2 });
    const player = await t.member({ upline: agent });
    expect(valueOf<LoginResult>(await enter(agent.account, LOGIN_PASSWORD, 'AGENT'))).toMatchObject(
      { account: agent.account, isAgent: 2 },
    );
    const refused = await enter(player.account, LOGIN_PASSWORD, 'AGENT');
    expect(refused.body).toMatchObject({ success: false, code: 'NOT_AN_AGENT' });
    // A wrong password says nothing about the role; an unknown account answers the same.
    for (const name of [player.account, agent.account, 'nobody99']) {
      const wrong = await enter(name, 'Wrong1234', 'AGENT');
      expect(wrong.body.code, name).toBe('BAD_CREDENTIALS');
    }
    // The member entrance (the default) keeps working for both.
    for (const member of [player, agent]) {
      valueOf(await enter(member.account, LOGIN_PASSWORD));
      valueOf(await enter(member.account, LOGIN_PASSWORD, 'MEMBER'));
    }
    expect((await enter(player.account, LOGIN_PASSWORD, 'BOSS')).body.code).toBe('BAD_REQUEST');
  });

  it('opens a player and a sub-agent under the agent, who can log in at once', async () => {
    const agent = await t.member({
      role: 1,
      affiliateCode: `AC${kind.slice(0, 2).toUpperCase()}01`,
    });
    const player = await t.value(
      openTeamAccount,
      {
        role: 'MEMBER',
        account: `Pl${kind}01`,
        password: 'Abc12345',
        nickname: 'Ann',
        idempotencyKey: newKey(),
      },
      as(agent),
    );
    expect(player).toEqual({ account: `Pl${kind}01`, role: 'MEMBER', affiliateCode: null });
    const sub = await t.value(
      openTeamAccount,
      { role: 'AGENT', account: `Ag${kind}01`, password: 'Abc12345', idempotencyKey: newKey() },
      as(agent),
    );
    expect(sub.affiliateCode).toMatch(/^[A-Z2-9]{8}$/);
    const rows = await t.test.db.query<{
      account: string;
      role: number;
      upline_id: number;
      nickname: string;
      referral_code: string;
    }>(
      `select account, role, upline_id, nickname, referral_code from members
        where upline_id = $1 order by id`,
      [agent.id],
    );
    expect(rows).toEqual([
      {
        account: `Pl${kind}01`,
        role: 0,
        upline_id: agent.id,
        nickname: 'Ann',
        referral_code: `AC${kind.slice(0, 2).toUpperCase()}01`,
      },
      {
        account: `Ag${kind}01`,
        role: 2,
        upline_id: agent.id,
        nickname: `Ag${kind}01`,
        referral_code: `AC${kind.slice(0, 2).toUpperCase()}01`,
      },
    ]);
    const entered = valueOf<LoginResult>(await enter(`Ag${kind}01`, 'Abc12345', 'AGENT'));
    expect(entered).toMatchObject({ isAgent: 2, passwordExpired: false });
    const team = await t.value(teamMembers, {}, as(agent));
    expect(team.items.map((row) => [row.account, row.role])).toEqual([
      [`Ag${kind}01`, 'AGENT'],
      [`Pl${kind}01`, 'MEMBER'],
    ]);
  });

  it('answers a replayed key with the first answer and refuses the key for another account', async () => {
    const agent = await t.member({ role: 1 });
    const key = newKey();
    const body = {
      role: 'MEMBER',
      account: `Re${kind}01`,
      password: 'Abc12345',
      idempotencyKey: key,
    } as const;
    const first = await t.value(openTeamAccount, body, as(agent));
    expect(await t.value(openTeamAccount, body, as(agent))).toEqual(first);
    const other = await t.fail(openTeamAccount, { ...body, account: `Re${kind}02` }, as(agent));
    expect(other.code).toBe('IDEMPOTENCY_CONFLICT');
    const [row] = await t.test.db.query<{ n: number }>(
      'select count(*) as n from members where upline_id = $1',
      [agent.id],
    );
    expect(row?.n).toBe(1);
  });

  it('refuses a taken account in any case and names the field a register rule refuses', async () => {
    const agent = await t.member({ role: 1 });
    const taken = await t.fail(
      openTeamAccount,
      {
        role: 'MEMBER',
        account: agent.account.toUpperCase(),
        password: 'Abc12345',
        idempotencyKey: newKey(),
      },
      as(agent),
    );
    expect(taken.code).toBe('ACCOUNT_TAKEN');
    const before = await t.count('members');
    for (const [account, password, field] of [
      ['ab', 'Abc12345', 'username'],
      ['9starts', 'Abc12345', 'username'],
      ['has space', 'Abc12345', 'username'],
      [`Ok${kind}99`, 'short', 'password'],
      [`Ok${kind}99`, 'lettersonly', 'password'],
    ]) {
      const refusal = await t.call(
        openTeamAccount,
        unchecked({ role: 'AGENT', account, password, idempotencyKey: newKey() }),
        as(agent),
      );
      expect(refusal.body, `${account} ${password}`).toMatchObject({
        success: false,
        code: 'BAD_REQUEST',
        value: { field },
      });
    }
    expect(await t.count('members')).toBe(before);
    // A refused name leaves no key behind: the same key works for a good name.
    const key = newKey();
    await t.fail(
      openTeamAccount,
      { role: 'MEMBER', account: agent.account, password: 'Abc12345', idempotencyKey: key },
      as(agent),
    );
    await t.value(
      openTeamAccount,
      { role: 'MEMBER', account: `Ok${kind}98`, password: 'Abc12345', idempotencyKey: key },
      as(agent),
    );
  });
});
