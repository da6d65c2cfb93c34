import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  RSA_OAEP_PARAMS,
  decryptPayload,
  toBase64,
  type EncryptedPayload,
} from '../../../../contract/crypto.ts';
import { defineEndpoint } from '../../../../contract/endpoint.ts';
import type { PermissionInfo } from '../../../../contract/system.ts';
import { call } from './call.ts';
import { composeBeforeSend, createServerKeySource, encryptPayloads } from './encrypt-payload.ts';

const sealedLogin = defineEndpoint({
  id: 'sealedLogin',
  method: 'POST',
  path: '/wps/session/login',
  token: false,
  encrypted: true,
  input: v.object({ username: v.string(), password: v.string() }),
  value: v.object({ ok: v.boolean() }),
  errors: [],
});
const plainCall = defineEndpoint({ ...sealedLogin, id: 'plainCall', encrypted: false });

async function serverPair() {
  const pair = await crypto.subtle.generateKey(
    { ...RSA_OAEP_PARAMS, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['wrapKey', 'unwrapKey'],
  );
  return { publicKey: toBase64(await crypto.subtle.exportKey('spki', pair.publicKey)), pair };
}

function capture() {
  const bodies: unknown[] = [];
  const headers: Headers[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input), 'http://site.test'), init);
    bodies.push(JSON.parse(await request.text()));
    headers.push(request.headers);
    return new Response(JSON.stringify({ success: true, value: { ok: true } }), {
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof globalThis.fetch;
  return { fetch, bodies, headers };
}

const base = { apiBase: '', merchant: 'AURORA01', language: 'EN' as const };

describe('the E payload hook', () => {
  it('sends an E call sealed, so that only the server key opens it, for that path', async () => {
    const { publicKey, pair } = await serverPair();
    const keys = createServerKeySource(() => Promise.reject(new Error('not asked')));
    keys.remember({ publicKey, serverTime: 1_000_000 }, 1_000_000);
    const { fetch, bodies } = capture();
    const input = { username: 'ana', password: 'secret' };
    await call(sealedLogin, input, { ...base, fetch, beforeSend: encryptPayloads(keys.get) });

    const sent = bodies[0] as EncryptedPayload;
    expect(Object.keys(sent).sort()).toEqual(['ct', 'iv', 'k', 'n', 'ts']);
    expect(JSON.stringify(sent)).not.toContain('secret');
    expect(await decryptPayload(pair.privateKey, sent, '/wps/session/login')).toEqual(input);
  });

  it('leaves calls that are not E alone', async () => {
    const keys = createServerKeySource(() => Promise.reject(new Error('not asked')));
    const { fetch, bodies } = capture();
    await call(
      plainCall,
      { username: 'a', password: 'b' },
      { ...base, fetch, beforeSend: encryptPayloads(keys.get) },
    );
    expect(bodies[0]).toEqual({ username: 'a', password: 'b' });
  });

  it('stamps the payload in server time, not the device clock', async () => {
    const { publicKey } = await serverPair();
    const keys = createServerKeySource();
    // The device is ten minutes behind the server.
    keys.remember({ publicKey, serverTime: Date.now() + 600_000 }, Date.now());
    const { fetch, bodies } = capture();
    await call(
      sealedLogin,
      { username: 'a', password: 'b' },
      { ...base, fetch, beforeSend: encryptPayloads(keys.get) },
    );
    expect((bodies[0] as EncryptedPayload).ts - Date.now()).toBeGreaterThan(590_000);
  });

  it('asks for the status once when boot did not remember a key, and again after a failure', async () => {
    const { publicKey } = await serverPair();
    let asked = 0;
    const keys = createServerKeySource(async () => {
      asked++;
      if (asked === 1) throw new Error('offline');
      return { publicKey, serverTime: Date.now() } as PermissionInfo;
    });
    await expect(keys.get()).rejects.toThrow('offline');
    expect((await keys.get()).publicKey).toBe(publicKey);
    await keys.get();
    expect(asked).toBe(2);
  });

  it('composes with the token hook: headers from one, the sealed body from the other', async () => {
    const { publicKey, pair } = await serverPair();
    const keys = createServerKeySource();
    keys.remember({ publicKey, serverTime: Date.now() });
    const order: string[] = [];
    const { fetch, bodies, headers } = capture();
    await call(
      sealedLogin,
      { username: 'a', password: 'b' },
      {
        ...base,
        fetch,
        beforeSend: composeBeforeSend(
          (outgoing) => {
            order.push('token');
            outgoing.headers['Authorization'] = 'Bearer t0ken';
          },
          undefined,
          async (outgoing) => {
            order.push('seal');
            await encryptPayloads(keys.get)(outgoing);
          },
        ),
      },
    );
    expect(order).toEqual(['token', 'seal']);
    expect(headers[0]?.get('Authorization')).toBe('Bearer t0ken');
    const sent = bodies[0] as EncryptedPayload;
    expect(await decryptPayload(pair.privateKey, sent, sealedLogin.path)).toEqual({
      username: 'a',
      password: 'b',
    });
  });

  it('refuses to send an E call in the clear when the server published no key', async () => {
    const keys = createServerKeySource();
    keys.remember({ publicKey: '', serverTime: Date.now() });
    const { fetch, bodies } = capture();
    await expect(
      call(
        sealedLogin,
        { username: 'a', password: 'b' },
        { ...base, fetch, beforeSend: encryptPayloads(keys.get) },
      ),
    ).rejects.toMatchObject({ code: 'UNKNOWN' });
    expect(bodies).toHaveLength(0);
  });
});
