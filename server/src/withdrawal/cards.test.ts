import { beforeAll, describe, expect, it } from 'vitest';
import type { BankCard } from '../../../contract/account.ts';
import { testDatabaseKinds } from '../db/test-databases.ts';
import { setPasswordCostForTests } from '../member/password.ts';
import { useIdentityApp, valueOf } from '../../testing/identity.ts';
import { maskHolder, normaliseHolder, sameName } from './cards.ts';
import { FUND_PASSWORD, newMember, type TestMember } from '../../testing/withdrawal.ts';
import { bankList, cardBind } from '../../../contract/account.ts';

setPasswordCostForTests({ N: 2 ** 10, r: 8, p: 1 });

describe('card holder names', () => {
  it('accepts Vietnamese letters, composed or decomposed, and tidies spaces', () => {
    expect(normaliseHolder('  Nguyễn   Văn  An ')).toBe('Nguyễn Văn An');
    expect(normaliseHolder('Nguye\u0302\u0303n Van')).toBe('Nguyễn Van');
  });

  it('refuses digits, symbols and single letters', () => {
    for (const bad of ['J0hn Smith', 'John-Smith', 'A', ' ', 'Ann <b>']) {
      expect(() => normaliseHolder(bad), bad).toThrow(/Real name format invalid/);
    }
  });

  it('compares names without regard to case and spacing', () => {
    expect(sameName('Nguyễn Văn An', 'NGUYỄN VĂNAN')).toBe(true);
    expect(sameName('Nguyễn Văn An', 'Nguyen Van An')).toBe(false);
  });

  it('masks all but the first letter of each word', () => {
    expect(maskHolder('Nguyen Van A')).toBe('N***** V** A');
  });
});

describe.each(testDatabaseKinds())('bank cards on %s', (kind) => {
  const t = useIdentityApp(kind);

  let lotusBank = '';
  beforeAll(async () => {
    lotusBank = (await t.merchant('lotus')).settings.money?.banks?.[0]?.code ?? '';
  });

  let numberSeq = 0;
  const newNumber = () => {
    numberSeq += 1;
    return `4111 2222 ${kind === 'pglite' ? '1' : '2'}${String(numberSeq).padStart(7, '0')}`;
  };

  const bind = (member: TestMember, fields: Record<string, unknown> = {}, brand = 'aurora') =>
    t.call(
      cardBind,
      {
        holder: 'John Smith',
        bankCode: 'OTVS',
        cardNumber: newNumber(),
        fundPassword: FUND_PASSWORD,
        ...fields,
      },
      { token: member.token, brand },
    );

  const cardCount = async (member: TestMember) => {
    const [row] = await t.test.db.query<{ n: number }>(
      'select count(*)::int as n from member_cards where member_id = $1',
      [member.id],
    );
    return row?.n ?? 0;
  };

  const payeeName = async (member: TestMember) => {
    const [row] = await t.test.db.query<{ payee_name: string | null }>(
      'select payee_name from members where id = $1',
      [member.id],
    );
    return row?.payee_name ?? null;
  };

  it('lists the banks of the merchant seed', async () => {
    const member = await newMember(t);
    const banks = valueOf<{ code: string; name: string }[]>(
      await t.call(bankList, {}, { token: member.token }),
    );
    expect(banks).toContainEqual({ code: 'OTVS', name: 'Ottervale Savings Bank' });
    expect((await t.call(bankList)).body.code).toBe('NOT_LOGGED_IN');
  });

  it('binds a card, keeps only the last four digits readable and sets the real name', async () => {
    const member = await newMember(t);
    const card = valueOf<BankCard>(
      await bind(member, { holder: ' john  SMITH ', cardNumber: '1234 5678 9012 3456' }),
    );
    expect(card).toMatchObject({
      bankCode: 'OTVS',
      bankName: 'Ottervale Savings Bank',
      last4: '3456',
    });
    expect(card.holder).toBe('j*** S****');
    expect(await payeeName(member)).toBe('john SMITH');
    const [row] = await t.test.db.query<Record<string, unknown>>(
      'select * from member_cards where id = $1',
      [card.id],
    );
    expect(JSON.stringify(row)).not.toContain('1234567890123456');
    expect(row).toMatchObject({ member_id: member.id, card_last4: '3456', holder: 'john SMITH' });
  });

  it('requires the registered real name, without regard to case or spacing', async () => {
    const member = await newMember(t, { payeeName: 'Tran Thi Bich' });
    expect((await bind(member, { holder: 'Somebody Else' })).body.code).toBe('REAL_NAME_MISMATCH');
    expect(await cardCount(member)).toBe(0);
    valueOf(await bind(member, { holder: 'TRAN THIBICH' }));
    expect(await payeeName(member)).toBe('Tran Thi Bich');
    // The first card set no name this time, and the next must match the registered one too.
    expect((await bind(member, { holder: 'Tran Van Bich' })).body.code).toBe('REAL_NAME_MISMATCH');
  });

  it('holds every later card to the name the first card set', async () => {
    const member = await newMember(t);
    valueOf(await bind(member, { holder: 'Lê Văn Tám' }));
    expect((await bind(member, { holder: 'Le Van Tam' })).body.code).toBe('REAL_NAME_MISMATCH');
    valueOf(await bind(member, { holder: 'lê văn tám' }));
  });

  it('refuses bad fields with their own codes and binds nothing', async () => {
    const member = await newMember(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ holder: 'J0hn' }, 'REAL_NAME_INVALID'],
      [{ holder: 'X' }, 'REAL_NAME_INVALID'],
      [{ cardNumber: '12345' }, 'CARD_NUMBER_INVALID'],
      [{ cardNumber: '1234-56x8-9012' }, 'CARD_NUMBER_INVALID'],
      [{ cardNumber: '1'.repeat(25) }, 'CARD_NUMBER_INVALID'],
      [{ bankCode: 'NOPE' }, 'BANK_NOT_FOUND'],
      [{ fundPassword: '000000' }, 'FUND_PASSWORD_WRONG'],
    ];
    for (const [fields, code] of cases) {
      expect((await bind(member, fields)).body.code, JSON.stringify(fields)).toBe(code);
    }
    expect(await cardCount(member)).toBe(0);
    expect(await payeeName(member)).toBeNull();
  });

  it('needs a fund password and refuses demo accounts', async () => {
    const noPassword = await newMember(t, { fundPassword: false });
    expect((await bind(noPassword)).body.code).toBe('FUND_PASSWORD_NOT_SET');
    const demo = await newMember(t, { demo: true });
    expect((await bind(demo)).body.code).toBe('DEMO_ACCOUNT');
    expect(await cardCount(noPassword)).toBe(0);
    expect(await cardCount(demo)).toBe(0);
  });

  it('binds a number to one member of the merchant only', async () => {
    const first = await newMember(t);
    const second = await newMember(t);
    const number = newNumber();
    valueOf(await bind(first, { cardNumber: number }));
    expect((await bind(second, { cardNumber: number.replace(/ /g, '') })).body.code).toBe(
      'CARD_TAKEN',
    );
    expect((await bind(first, { cardNumber: number })).body.code).toBe('CARD_TAKEN');
    // Another merchant keeps its own books: the same number is free there.
    const elsewhere = await newMember(t, { brand: 'lotus' });
    valueOf(await bind(elsewhere, { cardNumber: number, bankCode: lotusBank }, 'lotus'));
    expect(await cardCount(second)).toBe(0);
  });

  it('allows at most five cards, even when binds race each other', async () => {
    const member = await newMember(t);
    const answers = await Promise.all(Array.from({ length: 7 }, () => bind(member)));
    expect(answers.filter((a) => a.body.success)).toHaveLength(5);
    expect(answers.filter((a) => a.body.code === 'CARD_LIMIT')).toHaveLength(2);
    expect(await cardCount(member)).toBe(5);
  });
});
