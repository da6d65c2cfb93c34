import * as v from 'valibot';
import { checkSignature } from '../../contract/vendor/signing.ts';
import {
  CatalogueRequestSchema,
  LaunchRequestSchema,
  VENDOR_PATHS,
  type CatalogueGame,
  type LaunchRequest,
  type LiveAnswer,
} from '../../contract/vendor/vendor-api.ts';
import type { WalletProtocol } from '../../contract/games.ts';
import type { Clock } from '../src/clock.ts';
import type { Queryable } from '../src/db/database.ts';
import type { DatabaseKind } from '../src/db/test-databases.ts';
import {
  vendorDirectory,
  type VendorConnection,
  type VendorDirectory,
} from '../src/games/vendor-directory.ts';
import { insertMember, type Member } from '../src/member/member-store.ts';
import { findMerchantByBrand, type Merchant } from '../src/merchant/merchant-store.ts';
import { authenticate } from '../src/session/authenticate.ts';
import { createSession } from '../src/session/session-store.ts';
import { openTestApp, type TestApp } from './test-app.ts';

/**
 * A small in-test game vendor: it checks the platform's signature and answers the vendor API
 * (contract/vendor/vendor-api.ts) from data the test controls, so the platform's game calls
 * are tested without the sandbox vendors. `down` makes it fail like an unreachable vendor.
 */
export interface TestVendor {
  connection: VendorConnection;
  games: CatalogueGame[];
  live: LiveAnswer;
  /** Every launch request it received, in order. */
  launches: LaunchRequest[];
  /** How many times each path was asked. */
  calls: Map<string, number>;
  /** The launch URL it answers (relative to the platform by default). */
  launchUrl: string;
  down: boolean;
  /** A transfer vendor's players' money, by player id. */
  balances: Map<string, number>;
}

export function testGame(code: string, fields: Partial<CatalogueGame> = {}): CatalogueGame {
  return {
    code,
    names: { EN: `Game ${code}` },
    category: 'RNG',
    subCategory: 'SLOT_MACHINE',
    minBet: 100,
    maxBet: 100_000,
    lines: 25,
    rtpBp: 9600,
    demo: true,
    jackpot: false,
    thumbnail: `/thumbs/${code}.svg`,
    releasedAt: '2025-01-01T00:00:00.000Z',
    ...fields,
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function testVendor(
  code: string,
  games: CatalogueGame[],
  protocol: WalletProtocol = 'SEAMLESS',
): TestVendor {
  const secret = `test-secret-${code}`;
  const done = new Map<string, unknown>();
  const vendor: TestVendor = {
    games,
    live: { tables: [], jackpots: [], rooms: [] },
    launches: [],
    calls: new Map(),
    launchUrl: `/sandbox/vendors/${code}/play`,
    down: false,
    balances: new Map(),
    connection: {
      code,
      protocol,
      secret,
      baseUrl: `http://vendor.test/${code}/api`,
      fetch: async (request) => {
        if (vendor.down) throw new TypeError('fetch failed');
        const body = await request.text();
        const signed = await checkSignature(
          secret,
          body,
          (n) => request.headers.get(n) ?? undefined,
          Date.now(),
        );
        if (signed !== 'OK') return json({ error: signed }, 401);
        const path = new URL(request.url).pathname.slice(`/${code}/api`.length);
        vendor.calls.set(path, (vendor.calls.get(path) ?? 0) + 1);
        const input: unknown = JSON.parse(body);
        if (path === VENDOR_PATHS.catalogue) {
          v.parse(CatalogueRequestSchema, input);
          return json({ vendor: { code, name: code, protocol }, games: vendor.games });
        }
        if (path === VENDOR_PATHS.launch) {
          const launch = v.parse(LaunchRequestSchema, input);
          vendor.launches.push(launch);
          return json({ url: `${vendor.launchUrl}?game=${launch.gameCode}`, url2: null });
        }
        if (path === VENDOR_PATHS.live) return json(vendor.live);
        if (path === VENDOR_PATHS.transfer) {
          const transfer = input as { transferId: string; player: string; amount: number };
          if (done.has(transfer.transferId)) return json(done.get(transfer.transferId));
          const balance = vendor.balances.get(transfer.player) ?? 0;
          const answer =
            balance + transfer.amount < 0
              ? { status: 'INSUFFICIENT_FUNDS', balance }
              : { status: 'OK', balance: balance + transfer.amount };
          if (answer.status === 'OK') vendor.balances.set(transfer.player, answer.balance);
          done.set(transfer.transferId, answer);
          return json(answer);
        }
        if (path === VENDOR_PATHS.balance) {
          const { player } = input as { player: string };
          return json({ status: 'OK', balance: vendor.balances.get(player) ?? 0 });
        }
        if (path === VENDOR_PATHS.bets) return json({ bets: [], next: '0' });
        return json({ error: 'not here' }, 404);
      },
    },
  };
  return vendor;
}

/** A test app whose vendor directory is the in-test vendors, with the real authenticate hook. */
export interface GamesApp extends TestApp {
  directory: VendorDirectory;
  merchant(brand: string): Promise<Merchant>;
  /** A fresh member of the brand with a live session (role 4 = a free-play member). */
  member(brand?: string, role?: number): Promise<{ member: Member; token: string }>;
}

let seq = 0;

export async function openGamesApp(
  kind: DatabaseKind,
  vendors: readonly TestVendor[],
  options: { clock?: Clock } = {},
): Promise<GamesApp> {
  const directory = vendorDirectory(vendors.map((vendor) => vendor.connection));
  const t = await openTestApp(kind, {
    hooks: { decryptInput: (payload) => Promise.resolve(payload), authenticate },
    providers: { social: {}, vendors: directory },
    ...options,
  });
  const merchant = async (brand: string) => {
    const found = await findMerchantByBrand(t.test.db, brand);
    if (!found) throw new Error(`no merchant ${brand}`);
    return found;
  };
  return {
    ...t,
    directory,
    merchant,
    member: async (brand = 'aurora', role = 0) => {
      seq += 1;
      const account = `game${kind.slice(0, 2)}${String(seq).padStart(4, '0')}`;
      const { id: merchantId } = await merchant(brand);
      const member = await insertMember(t.test.db, {
        merchantId,
        account,
        nickname: account,
        passwordHash: null,
        role,
      });
      return { member, token: await createSession(t.test.db, member, undefined) };
    },
  };
}

/**
 * The three in-test vendors the games tests share, shaped like the sandbox ones (NOVA slots,
 * LUMEN live tables, HARBOR a transfer vendor with card rooms), fresh for each app.
 */
export function lobbyTestVendors(): { nova: TestVendor; lumen: TestVendor; harbor: TestVendor } {
  const nova = testVendor('NOVA', [
    testGame('starfall-sevens', {
      names: { EN: 'Starfall Sevens', TH: 'สตาร์ฟอล', VI: 'Sao Băng' },
      releasedAt: '2026-01-10T00:00:00.000Z',
    }),
    testGame('dragon-vault', {
      names: { EN: 'Dragon Vault' },
      subCategory: 'JACKPOT',
      jackpot: true,
      lines: 20,
      minBet: 200,
      releasedAt: '2025-06-01T00:00:00.000Z',
    }),
    testGame('lucky-scratch', {
      names: { EN: 'Lucky Scratch' },
      subCategory: 'SCRATCH_CARDS',
      lines: 0,
      minBet: 50,
      demo: false,
      releasedAt: '2025-03-01T00:00:00.000Z',
    }),
    testGame('coral-hunt', {
      names: { EN: 'Coral Hunt' },
      category: 'FISH',
      subCategory: 'FISHING',
      lines: 0,
      minBet: 10,
    }),
  ]);
  const lumen = testVendor('LUMEN', [
    testGame('velvet-roulette', {
      names: { EN: 'Velvet Roulette' },
      category: 'LIVE',
      subCategory: 'LIVE_TABLE',
      lines: 0,
      demo: false,
    }),
  ]);
  const harbor = testVendor(
    'HARBOR',
    [
      testGame('three-card-duel', {
        names: { EN: 'Three Card Duel' },
        category: 'PVP',
        subCategory: 'CARD_ROOM',
        lines: 0,
        rooms: [
          { roomId: 'duel-low', names: { EN: 'Low stakes' }, minBet: 100, seats: 5 },
          { roomId: 'duel-high', names: { EN: 'High stakes' }, minBet: 5_000, seats: 5 },
        ],
      }),
    ],
    'TRANSFER',
  );
  return { nova, lumen, harbor };
}

export interface TestBet {
  merchantId: number;
  memberId: number;
  vendor: string;
  gameId: number | null;
  gameCode?: string;
  category?: string;
  stake?: number;
  payout?: number;
  status?: 'OPEN' | 'SETTLED' | 'ROLLED_BACK';
  demo?: boolean;
  /** ISO instant the bet was placed (and settled, when settled); now by default. */
  time?: string;
  detail?: string;
}

let betSeq = 0;

/**
 * Bets written straight into the bets table, as the wallet protocols would leave them, for
 * the calls that only read bets (popularity, winners, the betting record).
 */
export async function insertBet(db: Queryable, bet: TestBet): Promise<number> {
  betSeq += 1;
  const status = bet.status ?? 'SETTLED';
  const [row] = await db.query<{ id: number }>(
    `insert into bets (merchant_id, member_id, vendor, bet_ref, round_ref, game_id, game_code,
                       category, stake, valid_bet, payout, status, demo, detail, proof_url,
                       placed_at, settled_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $10, $11, $12, $13, $14,
             coalesce($15::timestamptz, now()),
             case when $11 = 'SETTLED' then coalesce($15::timestamptz, now()) end)
     returning id`,
    [
      bet.merchantId,
      bet.memberId,
      bet.vendor,
      `bet-${betSeq}`,
      `round-${betSeq}`,
      bet.gameId,
      bet.gameCode ?? 'game',
      bet.category ?? 'RNG',
      bet.stake ?? 100,
      bet.payout ?? 0,
      status,
      bet.demo ?? false,
      bet.detail ?? null,
      `/proof/${betSeq}`,
      bet.time ?? null,
    ],
  );
  return row?.id ?? 0;
}
