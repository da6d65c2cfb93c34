import { describe, expect, it } from 'vitest';
import {
  contractList,
  contractOffer,
  contractRespond,
  contractSettings,
  type Contract,
  type ContractTerms,
} from '../../../contract/agent-contracts.ts';
import { testDatabaseKinds } from '../db/test-databases.ts';
import { setPasswordCostForTests } from '../member/password.ts';
import { dailySalary, dividend } from '../../testing/contracts.ts';
import { valueOf } from '../../testing/identity.ts';
import { newKey, useMoneyApp, type TestMember } from '../../testing/money.ts';
import { unchecked } from '../../testing/test-client.ts';
import { operatorCall } from '../../testing/withdrawal.ts';

setPasswordCostForTests({ N: 2 ** 10, r: 8, p: 1 });

describe.each(testDatabaseKinds())('agent contract transitions on %s', (kind) => {
  const t = useMoneyApp(kind);

  const offer = (from: TestMember, to: TestMember | string, terms: ContractTerms) =>
    t.call(
      contractOffer,
      unchecked({
        downline: typeof to === 'string' ? to : to.account,
        terms,
        idempotencyKey: newKey(),
      }),
      { token: from.token, brand: from.brand },
    );
  const respond = (by: TestMember, id: number, action: string, confirmEnds?: boolean) =>
    t.call(contractRespond, unchecked({ id, action, ...(confirmEnds ? { confirmEnds } : {}) }), {
      token: by.token,
      brand: by.brand,
    });
  const offered = async (from: TestMember, to: TestMember, terms: ContractTerms) =>
    valueOf<Contract>(await offer(from, to, terms));
  const signed = async (from: TestMember, to: TestMember, terms: ContractTerms) => {
    const contract = await offered(from, to, terms);
    return valueOf<Contract>(await respond(to, contract.id, 'ACCEPT'));
  };
  const codeOf = (answer: { body: { success: boolean; code?: string } }) =>
    answer.body.success ? 'OK' : answer.body.code;
  const contractCount = async () => (await t.test.db.query('select 1 from agent_contracts')).length;

  /** A top-level agent, a sub-agent and a player under it, and a sub-sub-agent. */
  const team = async (brand = 'aurora') => {
    const top = await t.member({ role: 1, brand });
    const sub = await t.member({ role: 2, upline: top, brand });
    const player = await t.member({ upline: top, brand });
    const grand = await t.member({ role: 2, upline: sub, brand });
    return { top, sub, player, grand };
  };

  it('lets an agent offer a direct downline agent a contract, which the downline signs', async () => {
    const { top, sub } = await team();
    const contract = await offered(top, sub, dailySalary());
    expect(contract).toMatchObject({
      kind: 'DAILY_SALARY',
      status: 'OFFERED',
      upline: { account: top.account },
      downline: { account: sub.account },
      signedAt: null,
    });
    const list = (member: TestMember, side: string) =>
      t.call(contractList, unchecked({ side, page: '1', pageSize: '10' }), { token: member.token });
    expect(valueOf<{ items: Contract[] }>(await list(top, 'UPLINE')).items).toHaveLength(1);
    expect(valueOf<{ items: Contract[] }>(await list(sub, 'DOWNLINE')).items).toHaveLength(1);
    expect(valueOf<{ items: Contract[] }>(await list(sub, 'UPLINE')).items).toHaveLength(0);
    const accepted = valueOf<Contract>(await respond(sub, contract.id, 'ACCEPT'));
    expect(accepted.status).toBe('SIGNED');
    expect(accepted.signedAt).not.toBeNull();
    const settings = valueOf<{ own: Contract[] }>(
      await t.call(contractSettings, {}, { token: sub.token }),
    );
    expect(settings.own.map((c) => c.id)).toEqual([contract.id]);
  });

  it('answers each brand its offered kinds, and refuses players the contract calls', async () => {
    const aurora = await team('aurora');
    const lotus = await team('lotus');
    const settingsOf = async (m: TestMember) =>
      valueOf<{ kinds: string[] }>(
        await t.call(contractSettings, {}, { token: m.token, brand: m.brand }),
      ).kinds;
    expect(await settingsOf(aurora.top)).toEqual([
      'DIVIDEND',
      'DAILY_SALARY',
      'HOURLY_SALARY',
      'REALTIME_SALARY',
    ]);
    expect(await settingsOf(lotus.top)).toEqual(['DIVIDEND', 'REALTIME_SALARY']);
    expect(codeOf(await offer(lotus.top, lotus.sub, dailySalary()))).toBe('OPERATION_NOT_ALLOWED');
    const player = aurora.player;
    expect(codeOf(await t.call(contractSettings, {}, { token: player.token }))).toBe(
      'NOT_AN_AGENT',
    );
    expect(codeOf(await offer(player, aurora.sub, dailySalary()))).toBe('NOT_AN_AGENT');
    expect(codeOf(await t.call(contractSettings, {}, {}))).toBe('NOT_LOGGED_IN');
  });

  it('refuses offers outside the direct downline agents or with bad terms, changing nothing', async () => {
    const { top, sub, player, grand } = await team();
    const stranger = await t.member({ role: 2 });
    const before = await contractCount();
    expect(codeOf(await offer(top, player, dailySalary()))).toBe('NOT_IN_TEAM');
    expect(codeOf(await offer(top, grand, dailySalary()))).toBe('NOT_IN_TEAM');
    expect(codeOf(await offer(top, stranger, dailySalary()))).toBe('NOT_IN_TEAM');
    expect(codeOf(await offer(top, 'nobody-here', dailySalary()))).toBe('NOT_IN_TEAM');
    const falling: ContractTerms = {
      kind: 'DAILY_SALARY',
      tiers: [
        { minValidBet: 5_000, minActive: 1, amount: 100 },
        { minValidBet: 5_000, minActive: 2, amount: 200 },
      ],
    };
    expect(codeOf(await offer(top, sub, falling))).toBe('CONTRACT_TERMS_INVALID');
    // A sub-agent offers only a kind it holds, at no more than it holds.
    expect(codeOf(await offer(sub, grand, dailySalary()))).toBe('CONTRACT_TERMS_INVALID');
    expect(await contractCount()).toBe(before);
    await signed(top, sub, dailySalary(5_000, 1_000));
    expect(codeOf(await offer(sub, grand, dailySalary(5_001, 1_000)))).toBe(
      'CONTRACT_TERMS_INVALID',
    );
    expect(codeOf(await offer(sub, grand, dailySalary(5_000, 999)))).toBe('CONTRACT_TERMS_INVALID');
    expect(codeOf(await offer(sub, grand, dailySalary(4_000, 2_000)))).toBe('OK');
    expect(codeOf(await offer(sub, grand, dailySalary(1_000, 2_000)))).toBe('CONTRACT_PENDING');
  });

  it('allows each transition only to its side and state', async () => {
    const { top, sub, player } = await team();
    const outsider = await t.member({ role: 1 });
    const first = await offered(top, sub, dailySalary());
    expect(codeOf(await respond(top, first.id, 'ACCEPT'))).toBe('CONTRACT_STATE');
    expect(codeOf(await respond(sub, first.id, 'WITHDRAW'))).toBe('CONTRACT_STATE');
    expect(codeOf(await respond(sub, first.id, 'TERMINATE'))).toBe('CONTRACT_STATE');
    expect(codeOf(await respond(outsider, first.id, 'ACCEPT'))).toBe('CONTRACT_NOT_FOUND');
    expect(codeOf(await respond(player, first.id, 'ACCEPT'))).toBe('NOT_AN_AGENT');
    expect(codeOf(await respond(sub, 999_999_999, 'ACCEPT'))).toBe('CONTRACT_NOT_FOUND');
    expect(valueOf<Contract>(await respond(sub, first.id, 'REJECT'))).toMatchObject({
      status: 'REJECTED',
      endReason: 'REJECTED',
    });
    expect(codeOf(await respond(sub, first.id, 'ACCEPT'))).toBe('CONTRACT_STATE');

    const second = await offered(top, sub, dailySalary());
    expect(valueOf<Contract>(await respond(top, second.id, 'WITHDRAW')).status).toBe('WITHDRAWN');

    const third = await signed(top, sub, dailySalary());
    expect(codeOf(await respond(sub, third.id, 'AGREE_TERMINATION'))).toBe('CONTRACT_STATE');
    expect(valueOf<Contract>(await respond(sub, third.id, 'TERMINATE'))).toMatchObject({
      status: 'TERMINATING',
      terminationBy: 'DOWNLINE',
    });
    expect(codeOf(await respond(sub, third.id, 'AGREE_TERMINATION'))).toBe('CONTRACT_STATE');
    expect(codeOf(await respond(top, third.id, 'TERMINATE'))).toBe('CONTRACT_STATE');
    expect(valueOf<Contract>(await respond(top, third.id, 'AGREE_TERMINATION'))).toMatchObject({
      status: 'TERMINATED',
      endReason: 'AGREED',
    });
  });

  it('replaces a signed contract with a newly signed one of the same kind', async () => {
    const { top, sub } = await team();
    const old = await signed(top, sub, dailySalary(5_000));
    const fresh = await signed(top, sub, dailySalary(6_000));
    const [row] = await t.test.db.query<{ status: string; end_reason: string }>(
      'select status, end_reason from agent_contracts where id = $1',
      [old.id],
    );
    expect(row).toEqual({ status: 'TERMINATED', end_reason: 'REPLACED' });
    expect(fresh.status).toBe('SIGNED');
  });

  it('asks before a lower rate ends the contracts the downline gave above it, then ends them', async () => {
    const { top, sub, grand } = await team();
    await signed(top, sub, dividend(2_000));
    const below = await signed(sub, grand, dividend(1_500));
    const lower = await offered(top, sub, dividend(1_000));
    const asked = await respond(sub, lower.id, 'ACCEPT');
    expect(asked.body).toMatchObject({ success: false, code: 'CONTRACT_CONFIRM_REQUIRED' });
    const value = (asked.body as { value?: { ends: Contract[] } }).value;
    expect(value?.ends.map((c) => c.id)).toEqual([below.id]);
    const [still] = await t.test.db.query<{ status: string }>(
      'select status from agent_contracts where id = $1',
      [below.id],
    );
    expect(still?.status).toBe('SIGNED');
    expect(valueOf<Contract>(await respond(sub, lower.id, 'ACCEPT', true)).status).toBe('SIGNED');
    const [ended] = await t.test.db.query<{ status: string; end_reason: string }>(
      'select status, end_reason from agent_contracts where id = $1',
      [below.id],
    );
    expect(ended).toEqual({ status: 'TERMINATED', end_reason: 'LOWER_RATE' });
  });

  it('lets the house offer a top-level agent a contract through the operator key only', async () => {
    const { top, sub } = await team();
    const path = '/wps/backoffice/contracts/offer';
    const body = (account: string) => ({ account, terms: dailySalary() });
    expect(
      (await operatorCall(t, 'POST', path, { body: body(top.account), key: null })).body,
    ).toMatchObject({ success: false, code: 'NOT_LOGGED_IN' });
    const refused = await operatorCall(t, 'POST', path, { body: body(sub.account) });
    expect(refused.body).toMatchObject({ success: false, code: 'NOT_IN_TEAM' });
    const made = await operatorCall(t, 'POST', path, { body: body(top.account) });
    const contract = made.body.value as Contract;
    expect(contract).toMatchObject({ status: 'OFFERED', upline: { account: null } });
    expect(valueOf<Contract>(await respond(top, contract.id, 'ACCEPT')).status).toBe('SIGNED');
    // Bound by its house contract now: it cannot offer more than it holds.
    expect(codeOf(await offer(top, sub, dailySalary(9_999)))).toBe('CONTRACT_TERMS_INVALID');
  });
});
