import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsolidatedFunds } from '../../../contract/money.ts';
import { testDatabaseKinds } from '../db/test-databases.ts';
import { setPasswordCostForTests } from '../member/password.ts';
import { newKey, openMoneyApp, type MoneyApp, type TestMember } from '../../testing/money.ts';
import { checkLedger } from './invariants.ts';
import { cardBind } from '../../../contract/account.ts';
import { memberTransfer, walletTransfer, walletTransferAll } from '../../../contract/wallet.ts';
import { withdrawCreate } from '../../../contract/withdrawal.ts';
import type { AnyEndpoint } from '../../../contract/endpoint.ts';
import { unchecked } from '../../testing/test-client.ts';

setPasswordCostForTests({ N: 2 ** 10, r: 8, p: 1 });

const PIN = '975310';
const STAKE = 5_000;

describe.each(testDatabaseKinds())('one wallet under a burst of calls on %s', (kind) => {
  let t: MoneyApp;

  beforeAll(async () => {
    t = await openMoneyApp(kind);
    // The daily withdrawal limits would refuse most of the burst on their own; this test is
    // about the balance, so only the balance may refuse.
    await t.setSettings('aurora', ['money', 'withdrawal', 'dailyCount'], 1_000);
    await t.setSettings('aurora', ['money', 'withdrawal', 'dailyAmount'], 1_000_000_000);
  });
  afterAll(async () => {
    expect(await checkLedger(t.test.db)).toEqual([]);
    await t.dispose();
  });

  const call = (member: TestMember, endpoint: AnyEndpoint, body: Record<string, unknown>) =>
    t.call(endpoint, unchecked(body), { token: member.token });
  const hold = async () => {
    const [row] = await t.test.db.query<{ balance: number }>(
      `select a.balance from ledger_accounts a join merchants m on m.id = a.merchant_id
        where m.brand_id = 'aurora' and a.member_id is null and a.kind = 'WITHDRAWAL_HOLD'`,
    );
    return row?.balance ?? 0;
  };

  it('lets exactly what the balance allows through, refuses the rest, and loses nothing', async () => {
    const upline = await t.member({ role: 1 });
    const member = await t.member({ upline, fundPassword: PIN });
    const card = await call(member, cardBind, {
      holder: 'Kim Park',
      bankCode: 'OTVS',
      cardNumber: `5500${kind === 'pglite' ? 1 : 2}000000042`,
      fundPassword: PIN,
    });
    const cardId = (card.body.value as { id: number }).id;
    const spare = 2_500;
    await t.fund(member, 20 * STAKE + spare);
    const holdBefore = await hold();

    const kinds = ['withdraw', 'member', 'wallet'] as const;
    const burst = Array.from({ length: 40 }, (_, i) => kinds[i % kinds.length] ?? 'wallet');
    const answers = await Promise.all(
      burst.map((kind) => {
        const idempotencyKey = newKey();
        if (kind === 'withdraw') {
          const body = { cardId, amount: STAKE, fundPassword: PIN, idempotencyKey };
          return call(member, withdrawCreate, body);
        }
        if (kind === 'member') {
          const body = { direction: 'UPLINE', amount: STAKE, fundPassword: PIN, idempotencyKey };
          return call(member, memberTransfer, body);
        }
        const body = { from: 'MAIN', to: 'KITE', amount: STAKE, idempotencyKey };
        return call(member, walletTransfer, body);
      }),
    );

    const won = (kind: (typeof kinds)[number]) =>
      answers.filter((answer, i) => burst[i] === kind && answer.body.success).length;
    const failures = answers.filter((answer) => !answer.body.success);
    expect(failures.map((answer) => answer.body.code)).toEqual(
      Array.from({ length: 20 }, () => 'INSUFFICIENT_FUNDS'),
    );
    expect(won('withdraw') + won('member') + won('wallet')).toBe(20);

    const funds = await t.funds(member);
    expect(funds.main).toBe(spare);
    expect(funds.wallets.find((wallet) => wallet.accountType === 'KITE')?.balance).toBe(
      won('wallet') * STAKE,
    );
    expect((await t.funds(upline)).main).toBe(won('member') * STAKE);
    expect((await hold()) - holdBefore).toBe(won('withdraw') * STAKE);
    // Every minor unit the member had is somewhere: its wallets, its upline, the hold.
    expect(funds.sum + (won('member') + won('withdraw')) * STAKE).toBe(20 * STAKE + spare);
    expect(await checkLedger(t.test.db)).toEqual([]);
  });

  it('moves vendor wallets home exactly once while single transfers race "transfer all"', async () => {
    const member = await t.member();
    await t.fund(member, 30_000);
    for (const to of ['PIXEL', 'TCG']) {
      const body = { from: 'MAIN', to, amount: 10_000, idempotencyKey: newKey() };
      expect((await call(member, walletTransfer, body)).body.success).toBe(true);
    }
    const answers = await Promise.all([
      ...Array.from({ length: 12 }, () =>
        call(member, walletTransfer, {
          from: 'PIXEL',
          to: 'MAIN',
          amount: 1_000,
          idempotencyKey: newKey(),
        }),
      ),
      ...Array.from({ length: 4 }, () =>
        call(member, walletTransferAll, { idempotencyKey: newKey() }),
      ),
    ]);
    for (const answer of answers) {
      if (!answer.body.success) expect(answer.body.code).toBe('INSUFFICIENT_FUNDS');
    }
    expect(answers.slice(12).every((answer) => answer.body.success)).toBe(true);
    const funds: ConsolidatedFunds = await t.funds(member);
    expect(funds).toMatchObject({ main: 30_000, sum: 30_000 });
    expect(funds.wallets.every((wallet) => wallet.balance === 0)).toBe(true);
    expect(await checkLedger(t.test.db)).toEqual([]);
  });
});
