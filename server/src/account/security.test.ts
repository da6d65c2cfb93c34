import { describe, expect, it } from 'vitest';
import { DEMO_ROLE } from '../../../contract/roles.ts';
import { testDatabaseKinds } from '../db/test-databases.ts';
import { hashPassword, setPasswordCostForTests } from '../member/password.ts';
import { valueOf } from '../../testing/identity.ts';
import { LOGIN_PASSWORD, useMoneyApp, type TestMember } from '../../testing/money.ts';
import { FUND_PASSWORD_TRIES, fundPasswordHash, requireFundPassword } from './fund-password.ts';
import { maskEmail, maskMobile, maskName } from './security.ts';
import {
  fundPasswordSet as fundPasswordSetEndpoint,
  securityInfo,
} from '../../../contract/account.ts';

setPasswordCostForTests({ N: 2 ** 10, r: 8, p: 1 });

describe('masking', () => {
  it('keeps only what lets the member recognise its own details', () => {
    expect(maskMobile('0912345678')).toBe('09******78');
    expect(maskMobile('123')).toBe('***');
    expect(maskEmail('jane.doe@example.com')).toBe('j***@example.com');
    expect(maskEmail('nonsense')).toBe('***');
    expect(maskName('Nguyen Van A')).toBe('N***** V** A');
    expect(maskName('  Đặng   Thị ')).toBe('Đ*** T**');
  });
});

describe.each(testDatabaseKinds())('security centre on %s', (kind) => {
  const t = useMoneyApp(kind);

  const security = async (member: TestMember) =>
    valueOf<Record<string, unknown>>(await t.call(securityInfo, {}, { token: member.token }));
  const setFund = (member: TestMember, current: string, newFundPassword: string) =>
    t.call(fundPasswordSetEndpoint, { current, newFundPassword }, { token: member.token });
  const storedHash = async (member: TestMember) => {
    const [row] = await t.test.db.query<{ hash: string | null }>(
      'select payment_password_hash as hash from members where id = $1',
      [member.id],
    );
    return row?.hash ?? null;
  };
  const hmacOf = (member: TestMember, pin: string) =>
    fundPasswordHash(t.test.db, member.merchantId, member.id, pin);

  it('shows the account with mobile, email, real name and cards masked', async () => {
    const member = await t.member({
      mobile: '0912345678',
      email: 'jane.doe@example.com',
      payeeName: 'Jane Mary Doe',
    });
    await t.test.db.query(
      `insert into member_cards (member_id, merchant_id, bank_code, bank_name, holder,
         card_number_hash, card_last4)
       values ($1, $2, 'OTVS', 'Ottervale Savings Bank', 'Jane Mary Doe', $3, '4321')`,
      [member.id, member.merchantId, `hash-${member.id}`],
    );
    const info = await security(member);
    expect(info).toMatchObject({
      account: member.account,
      nickname: member.account,
      mobile: '09******78',
      email: 'j***@example.com',
      realName: 'J*** M*** D**',
      fundPasswordSet: false,
      authenticatorBound: false,
    });
    expect(info['cards']).toEqual([
      {
        id: expect.any(Number) as number,
        bankCode: 'OTVS',
        bankName: 'Ottervale Savings Bank',
        last4: '4321',
        holder: 'J*** M*** D**',
        boundAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as string,
      },
    ]);
    expect(JSON.stringify(info)).not.toContain('0912345678');
    expect(new Date(String(info['registeredAt'])).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const bare = await security(await t.member());
    expect(bare).toMatchObject({ mobile: null, email: null, realName: null, cards: [] });
  });

  it('shows only the member’s own cards', async () => {
    const owner = await t.member();
    await t.test.db.query(
      `insert into member_cards (member_id, merchant_id, bank_code, bank_name, holder,
         card_number_hash, card_last4)
       values ($1, $2, 'FRNH', 'Fernhollow Federal Bank', 'Owner', $3, '9999')`,
      [owner.id, owner.merchantId, `hash-${owner.id}`],
    );
    expect((await security(owner))['cards']).toHaveLength(1);
    expect((await security(await t.member()))['cards']).toEqual([]);
  });

  it('sets the first fund password with the login password, then changes it with itself', async () => {
    const member = await t.member();
    expect((await setFund(member, 'WrongLogin1', '123456')).body.code).toBe('BAD_CREDENTIALS');
    expect(await storedHash(member)).toBeNull();
    expect(valueOf(await setFund(member, LOGIN_PASSWORD, '123456'))).toEqual({ set: true });
    expect((await security(member))['fundPasswordSet']).toBe(true);
    // An HMAC under the merchant's key, bound to the member: no scrypt for six digits.
    const hash = await storedHash(member);
    expect(hash).toMatch(/^hmac-sha256\$[A-Za-z0-9_-]{43}$/);
    expect(hash).toBe(await hmacOf(member, '123456'));
    const other = await t.member();
    expect(await hmacOf(other, '123456')).not.toBe(hash);

    // Once set, only the current fund password may change it.
    expect((await setFund(member, LOGIN_PASSWORD, '654321')).body.code).toBe('FUND_PASSWORD_WRONG');
    expect(valueOf(await setFund(member, '123456', '654321'))).toEqual({ set: true });
    expect(await storedHash(member)).toBe(await hmacOf(member, '654321'));
  });

  it('still accepts a fund password stored as scrypt, and stores it as the HMAC once it proved right', async () => {
    const member = await t.member();
    const legacy = await hashPassword('135790');
    await t.test.db.query('update members set payment_password_hash = $2 where id = $1', [
      member.id,
      legacy,
    ]);
    await expect(requireFundPassword(t.test.db, member.id, '000000')).rejects.toMatchObject({
      code: 'FUND_PASSWORD_WRONG',
    });
    expect(await storedHash(member)).toBe(legacy);
    await requireFundPassword(t.test.db, member.id, '135790');
    expect(await storedHash(member)).toBe(await hmacOf(member, '135790'));
    await requireFundPassword(t.test.db, member.id, '135790');
  });

  it.each(['12345', '1234567', 'abcdef', '12 456', '１２３４５６'])(
    'refuses %j as a fund password and stores nothing',
    async (pin) => {
      const member = await t.member();
      const answer = await setFund(member, LOGIN_PASSWORD, pin);
      expect(answer.body).toMatchObject({ success: false, code: 'FUND_PASSWORD_FORMAT' });
      expect(await storedHash(member)).toBeNull();
    },
  );

  it('locks the first setting after too many wrong login passwords', async () => {
    const member = await t.member();
    for (let i = 0; i < FUND_PASSWORD_TRIES; i++) {
      expect((await setFund(member, `Wrong${i}xyz`, '123456')).body.code).toBe('BAD_CREDENTIALS');
    }
    expect(await setFund(member, LOGIN_PASSWORD, '123456')).toMatchObject({
      status: 429,
      body: { code: 'TOO_MANY_REQUESTS' },
    });
    expect(await storedHash(member)).toBeNull();
  });

  it('refuses a demo account', async () => {
    const demo = await t.member({ role: DEMO_ROLE });
    expect((await setFund(demo, LOGIN_PASSWORD, '123456')).body.code).toBe('DEMO_ACCOUNT');
    expect(await storedHash(demo)).toBeNull();
  });

  it('refuses without a session', async () => {
    expect((await t.call(securityInfo)).body.code).toBe('NOT_LOGGED_IN');
  });
});
