import { issueImageCaptcha } from '../captcha/captcha-service.ts';
import { solvedSliderToken } from '../captcha/captcha-testing.ts';
import type { DatabaseKind } from '../db/test-databases.ts';
import { seedDemoAgents } from '../member/demo-agents.ts';
import { findMerchantByBrand, type Merchant } from '../merchant/merchant-store.ts';
import { mobileOf } from '../member/mobile.ts';
import { openTestApp, type TestApp } from '../testing/test-app.ts';
import { requestSmsCode } from '../verification/sms-service.ts';
import { readSandboxOutbox } from '../verification/sms-provider.ts';
import { authenticate } from './authenticate.ts';

/** Test helpers of the identity areas (login, register, sessions). */
export interface IdentityApp extends TestApp {
  merchant(brandId: string): Promise<Merchant>;
  /** Sends a JSON body (or the query for GET/DELETE) with the brand's Merchant header. */
  call(
    method: string,
    path: string,
    body?: Record<string, unknown>,
    options?: { brand?: string; token?: string; ip?: string },
  ): Promise<{ status: number; body: Answer }>;
  /**
   * A slider token solved the honest way (B's challenge, answered at its gap), bound to
   * `clientId`: by default the one newClientId() made last, as a form asks for its client id
   * before it solves the slider.
   */
  slider(brandId?: string, clientId?: string): Promise<string>;
  /** A fresh image captcha for this client whose text the test knows; answers the text. */
  captcha(clientId: string, brandId?: string): Promise<string>;
  /** Has the sandbox SMS provider send a code and reads it from the outbox. */
  smsCode(mobile: string, purpose: 'register' | 'login', brandId?: string): Promise<string>;
  count(table: string): Promise<number>;
}

/** An envelope as the tests read it. */
export interface Answer {
  success: boolean;
  code?: string;
  message?: string;
  value?: unknown;
}

/** The value of a success (the test fails with the code and message otherwise). */
export function valueOf<T = Record<string, unknown>>(answer: { body: Answer }): T {
  if (!answer.body.success) {
    throw new Error(`expected success, got ${answer.body.code}: ${answer.body.message}`);
  }
  return answer.body.value as T;
}

export const MERCHANT_CODES: Record<string, string> = { aurora: 'AURORA01', lotus: 'LOTUSVN' };

let clientSeq = 0;
let lastClientId = 'test-client-000000';
function anotherClientId(): string {
  clientSeq += 1;
  return `client-${String(clientSeq).padStart(4, '0')}-${Math.random().toString(36).slice(2, 10)}`;
}
/** A fresh client id (the runtime's per-tab random id); `slider()` binds to the last one. */
export function newClientId(): string {
  lastClientId = anotherClientId();
  return lastClientId;
}

/**
 * The app with plain-text `E` payloads (B's decryption is tested on its own) and the real
 * authenticate hook, over a migrated database with both demo brands and their demo agents.
 */
export async function openIdentityApp(kind: DatabaseKind): Promise<IdentityApp> {
  const t = await openTestApp(kind, {
    hooks: { decryptInput: (payload) => Promise.resolve(payload), authenticate },
  });
  await seedDemoAgents(t.test.db, ['aurora', 'lotus'], { password: undefined });
  const db = t.test.db;
  const merchant = async (brandId: string) => {
    const found = await findMerchantByBrand(db, brandId);
    if (!found) throw new Error(`no merchant ${brandId}`);
    return found;
  };
  return {
    ...t,
    merchant,
    call: async (method, path, body = {}, options = {}) => {
      const headers: Record<string, string> = {
        Merchant: MERCHANT_CODES[options.brand ?? 'aurora'] ?? 'AURORA01',
      };
      if (options.token !== undefined) headers['Authorization'] = `Bearer ${options.token}`;
      let url = path;
      let requestBody: string | undefined;
      if (method === 'GET' || method === 'DELETE') {
        const query = new URLSearchParams(body as Record<string, string>).toString();
        if (query) url += `?${query}`;
      } else {
        headers['Content-Type'] = 'application/json';
        requestBody = JSON.stringify(body);
      }
      const res = await t.request(url, { method, headers, body: requestBody }, options.ip);
      return { status: res.status, body: (await res.json()) as Answer };
    },
    slider: async (brandId = 'aurora', clientId = lastClientId) =>
      solvedSliderToken(db, (await merchant(brandId)).id, clientId),
    captcha: async (clientId, brandId = 'aurora') => {
      const text = 'K7PX';
      await issueImageCaptcha(db, (await merchant(brandId)).id, clientId, undefined, { text });
      return text;
    },
    smsCode: async (mobile, purpose, brandId = 'aurora') => {
      const m = await merchant(brandId);
      await requestSmsCode(db, m, { mobile, purpose, clientId: anotherClientId(), ip: undefined });
      const [message] = await readSandboxOutbox(db, m.id, mobileOf(m.settings, mobile), 1);
      if (!message?.code) throw new Error(`no code was sent to ${mobile}: ${message?.text}`);
      return message.code;
    },
    count: async (table) => {
      const [row] = await db.query<{ n: number }>(`select count(*)::int as n from ${table}`);
      return row?.n ?? 0;
    },
  };
}
