import type { Hono } from 'hono';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptPayload } from '../../../contract/crypto.ts';
import { defineEndpoint } from '../../../contract/endpoint.ts';
import { login as loginEndpoint } from '../../../contract/session.ts';
import type { PermissionInfo } from '../../../contract/system.ts';
import { solvedSliderToken } from '../../testing/captcha.ts';
import { testDatabaseKinds } from '../db/test-databases.ts';
import type { AppEnv } from '../http/app-env.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { findMerchantByBrand } from '../merchant/merchant-store.ts';
import { authenticate } from '../session/authenticate.ts';
import { openTestApp, type TestApp } from '../../testing/test-app.ts';
import { INVALID_PAYLOAD, createDecryptInput } from './decrypt-input.ts';

/** Two sealed test calls, so a payload can be sent to the wrong one. */
const echo = (id: string, path: string) =>
  defineEndpoint({
    id,
    method: 'POST',
    path,
    token: false,
    encrypted: true,
    input: v.object({ secret: v.string() }),
    value: v.object({ heard: v.string() }),
    errors: [],
  });
const first = echo('testSealedA', '/wps/test/sealed-a');
const second = echo('testSealedB', '/wps/test/sealed-b');
const routes = (app: Hono<AppEnv>) => {
  registerEndpoint(app, first, ({ secret }) => ({ heard: secret }));
  registerEndpoint(app, second, ({ secret }) => ({ heard: secret }));
};

type Body = { success: boolean; code?: string; message?: string; value?: unknown };

describe.each(testDatabaseKinds())('encrypted (E) payloads on %s', (kind) => {
  let t: TestApp;
  let clock = Date.now();
  let publicKey: string;
  beforeAll(async () => {
    t = await openTestApp(kind, {
      routes: [routes],
      // The default hook, judging ages on the app's clock that this test moves.
      hooks: { decryptInput: createDecryptInput(), authenticate },
      clock: { now: () => clock },
    });
    const res = await t.request('/wps/system/status?url=aurora.localhost', {
      headers: { Merchant: 'AURORA01' },
    });
    publicKey = ((await res.json()) as { value: PermissionInfo }).value.publicKey;
  });
  afterAll(async () => {
    await t.dispose();
  });

  const send = async (path: string, body: unknown) => {
    const res = await t.request(path, {
      method: 'POST',
      headers: { Merchant: 'AURORA01', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Body };
  };
  const refused = {
    status: 400,
    body: { success: false, code: 'BAD_REQUEST', message: INVALID_PAYLOAD },
  };
  const seal = (plain: unknown, path = first.path, now = clock) =>
    encryptPayload(publicKey, plain, { path, now });

  it('publishes one RSA public key in the status answer, the same for every merchant', async () => {
    expect(publicKey).toMatch(/^MIIBIjAN/);
    const res = await t.request('/wps/system/status?url=lotus.localhost', {
      headers: { Merchant: 'LOTUSVN' },
    });
    expect(((await res.json()) as { value: PermissionInfo }).value.publicKey).toBe(publicKey);
  });

  it('opens a sealed payload and hands the handler its plain input', async () => {
    expect(await send(first.path, await seal({ secret: 'open sesame' }))).toMatchObject({
      status: 200,
      body: { success: true, value: { heard: 'open sesame' } },
    });
  });

  it('refuses the same payload sent twice', async () => {
    const sealed = await seal({ secret: 'once' });
    expect((await send(first.path, sealed)).body.success).toBe(true);
    expect(await send(first.path, sealed)).toMatchObject(refused);
  });

  it('refuses a payload sealed for one endpoint and sent to another', async () => {
    expect(await send(second.path, await seal({ secret: 'x' }, first.path))).toMatchObject(refused);
  });

  it('refuses a payload older than five minutes or from the future', async () => {
    expect(
      await send(first.path, await seal({ secret: 'x' }, first.path, clock - 5 * 60_000 - 1)),
    ).toMatchObject(refused);
    expect(
      await send(first.path, await seal({ secret: 'x' }, first.path, clock + 61_000)),
    ).toMatchObject(refused);
    // A device clock a little ahead is fine.
    expect(
      (await send(first.path, await seal({ secret: 'x' }, first.path, clock + 30_000))).body
        .success,
    ).toBe(true);
  });

  it('refuses a changed key, iv, ciphertext, time or nonce, and a plain body', async () => {
    const sealed = await seal({ secret: 'x' });
    const change = (text: string) =>
      text.startsWith('A') ? `B${text.slice(1)}` : `A${text.slice(1)}`;
    for (const tampered of [
      { ...sealed, k: change(sealed.k) },
      { ...sealed, iv: change(sealed.iv) },
      { ...sealed, ct: change(sealed.ct) },
      { ...sealed, ts: sealed.ts - 1 },
      { ...sealed, n: change(sealed.n) },
      { ...sealed, extra: 1 },
      { ...sealed, k: 'not base64!' },
      { secret: 'in the clear' },
      {},
    ]) {
      expect(await send(first.path, tampered)).toMatchObject(refused);
    }
    // None of the failures used the nonce up: the genuine payload still goes through once.
    expect((await send(first.path, sealed)).body.success).toBe(true);
  });

  it('validates the opened input like any other (BAD_REQUEST naming the field)', async () => {
    const { body } = await send(first.path, await seal({ secret: 42 }));
    expect(body).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    expect(body.message).toMatch(/secret/);
  });

  it('keeps nonces only until their payload would be too old anyway', async () => {
    const sealed = await seal({ secret: 'x' });
    expect((await send(first.path, sealed)).body.success).toBe(true);
    clock += 7 * 60_000;
    // Stale now, so refused by age; the next accepted payload prunes its nonce.
    expect(await send(first.path, sealed)).toMatchObject(refused);
    expect((await send(first.path, await seal({ secret: 'y' }))).body.success).toBe(true);
    const rows = await t.test.db.query('select nonce from crypto_nonces where nonce = $1', [
      sealed.n,
    ]);
    expect(rows).toEqual([]);
  });

  it("judges a payload's age on the app's clock, which the browser learnt from status", async () => {
    clock = Date.now() + 24 * 60 * 60_000;
    expect((await send(first.path, await seal({ secret: 'x' }))).body.success).toBe(true);
    // Sealed on the machine's time, a day behind the app's: too old for this server.
    expect(
      await send(first.path, await seal({ secret: 'x' }, first.path, Date.now())),
    ).toMatchObject(refused);
  });

  it('keeps the key pair across restarts: a second app over the same database uses it', async () => {
    const { serverKeys } = await import('./server-keys.ts');
    const rows = await t.test.db.query<{ public_spki: string }>(
      'select public_spki from crypto_keys',
    );
    expect(rows.map((r) => r.public_spki)).toEqual([publicKey]);
    expect((await serverKeys(t.test.db)).publicKey).toBe(publicKey);
  });
});

describe.each(testDatabaseKinds())('the real E calls with the default hooks on %s', (kind) => {
  let t: TestApp;
  let publicKey: string;
  beforeAll(async () => {
    t = await openTestApp(kind);
    const res = await t.request('/wps/system/status?url=aurora.localhost', {
      headers: { Merchant: 'AURORA01' },
    });
    publicKey = ((await res.json()) as { value: PermissionInfo }).value.publicKey;
  });
  afterAll(async () => {
    await t.dispose();
  });
  const login = async (body: unknown) => {
    const res = await t.request(loginEndpoint.path, {
      method: 'POST',
      headers: { Merchant: 'AURORA01', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await res.json()) as Body;
  };

  it('opens a sealed login and answers as login does; a plain one is refused', async () => {
    const merchant = await findMerchantByBrand(t.test.db, 'aurora');
    const slider = await solvedSliderToken(t.test.db, merchant?.id ?? 0, 'sealed-login-client-01');
    const input = {
      type: 'username',
      username: 'nobody-here',
      password: 'wrong-password',
      clientId: 'sealed-login-client-01',
      slider,
    };
    expect(
      await login(await encryptPayload(publicKey, input, { path: loginEndpoint.path })),
    ).toMatchObject({
      success: false,
      code: 'BAD_CREDENTIALS',
    });
    expect(await login(input)).toMatchObject({ success: false, message: INVALID_PAYLOAD });
  });
});
