import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BankCard } from '../contract/account.ts';
import type { Withdrawal } from '../contract/withdrawal.ts';
import { listenHttp, type HttpServer } from '../server/src/http/http-server.ts';
import { checkLedger } from '../server/src/ledger/invariants.ts';
import { setPasswordCostForTests } from '../server/src/member/password.ts';
import { startServer, type RunningServer } from '../server/src/serve.ts';
import {
  openIdentityApp,
  valueOf,
  type IdentityApp,
} from '../server/src/session/identity-testing.ts';
import { BRANDS_DIR, TEST_OPERATOR_KEY } from '../server/src/testing/test-app.ts';
import {
  FUND_PASSWORD,
  fund,
  mainBalance,
  newKey,
  newMember,
} from '../server/src/withdrawal/withdrawal-testing.ts';
import { clientOperatorKey, serverOperatorKey } from './operator-key.ts';

setPasswordCostForTests({ N: 2 ** 10, r: 8, p: 1 });

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `whitelabel platform …` as an operator would, without an inherited operator key. */
function platform(args: string[], env: Record<string, string> = {}): Promise<Run> {
  const inherited = { ...process.env };
  delete inherited['WL_OPERATOR_KEY'];
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['cli/bin.js', 'platform', ...args],
      { env: { ...inherited, ...env } },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

function expectOneSentence(run: Run, sentence: string | RegExp) {
  expect(run.code, run.stdout).toBe(1);
  const lines = run.stderr.trim().split('\n');
  expect(lines, run.stderr).toHaveLength(1);
  expect(lines[0]).toMatch(sentence);
}

let tmp: string;
beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'wl-platform-'));
});
afterAll(() => rm(tmp, { recursive: true, force: true }));

describe('the operator key', () => {
  it('is made once with owner-only access and reused on the next start', async () => {
    const dir = join(tmp, 'fresh');
    const first = await serverOperatorKey(dir, {});
    expect(first.source).toBe('new');
    expect(first.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await stat(first.path)).mode & 0o777).toBe(0o600);
    expect(await serverOperatorKey(dir, {})).toMatchObject({ key: first.key, source: 'file' });
    expect(await serverOperatorKey(dir, { WL_OPERATOR_KEY: 'from-env' })).toMatchObject({
      key: 'from-env',
      source: 'env',
    });
  });

  it('is taken by the CLI from --key, then the environment, then the file', async () => {
    const dir = join(tmp, 'client');
    await expect(clientOperatorKey(undefined, dir, {})).rejects.toThrow(/No operator key/);
    const { key } = await serverOperatorKey(dir, {});
    expect(await clientOperatorKey(undefined, dir, {})).toBe(key);
    expect(await clientOperatorKey(undefined, dir, { WL_OPERATOR_KEY: 'env' })).toBe('env');
    expect(await clientOperatorKey('flag', dir, { WL_OPERATOR_KEY: 'env' })).toBe('flag');
  });
});

describe('whitelabel platform against a server started with startServer', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({
      brandIds: ['aurora', 'lotus'],
      brandsDir: BRANDS_DIR,
      distDir: join(tmp, 'no-dist'),
      port: 0,
      host: '127.0.0.1',
      dataDir: ':memory:',
      apiOnly: true,
      operatorKey: 'served-key-0123456789',
      log: () => undefined,
    });
  });
  afterAll(() => server.close());

  it('lists with the key it was started with and refuses another', async () => {
    const ok = await platform([
      'withdrawals',
      '--brand',
      'aurora',
      '--api',
      server.url,
      '--key',
      'served-key-0123456789',
    ]);
    expect(ok).toMatchObject({ code: 0, stdout: 'No withdrawals for aurora.\n' });
    const keyFile = join(tmp, 'served');
    await serverOperatorKey(keyFile, {});
    const wrong = await platform([
      'withdrawals',
      '--brand',
      'aurora',
      '--api',
      server.url,
      '--data-dir',
      keyFile,
    ]);
    expectOneSentence(wrong, /^whitelabel: The operator key is missing or wrong\.$/);
  });
});

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
        'PUT',
        '/wps/member/cards',
        {
          holder: 'Alex Doe',
          bankCode: 'CHASE',
          cardNumber: `40000000${String(cardSeq).padStart(4, '0')}1234`,
          fundPassword: FUND_PASSWORD,
        },
        { token: member.token },
      ),
    );
    const withdrawal = valueOf<Withdrawal>(
      await t.call(
        'POST',
        '/wps/v2/withdraw',
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
        `^W${withdrawal.id}\\s+${member.account}\\s+\\$20\\.00\\s+JPMorgan Chase ••••1234\\s+PENDING\\s+\\d{4}-`,
      ),
    );
  });

  it('approves by id and says so in one line; a second decision fails in one sentence', async () => {
    const { withdrawal } = await pending(2000);
    const run = await platform(['approve', `W${withdrawal.id}`, ...common()]);
    expect(run).toMatchObject({
      code: 0,
      stdout: `Withdrawal W${withdrawal.id} approved: $20.00 to JPMorgan Chase ••••1234.\n`,
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

  it('reads the key from the environment or the data folder', async () => {
    const { withdrawal } = await pending(2000);
    const base = ['--brand', 'aurora', '--api', api];
    const fromEnv = await platform(['withdrawals', ...base], {
      WL_OPERATOR_KEY: TEST_OPERATOR_KEY,
    });
    expect(fromEnv.stdout).toContain(`W${withdrawal.id} `);
    const dataDir = join(tmp, 'data');
    await serverOperatorKey(dataDir, {});
    await writeFile(join(dataDir, 'operator.key'), `${TEST_OPERATOR_KEY}\n`);
    const fromFile = await platform([
      'approve',
      String(withdrawal.id),
      ...base,
      '--data-dir',
      dataDir,
    ]);
    expect(fromFile.code, fromFile.stderr).toBe(0);
    expect(await readFile(join(dataDir, 'operator.key'), 'utf8')).toContain(TEST_OPERATOR_KEY);
  });

  it('fails in one sentence: bad key, unknown id, bad id, unreachable platform, no key', async () => {
    const { withdrawal } = await pending(2000);
    expectOneSentence(
      await platform([
        'approve',
        String(withdrawal.id),
        '--brand',
        'aurora',
        '--api',
        api,
        '--key',
        'nope',
      ]),
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
        'k',
      ]),
      /^whitelabel: Cannot reach the platform at http:\/\/127\.0\.0\.1:9; start it with "whitelabel serve" or pass --api\.$/,
    );
    expectOneSentence(
      await platform([
        'withdrawals',
        '--brand',
        'aurora',
        '--api',
        api,
        '--data-dir',
        join(tmp, 'none'),
      ]),
      /^whitelabel: No operator key: pass --key, set WL_OPERATOR_KEY, or run this where/,
    );
    expectOneSentence(
      await platform(['withdrawals', '--brand', 'nosuch', ...common().slice(2)]),
      /^whitelabel: Unknown brand "nosuch"/,
    );
    expect(await statusOf(withdrawal.id)).toBe('PENDING');
  });
});
