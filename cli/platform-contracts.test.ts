import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenHttp, type HttpServer } from '../server/src/http/http-server.ts';
import { setPasswordCostForTests } from '../server/src/member/password.ts';
import { openMoneyApp, type MoneyApp } from '../server/testing/money.ts';
import { TEST_OPERATOR_KEY } from '../server/testing/test-app.ts';
import { expectOneSentence, platform } from './cli-testing.ts';

setPasswordCostForTests({ N: 2 ** 10, r: 8, p: 1 });

describe('whitelabel platform contracts offer and settle', () => {
  let t: MoneyApp;
  let http: HttpServer;
  let api: string;
  beforeAll(async () => {
    t = await openMoneyApp('pglite');
    http = await listenHttp(t.app.fetch, { port: 0, host: '127.0.0.1' });
    api = `http://127.0.0.1:${http.port}`;
  });
  afterAll(async () => {
    await t.expectSoundBooks();
    await http.close();
    await t.dispose();
  });
  const common = () => ['--brand', 'aurora', '--api', api, '--key', TEST_OPERATOR_KEY];
  const terms = JSON.stringify({
    kind: 'DAILY_SALARY',
    tiers: [{ minValidBet: 1000, minActive: 1, amount: 500 }],
  });

  it('offers a top-level agent a house contract', async () => {
    const top = await t.member({ role: 1 });
    const run = await platform(['contracts', 'offer', top.account, '--terms', terms, ...common()]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(
      new RegExp(`^Contract \\d+ \\(DAILY_SALARY\\) offered to ${top.account}; it is signed`),
    );
    const rows = await t.test.db.query<{ status: string }>(
      'select status from agent_contracts where downline_id = $1',
      [top.id],
    );
    expect(rows).toEqual([{ status: 'OFFERED' }]);
  });

  it('refuses terms that are not a contract, before sending anything', async () => {
    const run = await platform([
      'contracts',
      'offer',
      'x',
      '--terms',
      '{"kind":"NOPE"}',
      ...common(),
    ]);
    expectOneSentence(run, /^whitelabel: --terms kind: /);
  });

  it('settles a period by hand, dry run first', async () => {
    const args = ['settle', '--kind', 'daily_salary', '--at', '2020-01-06T12:00:00Z'];
    const dry = await platform([...args, '--dry-run', ...common()]);
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stdout).toMatch(/^Dry run: DAILY_SALARY period 2020-01-0\dT\d\d:00:00\.000Z – /);
    expect(dry.stdout).toMatch(/Nothing was changed/);
    const bad = await platform(['settle', '--kind', 'weekly', '--at', 'x', ...common()]);
    expectOneSentence(bad, /--kind must be one of/);
  });
});
