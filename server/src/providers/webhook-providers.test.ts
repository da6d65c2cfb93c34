import { afterEach, describe, expect, it } from 'vitest';
import type { Queryable } from '../db/database.ts';
import { startLocalHttp, type LocalHttp } from '../../testing/local-http.ts';
import { ProviderError, webhookEmailProvider, webhookSmsProvider } from './webhook-providers.ts';

const SECRET = 'webhook-secret-0123456789';
// The webhook providers never touch the database.
const db = {} as Queryable;

describe('the webhook SMS and email providers', () => {
  let hook: LocalHttp | undefined;
  afterEach(async () => {
    await hook?.close();
    hook = undefined;
  });

  it('posts an SMS as JSON with the bearer secret to the configured URL', async () => {
    hook = await startLocalHttp(() => ({ status: 202 }));
    const sms = webhookSmsProvider({ url: `${hook.url}/sms/send`, secret: SECRET });
    await sms.send(
      db,
      { merchantId: 7, mobile: '0912345678', purpose: 'login', text: 'code 123456' },
      Date.now(),
    );
    const [request] = hook.received;
    expect(request).toMatchObject({ method: 'POST', path: '/sms/send' });
    expect(request?.headers.authorization).toBe(`Bearer ${SECRET}`);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      type: 'sms',
      merchantId: 7,
      to: '0912345678',
      purpose: 'login',
      text: 'code 123456',
    });
  });

  it('posts a mail as JSON with the bearer secret to the configured URL', async () => {
    hook = await startLocalHttp(() => ({ status: 200 }));
    const email = webhookEmailProvider({ url: `${hook.url}/mail`, secret: SECRET });
    await email.send(db, { merchantId: 3, to: 'a@example.com', subject: 'Reset', text: 'link' });
    expect(JSON.parse(hook.received[0]?.body ?? '')).toEqual({
      type: 'email',
      merchantId: 3,
      to: 'a@example.com',
      subject: 'Reset',
      text: 'link',
    });
    expect(hook.received[0]?.headers.authorization).toBe(`Bearer ${SECRET}`);
  });

  it('fails on a refusal or an unreachable gateway, naming neither the secret nor the path', async () => {
    hook = await startLocalHttp(() => ({ status: 500 }));
    const sms = webhookSmsProvider({ url: `${hook.url}/private/path`, secret: SECRET });
    const message = { merchantId: 1, mobile: '1', purpose: 'login' as const, text: 't' };
    const refused = await sms.send(db, message, 0).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ProviderError);
    expect(String(refused)).toContain('answered 500');
    expect(String(refused)).not.toContain(SECRET);
    expect(String(refused)).not.toContain('/private/path');
    const url = hook.url;
    await hook.close();
    hook = undefined;
    const down = webhookSmsProvider({ url, secret: SECRET, timeoutMs: 2000 });
    await expect(down.send(db, message, 0)).rejects.toBeInstanceOf(ProviderError);
  });
});
