import { useApp } from './lifecycle.ts';
import type { ModuleNode } from '../../contract/modules.ts';
import { issueImageCaptcha } from '../src/captcha/captcha-service.ts';
import { solvedSliderToken } from './captcha.ts';
import type { DatabaseKind } from '../src/db/test-databases.ts';
import { seedDemoAgents } from '../src/member/demo-agents.ts';
import { findMerchantByBrand, type Merchant } from '../src/merchant/merchant-store.ts';
import { mobileOf } from '../src/member/mobile.ts';
import { openTestApp, type TestApp } from './test-app.ts';
import { requestSmsCode } from '../src/verification/sms-service.ts';
import { readSandboxOutbox } from '../src/verification/sms-provider.ts';
import { authenticate } from '../src/session/authenticate.ts';
import type { Clock } from '../src/clock.ts';

/** Test helpers of the identity areas (login, register, sessions) over the typed client. */
export interface IdentityApp extends TestApp {
  merchant(brandId: string): Promise<Merchant>;
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
  /** Turns one module of the brand on ('1') or off ('0'); answers a function that undoes it. */
  withModule(brandId: string, modId: string, enabled: '0' | '1'): Promise<() => Promise<void>>;
}

export { MERCHANT_CODES, valueOf, type Answer } from './test-client.ts';

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
export async function openIdentityApp(
  kind: DatabaseKind,
  options: { clock?: Clock } = {},
): Promise<IdentityApp> {
  const t = await openTestApp(kind, {
    hooks: { decryptInput: (payload) => Promise.resolve(payload), authenticate },
    ...options,
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
    withModule: async (brandId, modId, enabled) => {
      const { settings } = await merchant(brandId);
      const flip = (nodes: ModuleNode[]): ModuleNode[] =>
        nodes.map((node) => ({
          ...node,
          ...(node.modId === modId ? { enabled } : {}),
          ...(node.childrenNodes ? { childrenNodes: flip(node.childrenNodes) } : {}),
        }));
      await t.setSettings(brandId, ['modules'], flip(settings.modules));
      return () => t.setSettings(brandId, ['modules'], settings.modules);
    },
    count: async (table) => {
      const [row] = await db.query<{ n: number }>(`select count(*)::int as n from ${table}`);
      return row?.n ?? 0;
    },
  };
}

/** The identity app for one describe block (see useApp). */
export const useIdentityApp = (kind: DatabaseKind): IdentityApp =>
  useApp(() => openIdentityApp(kind));
