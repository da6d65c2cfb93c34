import { describe, expect, it } from 'vitest';
import type { Deposit } from '../../../contract/deposit.ts';
import { testDatabaseKinds } from '../db/test-databases.ts';
import { listenHttp } from '../http/http-server.ts';
import { walletsOf } from '../ledger/ledger.ts';
import { valueOf } from '../../testing/identity.ts';
import { useApp } from '../../testing/lifecycle.ts';
import { expectSoundBooks } from '../../testing/sound-books.ts';
import { openDepositApp, type DepositMember } from '../../testing/deposit.ts';
import { gatewaySecret } from './payment-gateway.ts';
import {
  SANDBOX_CALLBACK_PATH,
  SANDBOX_SIGNATURE_HEADER,
  signSandboxBody,
} from './sandbox-gateway.ts';
import { depositStatus } from '../../../contract/deposit.ts';

describe.each(testDatabaseKinds())('the sandbox payment gateway on %s', (kind) => {
  const t = useApp(() => openDepositApp(kind), expectSoundBooks);

  const statusOf = async (member: DepositMember, deposit: Deposit) =>
    valueOf<Deposit>(
      await t.call(
        depositStatus,
        { id: String(deposit.id) },
        {
          token: member.token,
          brand: member.brand,
        },
      ),
    );
  const messages = (member: DepositMember) =>
    t.rows('select kind, amount, reference from member_messages where member_id = $1', [member.id]);
  // Path and query: the query carries the owner's pay ticket.
  const page = (deposit: Deposit, init?: RequestInit) =>
    t.request(new URL(deposit.payUrl).pathname + new URL(deposit.payUrl).search, init);
  const form = (outcome: string): RequestInit => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: `outcome=${outcome}`,
  });

  it('credits the main wallet once the payer pays, and leaves a DEPOSIT_ARRIVED message', async () => {
    const member = await t.member();
    const clearingBefore = await t.clearing(member.merchantId);
    const deposit = await t.open(member, 12345);
    const paid = await t.pay(deposit, 'PAID');
    expect(paid).toEqual({
      status: 200,
      body: { success: true, value: { delivered: true, status: 'ARRIVED' } },
    });

    expect((await walletsOf(t.test.db, member.id)).main).toBe(12345);
    expect(await t.clearing(member.merchantId)).toBe(clearingBefore - 12345);
    const settled = await statusOf(member, deposit);
    expect(settled.status).toBe('ARRIVED');
    expect(Date.parse(settled.settledAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(await messages(member)).toEqual([
      { kind: 'DEPOSIT_ARRIVED', amount: expect.anything(), reference: deposit.reference },
    ]);
    expect(Number((await messages(member))[0]?.['amount'])).toBe(12345);
    const [entry] = await t.rows(
      `select t.kind, t.reference, e.amount::text, e.counterparty from ledger_entries e
         join ledger_transactions t on t.id = e.transaction_id
         join ledger_accounts a on a.id = e.account_id
        where a.member_id = $1`,
      [member.id],
    );
    expect(entry).toEqual({
      kind: 'DEPOSIT',
      reference: deposit.reference,
      amount: '12345',
      counterparty: 'Online banking',
    });
  });

  it('credits once when the callback is delivered again and again, even all at once', async () => {
    const member = await t.member();
    const deposit = await t.open(member, 5000);
    const ref = await t.paymentRef(deposit);
    const report = { paymentRef: ref, status: 'PAID', amount: 5000 };
    const answers = await Promise.all([
      t.pay(deposit, 'PAID'),
      t.callback(report),
      t.callback(report),
      t.pay(deposit, 'PAID'),
      t.callback(report),
    ]);
    for (const answer of answers) expect(answer.body.value?.status).toBe('ARRIVED');
    expect(await t.callback(report)).toEqual({
      status: 200,
      body: { success: true, value: { status: 'ARRIVED' } },
    });
    expect((await walletsOf(t.test.db, member.id)).main).toBe(5000);
    expect(await t.postings(deposit.reference)).toBe(1);
    expect(await messages(member)).toHaveLength(1);
  });

  it('keeps a settled deposit as it is when the other outcome arrives later', async () => {
    const member = await t.member();
    const deposit = await t.open(member, 6000);
    await t.pay(deposit, 'PAID');
    const fail = await t.pay(deposit, 'FAILED');
    expect(fail.body.value).toEqual({ delivered: true, status: 'ARRIVED' });
    const ref = await t.paymentRef(deposit);
    const forgedLater = await t.callback({ paymentRef: ref, status: 'FAILED', amount: 6000 });
    expect(forgedLater.body.value?.status).toBe('ARRIVED');
    expect((await statusOf(member, deposit)).status).toBe('ARRIVED');
    expect((await walletsOf(t.test.db, member.id)).main).toBe(6000);
    expect((await messages(member)).map((m) => m['kind'])).toEqual(['DEPOSIT_ARRIVED']);
  });

  it('leaves a failed payment uncredited with a DEPOSIT_FAILED message, for good', async () => {
    const member = await t.member();
    const deposit = await t.open(member, 7000);
    expect((await t.pay(deposit, 'FAILED')).body.value?.status).toBe('FAILED');
    const ref = await t.paymentRef(deposit);
    const late = await t.callback({ paymentRef: ref, status: 'PAID', amount: 7000 });
    expect(late.body.value?.status).toBe('FAILED');
    expect((await statusOf(member, deposit)).status).toBe('FAILED');
    expect((await walletsOf(t.test.db, member.id)).main).toBe(0);
    expect(await t.postings(deposit.reference)).toBe(0);
    expect(await messages(member)).toEqual([
      { kind: 'DEPOSIT_FAILED', amount: expect.anything(), reference: deposit.reference },
    ]);
  });

  it('refuses a forged, missing or foreign signature with 401 and credits nothing', async () => {
    const member = await t.member();
    const deposit = await t.open(member, 8000);
    const ref = await t.paymentRef(deposit);
    const report = { paymentRef: ref, status: 'PAID', amount: 8000 };
    const lotus = await t.merchant('lotus');
    const refusals = [
      await t.callback(report, { signature: 'a'.repeat(64) }),
      await t.callback(report, { signature: null }),
      await t.callback(report, { signature: '' }),
      // Signed, but with another merchant's secret.
      await t.callback(report, { merchantId: lotus.id }),
      // Signed properly, then the body changed in transit.
      await t
        .request(SANDBOX_CALLBACK_PATH, {
          method: 'POST',
          headers: {
            [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(
              await gatewaySecret(t.test.db, member.merchantId, 'sandbox'),
              JSON.stringify(report),
            ),
          },
          body: JSON.stringify({ ...report, amount: 80000 }),
        })
        .then(async (res) => ({ status: res.status, body: await res.json() })),
      await t.callback({ paymentRef: 'sbx_unknownunknownunknownun', status: 'PAID', amount: 1 }),
    ];
    for (const refusal of refusals) {
      expect(refusal).toMatchObject({
        status: 401,
        body: { success: false, code: 'NOT_LOGGED_IN' },
      });
    }
    expect((await statusOf(member, deposit)).status).toBe('PENDING');
    expect((await walletsOf(t.test.db, member.id)).main).toBe(0);
    expect(await messages(member)).toEqual([]);
  });

  it('refuses a callback whose amount is not the deposit amount, and changes nothing', async () => {
    const member = await t.member();
    const deposit = await t.open(member, 9000);
    const ref = await t.paymentRef(deposit);
    const wrong = await t.callback({ paymentRef: ref, status: 'PAID', amount: 9001 });
    expect(wrong).toMatchObject({ status: 400, body: { success: false, code: 'BAD_REQUEST' } });
    expect((await statusOf(member, deposit)).status).toBe('PENDING');
    expect((await walletsOf(t.test.db, member.id)).main).toBe(0);
    expect(await messages(member)).toEqual([]);
    // The right report still settles it.
    const right = await t.callback({ paymentRef: ref, status: 'PAID', amount: 9000 });
    expect(right.body.value?.status).toBe('ARRIVED');
  });

  it('renders the pay page in the merchant currency, VND without decimals for lotus', async () => {
    const member = await t.member({ brand: 'lotus' });
    const deposit = await t.open(member, 500000, 'momo');
    const res = await page(deposit);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("form-action 'self'");
    expect(csp).not.toContain('script-src');
    const html = await res.text();
    expect(html).toContain('<title>Sandbox payment gateway</title>');
    expect(html).toMatch(/no real money/);
    expect(html).toContain('data-testid="sandbox-pay-amount">₫500,000<');
    expect(html).not.toContain('500,000.');
    expect(html).toContain(`>${(await t.merchant('lotus')).name}<`);
    expect(html).toContain('data-testid="sandbox-pay-method">Mobile wallet<');
    expect(html).toContain('data-testid="sandbox-pay-confirm"');
    expect(html).toContain('data-testid="sandbox-pay-fail"');
    expect(html).not.toContain('<script');
  });

  it('renders cents for a two-decimal currency (aurora)', async () => {
    const member = await t.member();
    const deposit = await t.open(member, 123456);
    expect(await (await page(deposit)).text()).toContain('>$1,234.56<');
  });

  it('pays through the page form and then shows the result on every visit', async () => {
    const member = await t.member();
    const deposit = await t.open(member, 4321);
    const res = await page(deposit, form('PAID'));
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('data-testid="sandbox-pay-result"');
    expect(html).toContain('Payment of $43.21 completed.');
    expect(html).toContain('You can close this window and return to');
    expect((await walletsOf(t.test.db, member.id)).main).toBe(4321);
    const later = await (await page(deposit)).text();
    expect(later).toContain('data-outcome="PAID"');
    expect(later).not.toContain('sandbox-pay-confirm');
  });

  it('fails through the page form and says so', async () => {
    const member = await t.member();
    const deposit = await t.open(member, 2500);
    const html = await (await page(deposit, form('FAILED'))).text();
    expect(html).toContain('Payment of $25.00 failed.');
    expect((await statusOf(member, deposit)).status).toBe('FAILED');
  });

  it('answers 404 for an unknown pay link and 400 for an unknown outcome', async () => {
    const unknown = await t.request('/wps/sandbox/pay/sbx_nosuchpaymentnosuchpaymen');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('Payment not found');
    const member = await t.member();
    const deposit = await t.open(member, 2600);
    expect((await page(deposit, form('MAYBE'))).status).toBe(400);
    expect(await t.pay(deposit, 'MAYBE')).toMatchObject({ status: 400 });
    expect((await statusOf(member, deposit)).status).toBe('PENDING');
  });

  it('takes a real provider callback over HTTP and opens the pay link at that origin', async () => {
    const server = await listenHttp(t.app.fetch, { port: 0, host: '127.0.0.1' });
    try {
      const origin = `http://127.0.0.1:${server.port}`;
      const member = await t.member();
      const created = await fetch(`${origin}/wps/v2/deposit`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Merchant: 'AURORA01',
          Authorization: `Bearer ${member.token}`,
        },
        body: JSON.stringify({
          methodId: 'qr',
          amount: 10000,
          idempotencyKey: 'http-deposit-0001',
        }),
      });
      const deposit = ((await created.json()) as { value: Deposit }).value;
      expect(deposit.payUrl.startsWith(`${origin}/wps/sandbox/pay/sbx_`)).toBe(true);
      expect((await fetch(deposit.payUrl)).status).toBe(200);

      const body = JSON.stringify({
        paymentRef: await t.paymentRef(deposit),
        status: 'PAID',
        amount: 10000,
      });
      const secret = await gatewaySecret(t.test.db, member.merchantId, 'sandbox');
      const res = await fetch(`${origin}${SANDBOX_CALLBACK_PATH}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(secret, body),
        },
        body,
      });
      expect(await res.json()).toEqual({ success: true, value: { status: 'ARRIVED' } });
      expect((await walletsOf(t.test.db, member.id)).main).toBe(10000);
    } finally {
      await server.close();
    }
  });

  it('signs with a random secret per merchant, drawn once and kept', async () => {
    const aurora = (await t.merchant('aurora')).id;
    const lotus = (await t.merchant('lotus')).id;
    const first = await gatewaySecret(t.test.db, aurora, 'sandbox');
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await gatewaySecret(t.test.db, aurora, 'sandbox')).toBe(first);
    expect(await gatewaySecret(t.test.db, lotus, 'sandbox')).not.toBe(first);
  });
});
