import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ROLE } from '../../../contract/roles.ts';
import type { LoginResult } from '../../../contract/session.ts';
import { testDatabaseKinds } from '../db/test-databases.ts';
import { setPasswordCostForTests } from '../member/password.ts';
import { newClientId, valueOf } from '../../testing/identity.ts';
import { openMoneyApp, type MoneyApp, type TestMember } from '../../testing/money.ts';
import { referralInfo } from '../../../contract/account.ts';
import { register as registerEndpoint } from '../../../contract/member.ts';

setPasswordCostForTests({ N: 2 ** 10, r: 8, p: 1 });

const ORIGIN = 'https://aurora.example';

interface Referral {
  code: string;
  link: string;
  invited: number;
}

describe.each(testDatabaseKinds())('referral on %s', (kind) => {
  let t: MoneyApp;

  beforeAll(async () => {
    t = await openMoneyApp(kind);
  });
  afterAll(async () => {
    await t.dispose();
  });

  const referral = (member: TestMember, origin = ORIGIN) =>
    t.call(referralInfo, { origin }, { token: member.token, brand: member.brand });

  let seq = 0;
  const register = async (code: Record<string, string>, brand = 'aurora') => {
    seq += 1;
    const clientId = newClientId();
    const username = `ref${kind.slice(0, 2)}${String(seq).padStart(5, '0')}`;
    const answer = await t.call(
      registerEndpoint,
      {
        username,
        password: 'Passw0rd',
        confirmPassword: 'Passw0rd',
        mobileNum: `097${kind === 'pglite' ? 1 : 2}${String(seq).padStart(6, '0')}`,
        clientId,
        captcha: await t.captcha(clientId, brand),
        slider: await t.slider(brand, clientId),
        domain: `${brand}.localhost`,
        registerMethod: 'WEB',
        login: true,
        ...code,
      },
      { brand },
    );
    return { answer, username };
  };
  const row = async (account: string) => {
    const [found] = await t.test.db.query<{
      upline_id: number | null;
      referred_by: number | null;
      referral_code: string | null;
    }>('select upline_id, referred_by, referral_code from members where account = $1', [account]);
    return found;
  };

  it('gives a player its own code, the same every time, and a sign-up link carrying it', async () => {
    const player = await t.member();
    const first = valueOf<Referral>(await referral(player));
    expect(first.code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/);
    expect(first).toEqual({
      code: first.code,
      link: `${ORIGIN}/register?referralCode=${first.code}`,
      invited: 0,
    });
    const again = valueOf<Referral>(await referral(player, `${ORIGIN}/some/page?x=1`));
    expect(again).toEqual(first);
    const other = valueOf<Referral>(await referral(await t.member()));
    expect(other.code).not.toBe(first.code);
  });

  it('gives two first requests at once the same code', async () => {
    const player = await t.member();
    const answers = await Promise.all([referral(player), referral(player), referral(player)]);
    const codes = new Set(answers.map((answer) => valueOf<Referral>(answer).code));
    expect(codes.size).toBe(1);
  });

  it('puts a newcomer who signs up with a player’s code in that player’s team', async () => {
    const agent = await t.member({ role: 1, affiliateCode: `AG${kind.slice(0, 2)}77` });
    const player = await t.member({ upline: agent });
    const { code } = valueOf<Referral>(await referral(player));

    const { answer, username } = await register({ referralCode: code.toLowerCase() });
    expect(valueOf<LoginResult>(answer).toUpline).toBe(true);
    expect(await row(username)).toEqual({
      upline_id: agent.id,
      referred_by: player.id,
      referral_code: code.toLowerCase(),
    });
    // The affiliate field takes a player's code too.
    const typed = await register({ affiliateCode: code });
    expect((await row(typed.username))?.referred_by).toBe(player.id);
    expect(valueOf<Referral>(await referral(player)).invited).toBe(2);
  });

  it('records the referrer of a player without an upline, who then has none either', async () => {
    const loner = await t.member();
    const { code } = valueOf<Referral>(await referral(loner));
    const { answer, username } = await register({ referralCode: code });
    expect(valueOf<LoginResult>(answer).toUpline).toBe(false);
    expect(await row(username)).toMatchObject({ upline_id: null, referred_by: loner.id });
  });

  it('keeps an agent’s affiliate code as it was: its invitees become its downlines', async () => {
    const affiliateCode = `AG${kind.slice(0, 2)}88`;
    const agent = await t.member({ role: 1, affiliateCode });
    const before = valueOf<Referral>(await referral(agent));
    expect(before).toEqual({
      code: affiliateCode,
      link: `${ORIGIN}/register?referralCode=${affiliateCode}`,
      invited: 0,
    });
    const { username } = await register({ referralCode: affiliateCode });
    expect(await row(username)).toMatchObject({ upline_id: agent.id, referred_by: null });
    expect(valueOf<Referral>(await referral(agent)).invited).toBe(1);
  });

  it('refuses another brand’s code and a demo account', async () => {
    const lotusPlayer = await t.member({ brand: 'lotus' });
    const { code } = valueOf<Referral>(await referral(lotusPlayer));
    const members = await t.count('members');
    expect((await register({ referralCode: code })).answer.body.code).toBe(
      'INVITATION_CODE_INVALID',
    );
    expect(await t.count('members')).toBe(members);

    const demo = await t.member({ role: DEMO_ROLE });
    expect((await referral(demo)).body.code).toBe('DEMO_ACCOUNT');
  });
});
