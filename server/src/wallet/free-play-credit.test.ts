import { describe, expect, it } from 'vitest';
import type { LoginResult } from '../../../contract/session.ts';
import { testDatabaseKinds } from '../db/test-databases.ts';
import { valueOf } from '../../testing/identity.ts';
import { useMoneyApp } from '../../testing/money.ts';
import { freePlayLogin } from '../../../contract/session.ts';
import { walletBalance } from '../../../contract/wallet.ts';

describe.each(testDatabaseKinds())('free-play demo credit on %s', (kind) => {
  const t = useMoneyApp(kind);

  let seq = 0;
  const tap = (nonce: string, ip = `192.0.2.${(seq++ % 200) + 1}`) =>
    t.call(freePlayLogin, { os: 'Linux', platform: 'W', nonce, gatewayVersion: 3 }, { ip });
  const nonce = (n: number) => `credit-${kind}-${String(n).padStart(10, '0')}`;
  const balance = async (token: string) =>
    valueOf<{ main: number; sum: number }>(await t.call(walletBalance, {}, { token }));
  const credits = async (account: string) => {
    const [row] = await t.test.db.query<{ n: number }>(
      `select count(*)::int as n from ledger_transactions x join members m on m.id = x.member_id
        where m.account = $1 and x.kind = 'ADJUSTMENT'`,
      [account],
    );
    return row?.n ?? 0;
  };

  it('credits a new demo account from the house with the merchant’s demo credit', async () => {
    const demo = valueOf<LoginResult>(await tap(nonce(1)));
    const credit = (await t.merchant('aurora')).settings.money?.freePlayCredit;
    expect(credit).toBe(200_000);
    expect(await balance(demo.token)).toMatchObject({ main: 200_000, sum: 200_000 });
    expect(await credits(demo.account)).toBe(1);
  });

  it('credits a nonce tapped twice, or twice at once, only once', async () => {
    const first = valueOf<LoginResult>(await tap(nonce(2)));
    const again = valueOf<LoginResult>(await tap(nonce(2)));
    expect(again.account).toBe(first.account);
    expect(await balance(again.token)).toMatchObject({ main: 200_000 });
    expect(await credits(first.account)).toBe(1);

    const [a, b] = (await Promise.all([tap(nonce(3)), tap(nonce(3))])).map((answer) =>
      valueOf<LoginResult>(answer),
    );
    expect(a?.account).toBe(b?.account);
    expect(await credits(a?.account ?? '')).toBe(1);
    expect(await balance(a?.token ?? '')).toMatchObject({ main: 200_000 });
  });

  it('gives nothing where the merchant sets no demo credit', async () => {
    const { settings } = await t.merchant('aurora');
    await t.setSettings('aurora', ['money', 'freePlayCredit'], 0);
    try {
      const demo = valueOf<LoginResult>(await tap(nonce(4)));
      expect(await balance(demo.token)).toMatchObject({ main: 0, sum: 0 });
      expect(await credits(demo.account)).toBe(0);
    } finally {
      await t.setSettings('aurora', ['money'], settings.money);
    }
  });
});
