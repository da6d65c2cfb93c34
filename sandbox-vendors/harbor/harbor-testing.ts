import { signedHeaders } from '../../contract/vendor/signing.ts';
import type { SandboxVendor } from '../vendor-kit.ts';
import { createHarborVendor } from './harbor-vendor.ts';

/** Test support: a Harbor vendor on a movable clock, signed API calls and page calls. */

export const SECRET = 'harbor-test-secret';
export const BASE = '/sandbox/vendors/HARBOR';
export const USD = { code: 'USD', minorUnits: 2 };

export interface Harness {
  vendor: SandboxVendor;
  clock: { now: number };
  api(path: string, body: unknown): Promise<{ status: number; json: Record<string, unknown> }>;
  page(
    session: string,
    action: string,
    body?: unknown,
  ): Promise<{ status: number; json: Record<string, unknown> }>;
  launch(input: {
    game: string;
    mode?: 'REAL' | 'FUN';
    player?: string;
    roomId?: string;
    /** Upper case as the platform sends it; EN unless given. */
    language?: string;
  }): Promise<string>;
}

export function harness(dataDir?: string): Harness {
  const clock = { now: Date.UTC(2026, 10, 24, 2, 0, 0) };
  const vendor = createHarborVendor({
    code: 'HARBOR',
    secret: SECRET,
    basePath: BASE,
    platform: { baseUrl: 'http://platform.internal', fetch: async () => new Response('{}') },
    now: () => clock.now,
    dataDir,
  });
  const api: Harness['api'] = async (path, body) => {
    const text = JSON.stringify(body);
    const headers = await signedHeaders('HARBOR', SECRET, text, clock.now);
    const response = await vendor.fetch(
      new Request(`http://platform.internal${BASE}/api${path}`, {
        method: 'POST',
        headers,
        body: text,
      }),
    );
    const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    return { status: response.status, json };
  };
  const page: Harness['page'] = async (session, action, body = {}) => {
    const response = await vendor.fetch(
      new Request(`http://casino.test${BASE}/game/${session}/${action}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    );
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  };
  const launch: Harness['launch'] = async ({
    game,
    mode = 'REAL',
    player = 'p1',
    roomId,
    language = 'EN',
  }) => {
    const { json } = await api('/launch', {
      mode,
      gameCode: game,
      roomId,
      sessionToken: mode === 'REAL' ? 'token-1' : null,
      player: mode === 'REAL' ? player : null,
      displayName: 'Skipper',
      currency: USD,
      language,
      device: 'desktop',
      lobbyUrl: 'http://casino.test/pvp',
      demoAccount: false,
    });
    const session = new URL(String(json['url']), 'http://casino.test').searchParams.get('s');
    if (!session) throw new Error(`launch answered ${JSON.stringify(json)}`);
    return session;
  };
  return { vendor, clock, api, page, launch };
}
