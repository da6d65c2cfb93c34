import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { SeamlessAnswer, SeamlessEvent } from '../../contract/vendor/seamless.ts';
import { seamlessPath } from '../../contract/vendor/seamless.ts';
import { signedHeaders } from '../../contract/vendor/signing.ts';
import type { Database } from '../src/db/database.ts';
import type { DatabaseKind } from '../src/db/test-databases.ts';
import { gameTokenHash, playerIdOf } from '../src/games/seamless/player-id.ts';
import { vendorDirectory, type VendorConnection } from '../src/games/vendor-directory.ts';
import { checkLedger } from '../src/ledger/invariants.ts';
import { insertMember } from '../src/member/member-store.ts';
import { findMerchantByBrand } from '../src/merchant/merchant-store.ts';
import { followableClock } from './clock.ts';
import { fundFromHouse } from './house-credit.ts';
import { useApp } from './lifecycle.ts';
import { openTestApp, type TestApp } from './test-app.ts';

/** A seamless vendor of the tests (never one of the sandbox vendors). */
export const TEST_VENDOR = 'TESTSW';
export const TEST_SECRET = 'test-seamless-secret-0123456789';
export const TEST_GAME = 'test-slot';

export function testVendorConnection(code = TEST_VENDOR, secret = TEST_SECRET): VendorConnection {
  return {
    code,
    protocol: 'SEAMLESS',
    secret,
    baseUrl: 'http://vendor.invalid',
    fetch: () => Promise.reject(new Error('The test vendor takes no calls.')),
  };
}

/** A games row the seamless calls can name (the catalogue sync is another area's). */
export async function seedTestGame(
  db: Database,
  merchantId: number,
  vendor = TEST_VENDOR,
  code = TEST_GAME,
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `insert into games (merchant_id, vendor, code, names, category, sub_category, min_bet,
                        max_bet, rtp_bp, thumbnail, released_at)
     values ($1, $2, $3, '{"EN": "Test Slot"}', 'RNG', 'SLOT_MACHINE', 1, 1000000, 9600,
             '/thumb.svg', now())
     on conflict (merchant_id, vendor, code) do update set code = excluded.code returning id`,
    [merchantId, vendor, code],
  );
  if (!row) throw new Error('The test game was not written.');
  return row.id;
}

/** A game session for the member, as launch would open it; answers its token. */
export async function openGameSession(
  db: Database,
  session: {
    merchantId: number;
    memberId: number;
    vendor: string;
    gameId: number;
    expiresAt: Date;
  },
): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db.query(
    `insert into game_sessions (token_hash, merchant_id, member_id, vendor, game_id, expires_at)
     values ($1, $2, $3, $4, $5, $6)`,
    [
      gameTokenHash(token),
      session.merchantId,
      session.memberId,
      session.vendor,
      session.gameId,
      session.expiresAt.toISOString(),
    ],
  );
  return token;
}

/** The signed request a vendor would send (`now` is the vendor's clock). */
export async function signedSeamlessRequest(
  event: SeamlessEvent | string,
  body: string,
  options: { vendor?: string; secret?: string; now?: number; base?: string } = {},
): Promise<{ url: string; init: RequestInit }> {
  const vendor = options.vendor ?? TEST_VENDOR;
  const headers = await signedHeaders(vendor, options.secret ?? TEST_SECRET, body, options.now);
  return {
    url: `${options.base ?? ''}${seamlessPath(vendor, event as SeamlessEvent)}`,
    init: { method: 'POST', headers, body },
  };
}

/** A member with money and a game session at the test vendor. */
export interface SeamlessPlayer {
  memberId: number;
  merchantId: number;
  player: string;
  sessionToken: string;
  currency: string;
}

export interface SeamlessApp extends TestApp {
  clock: ReturnType<typeof followableClock>;
  gameId: number;
  /** A new member of aurora with `funds` and a session lasting `minutes` from now. */
  player(options?: { funds?: number; minutes?: number; role?: number }): Promise<SeamlessPlayer>;
  /** Sends one signed call; `body` is sent as given (a string) or as JSON. */
  send(
    event: SeamlessEvent | string,
    body: unknown,
    options?: { vendor?: string; secret?: string; now?: number },
  ): Promise<{ status: number; answer: SeamlessAnswer }>;
  balance(player: SeamlessPlayer): Promise<number>;
  /** The bets table's rows of the member, oldest first. */
  bets(player: SeamlessPlayer): Promise<BetRow[]>;
  expectSoundBooks(): Promise<void>;
}

export interface BetRow {
  id: number;
  bet_ref: string;
  round_ref: string;
  stake: number;
  payout: number;
  status: string;
  demo: boolean;
}

let seq = 0;

/** `hooks`: e.g. the identity app's, for tests that also make encrypted member calls. */
export async function openSeamlessApp(
  kind: DatabaseKind,
  options: Pick<NonNullable<Parameters<typeof openTestApp>[1]>, 'hooks'> = {},
): Promise<SeamlessApp> {
  const clock = followableClock();
  const directory = vendorDirectory([testVendorConnection()]);
  // A configured directory wins over the sandbox vendors, so the test vendor is the only one.
  const t = await openTestApp(kind, {
    clock,
    providers: { social: {}, vendors: directory },
    ...options,
  });
  const db = t.test.db;
  const merchant = await findMerchantByBrand(db, 'aurora');
  if (!merchant) throw new Error('aurora was not seeded.');
  const gameId = await seedTestGame(db, merchant.id);
  return {
    ...t,
    clock,
    gameId,
    player: async ({ funds = 10_000, minutes = 60, role = 0 } = {}) => {
      seq += 1;
      const account = `sw${randomBytes(3).toString('hex')}${seq}`;
      const member = await insertMember(db, {
        merchantId: merchant.id,
        account,
        nickname: account,
        passwordHash: null,
        role,
      });
      if (funds > 0) await fundFromHouse(db, merchant.id, member.id, funds);
      const sessionToken = await openGameSession(db, {
        merchantId: merchant.id,
        memberId: member.id,
        vendor: TEST_VENDOR,
        gameId,
        expiresAt: new Date(clock.now() + minutes * 60_000),
      });
      return {
        memberId: member.id,
        merchantId: merchant.id,
        player: playerIdOf(member),
        sessionToken,
        currency: merchant.currency.code,
      };
    },
    send: async (event, body, options = {}) => {
      const text = typeof body === 'string' ? body : JSON.stringify(body);
      const { url, init } = await signedSeamlessRequest(event, text, {
        ...options,
        now: options.now ?? clock.now(),
      });
      const response = await t.request(url, init);
      return { status: response.status, answer: (await response.json()) as SeamlessAnswer };
    },
    balance: async (player) => {
      const [row] = await db.query<{ balance: number }>(
        `select balance from ledger_accounts where member_id = $1 and kind = 'MAIN'`,
        [player.memberId],
      );
      return row?.balance ?? 0;
    },
    bets: (player) =>
      db.query<BetRow>(
        `select id, bet_ref, round_ref, stake, payout, status, demo from bets
          where member_id = $1 order by id`,
        [player.memberId],
      ),
    expectSoundBooks: async () => {
      expect(await checkLedger(db)).toEqual([]);
    },
  };
}

/** The seamless app for one describe block; its books must be sound when the block ends. */
export const useSeamlessApp = (kind: DatabaseKind): SeamlessApp =>
  useApp(
    () => openSeamlessApp(kind),
    (t) => t.expectSoundBooks(),
  );

/** Request bodies for a player (ids made unique by the caller). */
export const seamlessBody = {
  bet: (p: SeamlessPlayer, tx: string, round: string, amount: number, extra = {}) => ({
    sessionToken: p.sessionToken,
    player: p.player,
    currency: p.currency,
    transactionId: tx,
    roundId: round,
    gameCode: TEST_GAME,
    amount,
    ...extra,
  }),
  win: (p: SeamlessPlayer, tx: string, round: string, amount: number, extra = {}) => ({
    sessionToken: p.sessionToken,
    player: p.player,
    currency: p.currency,
    transactionId: tx,
    roundId: round,
    gameCode: TEST_GAME,
    amount,
    ...extra,
  }),
  rollback: (p: SeamlessPlayer, tx: string, round: string, ref: string) => ({
    sessionToken: p.sessionToken,
    player: p.player,
    currency: p.currency,
    transactionId: tx,
    roundId: round,
    gameCode: TEST_GAME,
    referenceTransactionId: ref,
  }),
  balance: (p: SeamlessPlayer) => ({
    sessionToken: p.sessionToken,
    player: p.player,
    currency: p.currency,
  }),
};
