import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BankCard } from '../contract/account.ts';
import type { Withdrawal } from '../contract/withdrawal.ts';
import { createOperatorKey } from '../server/src/backoffice/operator-keys.ts';
import { listenHttp, type HttpServer } from '../server/src/http/http-server.ts';
import { checkLedger } from '../server/src/ledger/invariants.ts';
import { setPasswordCostForTests } from '../server/src/member/password.ts';
import { openIdentityApp, valueOf, type IdentityApp } from '../server/testing/identity.ts';
import { TEST_OPERATOR_KEY } from '../server/testing/test-app.ts';
import {
  FUND_PASSWORD,
  fund,
  mainBalance,
  newKey,
  newMember,
} from '../server/testing/withdrawal.ts';
import { expectOneSentence, platform } from './cli-testing.ts';
import { cardBind } from '../contract/account.ts';
import { withdrawCreate } from '../contract/withdrawal.ts';

setPasswordCostForTests({ N: 2 ** 10, r: 8, p: 1 });

describe('whitelabel platform withdrawals, approve and reject', () => {
  let t: IdentityApp;
  let http: HttpServer;
  let api: string;
  beforeAll(async () => {
    t = await openIdentityApp('pglite');
    http = await listenHttp(t.app.fetch, { port: 0, host: '127.0.0.1' });
    api = `http://127.0.0.1:${http.port}`;
  });
  afterAll(async () => {
    expect(await checkLedger(t.test.db)).toEqual([]);
    await http.close();
    await t.dispose();
  });

  let cardSeq = 0;
  const pending = async (amount: number) => {
    const member = await newMember(t);
    await fund(t, member.id, 100_000);
    cardSeq += 1;
    const card = valueOf<BankCard>(
      await t.call(
        cardBind,
        {
          holder: 'Alex Doe',
          bankCode: 'OTVS',
          cardNumber: `40000000${String(cardSeq).padStart(4, '0')}1234`,
          fundPassword: FUND_PASSWORD,
        },
        { token: member.token },
      ),
    );
    const withdrawal = valueOf<Withdrawal>(
      await t.call(
        withdrawCreate,
        { cardId: card.id, amount, fundPassword: FUND_PASSWORD, idempotencyKey: newKey() },
        { token: member.token },
      ),
    );
    return { member, withdrawal };
  };
  const common = () => ['--brand', 'aurora', '--api', api, '--key', TEST_OPERATOR_KEY];
  const statusOf = async (id: number) =>
    (
      await t.test.db.query<{ status: string }>('select status from withdrawals where id = $1', [
        id,
      ])
    )[0]?.status;

  it('lists pending withdrawals as a table', async () => {
    const { member, withdrawal } = await pending(2000);
    const run = await platform(['withdrawals', '--status', 'pending', ...common()]);
    expect(run.code, run.stderr).toBe(0);
    const [head, ...rows] = run.stdout.trim().split('\n');
    expect(head).toMatch(/^ID\s+ACCOUNT\s+AMOUNT\s+CARD\s+STATUS\s+REQUESTED \(UTC\)$/);
    const row = rows.find((r) => r.startsWith(`W${withdrawal.id} `));
    expect(row).toMatch(
      new RegExp(
        `^W${withdrawal.id}\\s+${member.account}\\s+\\$20\\.00\\s+Ottervale Savings Bank ••••1234\\s+PENDING\\s+\\d{4}-`,
      ),
    );
  });

  it('approves by id and says so in one line; a second decision fails in one sentence', async () => {
    const { withdrawal } = await pending(2000);
    const run = await platform(['approve', `W${withdrawal.id}`, ...common()]);
    expect(run).toMatchObject({
      code: 0,
      stdout: `Withdrawal W${withdrawal.id} approved: $20.00 to Ottervale Savings Bank ••••1234.\n`,
    });
    expect(await statusOf(withdrawal.id)).toBe('PAID');
    const again = await platform([
      'reject',
      String(withdrawal.id),
      '--reason',
      'late',
      ...common(),
    ]);
    expectOneSentence(again, /^whitelabel: This withdrawal can no longer be changed\.$/);
    expect(await statusOf(withdrawal.id)).toBe('PAID');
  });

  it('rejects with a reason and the money goes back', async () => {
    const { member, withdrawal } = await pending(5000);
    expect(await mainBalance(t, member.id)).toBe(95_000);
    const run = await platform([
      'reject',
      String(withdrawal.id),
      '--reason',
      'The card holder does not match',
      ...common(),
    ]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toBe(
      `Withdrawal W${withdrawal.id} rejected: $50.00 returned to ${member.account}'s main wallet.\n`,
    );
    expect(await mainBalance(t, member.id)).toBe(100_000);
    const [message] = await t.test.db.query<{ text: string }>(
      "select text from member_messages where member_id = $1 and kind = 'WITHDRAWAL_REJECTED'",
      [member.id],
    );
    expect(message?.text).toBe('The card holder does not match');
  });

  it('reads the key from WL_OPERATOR_KEY when --key is not given', async () => {
    const { withdrawal } = await pending(2000);
    const fromEnv = await platform(['withdrawals', '--brand', 'aurora', '--api', api], {
      WL_OPERATOR_KEY: TEST_OPERATOR_KEY,
    });
    expect(fromEnv.code, fromEnv.stderr).toBe(0);
    expect(fromEnv.stdout).toContain(`W${withdrawal.id} `);
  });

  it('refuses in one sentence a key of another brand, and moves nothing', async () => {
    const { withdrawal } = await pending(2000);
    const { key } = await createOperatorKey(t.test.db, { brandIds: ['lotus'], label: 'lotus' });
    expectOneSentence(
      await platform([
        'approve',
        String(withdrawal.id),
        '--brand',
        'aurora',
        '--api',
        api,
        '--key',
        key,
      ]),
      /^whitelabel: This operator key does not cover aurora\.$/,
    );
    expect(await statusOf(withdrawal.id)).toBe('PENDING');
  });

  it('fails in one sentence: bad key, unknown id, bad id, unreachable platform, no key', async () => {
    const { withdrawal } = await pending(2000);
    const base = ['--brand', 'aurora', '--api', api];
    expectOneSentence(
      await platform(['approve', String(withdrawal.id), ...base, '--key', 'nope']),
      /^whitelabel: That is not an operator key \(they read wlop_<id>_<secret>\); make one with/,
    );
    const wrongSecret = TEST_OPERATOR_KEY.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a'));
    expectOneSentence(
      await platform(['approve', String(withdrawal.id), ...base, '--key', wrongSecret]),
      /^whitelabel: The operator key is missing or wrong\.$/,
    );
    expectOneSentence(
      await platform(['approve', '99999999', ...common()]),
      /^whitelabel: No such withdrawal\.$/,
    );
    expectOneSentence(
      await platform(['approve', 'twelve', ...common()]),
      /^whitelabel: "twelve" is not a withdrawal id such as 12 or W12\.$/,
    );
    expectOneSentence(
      await platform([
        'withdrawals',
        '--brand',
        'aurora',
        '--api',
        'http://127.0.0.1:9',
        '--key',
        TEST_OPERATOR_KEY,
      ]),
      /^whitelabel: Cannot reach the platform at http:\/\/127\.0\.0\.1:9; start it with "whitelabel serve" or pass --api\.$/,
    );
    expectOneSentence(
      await platform(['withdrawals', ...base]),
      /^whitelabel: No operator key: pass --key or set WL_OPERATOR_KEY \(make one with/,
    );
    expectOneSentence(
      await platform(['withdrawals', '--brand', 'nosuch', ...common().slice(2)]),
      /^whitelabel: Unknown brand "nosuch"/,
    );
    expect(await statusOf(withdrawal.id)).toBe('PENDING');
  });
});
