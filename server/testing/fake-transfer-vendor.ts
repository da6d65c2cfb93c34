import * as v from 'valibot';
import { checkSignature } from '../../contract/vendor/signing.ts';
import {
  BalanceRequestSchema,
  BetsRequestSchema,
  TransferRequestSchema,
  TransferStatusRequestSchema,
  VENDOR_PATHS,
  type VendorBet,
} from '../../contract/vendor/vendor-api.ts';
import { expect } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { playerIdOf } from '../src/games/seamless/player-id.ts';
import type { TransferRequest } from '../src/games/transfer/transfers.ts';
import type { VendorConnection } from '../src/games/vendor-directory.ts';
import { checkLedger } from '../src/ledger/invariants.ts';
import { walletsOf } from '../src/ledger/ledger.ts';
import type { Merchant } from '../src/merchant/merchant-store.ts';
import { newKey, type MoneyApp, type TestMember } from './money.ts';

/**
 * An in-test TRANSFER vendor speaking contract/vendor/vendor-api.ts over real (in-process)
 * Requests and Responses, signatures checked, whose failures a test injects: a call that times
 * out before the vendor acted or after it acted, a refusal, a bet-record endpoint that is
 * down, a page of bet records that repeats records. Timeouts are thrown at once (the same
 * TimeoutError AbortSignal.timeout raises), so no test waits for time to pass.
 */

export type Fault =
  /** The request never reaches the vendor: nothing happens, the caller sees a timeout. */
  | { kind: 'TIMEOUT_BEFORE' }
  /** The vendor acts, then the answer is lost: the caller sees a timeout. */
  | { kind: 'TIMEOUT_AFTER' }
  /** The vendor refuses the transfer with this status without moving anything. */
  | { kind: 'REFUSE'; status: 'INSUFFICIENT_FUNDS' | 'PLAYER_NOT_FOUND' | 'BAD_REQUEST' };

type Path = keyof typeof VENDOR_PATHS;

interface TransferDone {
  player: string;
  amount: number;
  ok: boolean;
  answer: { status: string; balance: number | null };
}

export interface FakeTransferVendor {
  code: string;
  connection: VendorConnection;
  /** The next call to `path` fails this way (faults queue up, first in first out). */
  failNext(path: Path, fault: Fault): void;
  /** While down, /bets (and only it) fails like an unreachable host. */
  setBetsDown(down: boolean): void;
  /** The next /bets page repeats each of its records and the two before its cursor. */
  duplicateNextBets(): void;
  /** What the vendor holds for the player (0 for a player it never saw). */
  balanceOf(player: string): number;
  /** The player stakes at the vendor (refused above the balance); answers the bet id. */
  placeBet(player: string, stake: number, gameCode?: string): string;
  settleBet(betId: string, payout: number): void;
  rollbackBet(betId: string): void;
  /** Changes the player's money at the vendor behind the platform's back (a drift to find). */
  tamper(player: string, delta: number): void;
  /** How many requests reached each path (the ones failed before arriving are not counted). */
  calls: Record<Path, number>;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const timeout = () => new DOMException('The operation was aborted due to timeout', 'TimeoutError');

export function fakeTransferVendor(
  options: { code?: string; secret?: string; now?: () => number } = {},
): FakeTransferVendor {
  const code = options.code ?? 'HARBOR';
  const secret = options.secret ?? 'fake-transfer-secret';
  const now = options.now ?? (() => Date.now());
  const balances = new Map<string, number>();
  const transfers = new Map<string, TransferDone>();
  // Ids the platform asked about before they arrived: refused if they arrive later.
  const tombstones = new Set<string>();
  const bets = new Map<string, VendorBet>();
  // Every record version in the order the vendor produced it; the cursor is an index here.
  const log: VendorBet[] = [];
  const faults: Record<Path, Fault[]> = {
    catalogue: [],
    launch: [],
    live: [],
    transfer: [],
    transferStatus: [],
    balance: [],
    bets: [],
  };
  const calls: Record<Path, number> = {
    catalogue: 0,
    launch: 0,
    live: 0,
    transfer: 0,
    transferStatus: 0,
    balance: 0,
    bets: 0,
  };
  let betsDown = false;
  let duplicateNext = false;
  let betSeq = 0;

  const balanceOf = (player: string) => balances.get(player) ?? 0;

  function transfer(body: v.InferOutput<typeof TransferRequestSchema>, fault: Fault | undefined) {
    const first = transfers.get(body.transferId);
    if (first) {
      const same = first.player === body.player && first.amount === body.amount;
      return same ? first.answer : { status: 'DUPLICATE_MISMATCH', balance: null };
    }
    if (tombstones.has(body.transferId)) {
      return { status: 'NOT_FOUND', balance: balanceOf(body.player) };
    }
    const held = balanceOf(body.player);
    const refusal =
      fault?.kind === 'REFUSE'
        ? fault.status
        : held + body.amount < 0
          ? 'INSUFFICIENT_FUNDS'
          : null;
    if (refusal === null) balances.set(body.player, held + body.amount);
    const answer = { status: refusal ?? 'OK', balance: balanceOf(body.player) };
    transfers.set(body.transferId, {
      player: body.player,
      amount: body.amount,
      ok: refusal === null,
      answer,
    });
    return answer;
  }

  function betsPage(body: v.InferOutput<typeof BetsRequestSchema>) {
    const start = body.cursor === null ? 0 : Number(body.cursor);
    const page = log.slice(start, start + body.limit);
    const next = String(start + page.length);
    if (!duplicateNext) return { bets: page, next };
    duplicateNext = false;
    return { bets: [...log.slice(Math.max(0, start - 2), start), ...page, ...page], next };
  }

  function answer(path: Path, body: unknown, fault: Fault | undefined): unknown {
    if (path === 'transfer') return transfer(v.parse(TransferRequestSchema, body), fault);
    if (path === 'transferStatus') {
      const { transferId } = v.parse(TransferStatusRequestSchema, body);
      const done = transfers.get(transferId);
      if (done) return { status: done.ok ? 'DONE' : 'FAILED', amount: done.amount };
      tombstones.add(transferId);
      return { status: 'NOT_FOUND', amount: null };
    }
    if (path === 'balance') {
      const { player } = v.parse(BalanceRequestSchema, body);
      return balances.has(player)
        ? { status: 'OK', balance: balanceOf(player) }
        : { status: 'PLAYER_NOT_FOUND', balance: null };
    }
    if (path === 'bets') return betsPage(v.parse(BetsRequestSchema, body));
    return { status: 'BAD_REQUEST', balance: null };
  }

  const baseUrl = `http://fake-vendor.test/${code}/api`;
  const pathOf = (url: string): Path | undefined =>
    (Object.keys(VENDOR_PATHS) as Path[]).find((key) => `${baseUrl}${VENDOR_PATHS[key]}` === url);

  async function fetch(request: Request): Promise<Response> {
    const path = pathOf(request.url);
    if (!path) return json({ status: 'BAD_REQUEST' }, 404);
    if (path === 'bets' && betsDown) throw new TypeError('fetch failed: connection refused');
    const fault = faults[path].shift();
    if (fault?.kind === 'TIMEOUT_BEFORE') throw timeout();
    const text = await request.text();
    const signed = await checkSignature(
      secret,
      text,
      (name) => request.headers.get(name) ?? undefined,
      now(),
    );
    if (signed !== 'OK') return json({ status: signed, balance: null }, 401);
    calls[path] += 1;
    const body: unknown = JSON.parse(text);
    const answered = answer(path, body, fault);
    if (fault?.kind === 'TIMEOUT_AFTER') throw timeout();
    return json(answered);
  }

  function record(bet: VendorBet) {
    bets.set(bet.betId, bet);
    log.push(bet);
  }

  function change(betId: string, status: 'SETTLED' | 'ROLLED_BACK', payout: number) {
    const bet = bets.get(betId);
    if (!bet || bet.status !== 'OPEN') throw new Error(`Bet ${betId} is not open.`);
    const credit = status === 'SETTLED' ? payout : bet.stake;
    balances.set(bet.player, balanceOf(bet.player) + credit);
    record({
      ...bet,
      status,
      payout: status === 'SETTLED' ? payout : 0,
      settledAt: new Date(now()).toISOString(),
    });
  }

  return {
    code,
    connection: { code, protocol: 'TRANSFER', secret, baseUrl, fetch },
    failNext: (path, fault) => faults[path].push(fault),
    setBetsDown: (down) => {
      betsDown = down;
    },
    duplicateNextBets: () => {
      duplicateNext = true;
    },
    balanceOf,
    placeBet: (player, stake, gameCode = 'harbor-poker') => {
      if (balanceOf(player) < stake) throw new Error(`${player} cannot stake ${stake}.`);
      balances.set(player, balanceOf(player) - stake);
      betSeq += 1;
      const betId = `hb${betSeq}`;
      record({
        betId,
        roundId: `r${betSeq}`,
        player,
        gameCode,
        stake,
        validBet: stake,
        payout: 0,
        status: 'OPEN',
        placedAt: new Date(now()).toISOString(),
        settledAt: null,
        detail: null,
        proofUrl: null,
      });
      return betId;
    },
    settleBet: (betId, payout) => change(betId, 'SETTLED', payout),
    rollbackBet: (betId) => change(betId, 'ROLLED_BACK', 0),
    tamper: (player, delta) => balances.set(player, balanceOf(player) + delta),
    calls,
  };
}

/** A clock a test moves by hand (the platform's and the fake vendor's time alike). */
export interface ManualClock {
  now(): number;
  advance(ms: number): void;
}

export function manualClock(start = Date.now()): ManualClock {
  let time = start;
  return {
    now: () => time,
    advance: (ms) => {
      time += ms;
    },
  };
}

/** One test's members, vendor and clock over a shared money app. */
export interface TransferScene {
  db: Database;
  merchant: Merchant;
  clock: ManualClock;
  vendor: FakeTransferVendor;
  /** A new member of aurora with `main` in its main wallet; `player` is its vendor id. */
  member(main: number): Promise<TestMember & { player: string }>;
  /** A transfer request of the member (a fresh idempotency key unless one is given). */
  request(member: TestMember, amount: number, key?: string): TransferRequest;
  /** The member's ledger main wallet and vendor wallet. */
  wallets(member: TestMember): Promise<{ main: number; vendor: number }>;
  /**
   * Fails unless the books are sound, the member's wallets hold these amounts, the vendor
   * holds exactly the ledger's vendor wallet, and no transfer of the member is pending.
   */
  expectSettled(member: TestMember, wallets: { main: number; vendor: number }): Promise<void>;
}

export async function transferScene(t: MoneyApp, code?: string): Promise<TransferScene> {
  const db = t.test.db;
  const clock = manualClock();
  const vendor = fakeTransferVendor({ code, now: clock.now });
  const merchant = await t.merchant('aurora');
  const wallets = async (member: TestMember) => {
    const { main, vendors } = await walletsOf(db, member.id);
    return { main, vendor: vendors.get(vendor.code) ?? 0 };
  };
  return {
    db,
    merchant,
    clock,
    vendor,
    member: async (main) => {
      const member = await t.member();
      if (main > 0) await t.fund(member, main);
      return { ...member, player: playerIdOf({ id: member.id, merchantId: member.merchantId }) };
    },
    request: (member, amount, key = newKey()) => ({
      merchant,
      memberId: member.id,
      vendor: vendor.connection,
      amount,
      idempotencyKey: key,
      clock,
    }),
    wallets,
    expectSettled: async (member, expected) => {
      expect(await checkLedger(db)).toEqual([]);
      expect(await wallets(member)).toEqual(expected);
      const player = playerIdOf({ id: member.id, merchantId: member.merchantId });
      expect(vendor.balanceOf(player)).toBe(expected.vendor);
      const pending = await db.query(
        `select id from vendor_transfers where member_id = $1 and status = 'PENDING'`,
        [member.id],
      );
      expect(pending).toEqual([]);
    },
  };
}
