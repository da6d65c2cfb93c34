import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletTransfer } from '../contract/wallet.ts';
import { listenHttp, type HttpServer } from '../server/src/http/http-server.ts';
import { post } from '../server/src/ledger/ledger.ts';
import { setPasswordCostForTests } from '../server/src/member/password.ts';
import { openIdentityApp, valueOf, type IdentityApp } from '../server/testing/identity.ts';
import { TEST_OPERATOR_KEY } from '../server/testing/test-app.ts';
import { fund, newKey, newMember } from '../server/testing/withdrawal.ts';
import { expectOneSentence, platform } from './cli-testing.ts';

setPasswordCostForTests({ N: 2 ** 10, r: 8, p: 1 });

describe('whitelabel platform check-vendors', () => {
  let t: IdentityApp;
  let http: HttpServer;
  let api: string;
  beforeAll(async () => {
    t = await openIdentityApp('pglite');
    http = await listenHttp(t.app.fetch, { port: 0, host: '127.0.0.1' });
    api = `http://127.0.0.1:${http.port}`;
  });
  afterAll(async () => {
    await http.close();
    await t.dispose();
  });
  const common = () => ['--brand', 'aurora', '--api', api, '--key', TEST_OPERATOR_KEY];

  it('says the books match after money went to the transfer vendor through it', async () => {
    const member = await newMember(t);
    await fund(t, member.id, 10_000);
    const body = { from: 'MAIN', to: 'HARBOR', amount: 4_000, idempotencyKey: newKey() };
    valueOf(await t.call(walletTransfer, body, { token: member.token }));
    const run = await platform(['check-vendors', ...common()]);
    expect(run, run.stderr).toMatchObject({
      code: 0,
      stdout: 'HARBOR: the books match the vendor for every wallet.\n',
    });
  });

  it('exits 1 naming the account when the books hold money the vendor never got', async () => {
    const member = await newMember(t);
    await fund(t, member.id, 1_000);
    // A move the vendor never heard of: what a ledger-only transfer (the bug the transfer
    // protocol prevents) would leave behind.
    const merchant = await t.merchant('aurora');
    await t.test.db.transaction((tx) =>
      post(tx, {
        merchantId: merchant.id,
        kind: 'WALLET_TRANSFER',
        memberId: member.id,
        legs: [
          { account: { member: member.id, wallet: 'MAIN' }, amount: -700 },
          { account: { member: member.id, wallet: 'HARBOR' }, amount: 700 },
        ],
      }),
    );
    const run = await platform(['check-vendors', '--vendor', 'harbor', ...common()]);
    expect(run.code, run.stderr).toBe(1);
    expect(run.stdout).toContain(`HARBOR ${member.account}: books 700, vendor 0 (unexplained)`);
  });

  it('refuses a vendor that keeps no wallets, in one sentence', async () => {
    const run = await platform(['check-vendors', '--vendor', 'NOVA', ...common()]);
    expectOneSentence(run, /^whitelabel: This wallet does not exist\.$/);
  });
});
