import type { VendorBet } from '../../contract/vendor/vendor-api.ts';

/**
 * Harbor's own wallet (the TRANSFER protocol keeps players' money at the vendor): a balance
 * per player and currency, every platform transfer remembered by its id, and a log of bet
 * changes the platform pulls with a cursor. It is plain data (HarborState) so the vendor can
 * write it to disk after every change and load it at start; nothing here does I/O.
 *
 * Transfer rules (contract/vendor/vendor-api.ts):
 * - once per transferId: a repeat with the same payload answers the first answer, another
 *   payload under the same id answers DUPLICATE_MISMATCH and moves nothing;
 * - a transfer out of more than the player holds answers INSUFFICIENT_FUNDS, moves nothing,
 *   and is remembered as FAILED (a repeat answers the same refusal);
 * - /transfer/status of an id never seen answers NOT_FOUND *and remembers the id as refused*:
 *   if that transfer arrives later (a slow network) it is refused, so the platform, which
 *   undoes its side on NOT_FOUND, can never have the money moved twice or lost.
 */

export type TransferOutcome = 'DONE' | 'FAILED' | 'NEVER_ARRIVED';
export type WalletStatus = 'OK' | 'INSUFFICIENT_FUNDS' | 'DUPLICATE_MISMATCH' | 'NOT_FOUND';

export interface TransferRecord {
  transferId: string;
  /** Null for an id first heard of through /transfer/status. */
  player: string | null;
  currency: string | null;
  amount: number | null;
  outcome: TransferOutcome;
  answer: { status: WalletStatus; balance: number | null };
  at: number;
}

export interface Account {
  player: string;
  currency: string;
  balance: number;
}

export interface BetLogEntry {
  seq: number;
  bet: VendorBet;
}

/** A video poker hand dealt and not drawn yet: its stake is taken, its bet OPEN. */
export interface PendingHand {
  betId: string;
  sessionId: string;
  mode: 'REAL' | 'FUN';
  player: string | null;
  currency: { code: string; minorUnits: number };
  stake: number;
  /** The ten cards of the shuffle: five dealt, five spares for the draw. */
  deck: number[];
  fair: { serverSeedHash: string; clientSeed: string; nonce: number };
}

export interface HarborState {
  version: 1;
  /** The last sequence number handed to a bet change: the /bets cursor counts these. */
  seq: number;
  accounts: Record<string, Account>;
  transfers: Record<string, TransferRecord>;
  bets: Record<string, VendorBet>;
  log: BetLogEntry[];
  pending: Record<string, PendingHand>;
}

export function emptyState(): HarborState {
  return { version: 1, seq: 0, accounts: {}, transfers: {}, bets: {}, log: [], pending: {} };
}

const accountKey = (player: string, currency: string): string => `${player}|${currency}`;

export interface TransferInput {
  transferId: string;
  player: string;
  currency: string;
  amount: number;
}

export class HarborWallet {
  constructor(
    readonly state: HarborState,
    private readonly now: () => number,
    /** Called after every change, before the answer leaves: the vendor persists here. */
    private readonly changed: () => void = () => undefined,
  ) {}

  balance(player: string, currency: string): number {
    return this.state.accounts[accountKey(player, currency)]?.balance ?? 0;
  }

  private move(player: string, currency: string, delta: number): number {
    const key = accountKey(player, currency);
    const account = this.state.accounts[key] ?? { player, currency, balance: 0 };
    account.balance += delta;
    this.state.accounts[key] = account;
    return account.balance;
  }

  transfer(input: TransferInput): TransferRecord['answer'] {
    const seen = this.state.transfers[input.transferId];
    if (seen) {
      const same =
        seen.player === input.player &&
        seen.currency === input.currency &&
        seen.amount === input.amount;
      if (seen.outcome === 'NEVER_ARRIVED') {
        // Too late: the platform was told this transfer never arrived and undid its side.
        const refused = {
          status: 'NOT_FOUND' as const,
          balance: this.balance(input.player, input.currency),
        };
        this.state.transfers[input.transferId] = {
          ...input,
          outcome: 'FAILED',
          answer: refused,
          at: this.now(),
        };
        this.changed();
        return refused;
      }
      if (same) return seen.answer;
      return { status: 'DUPLICATE_MISMATCH', balance: this.balance(input.player, input.currency) };
    }
    const held = this.balance(input.player, input.currency);
    let record: TransferRecord;
    if (input.amount < 0 && held < -input.amount) {
      record = {
        ...input,
        outcome: 'FAILED',
        answer: { status: 'INSUFFICIENT_FUNDS', balance: held },
        at: this.now(),
      };
    } else {
      const balance = this.move(input.player, input.currency, input.amount);
      record = { ...input, outcome: 'DONE', answer: { status: 'OK', balance }, at: this.now() };
    }
    this.state.transfers[input.transferId] = record;
    this.changed();
    return record.answer;
  }

  transferStatus(transferId: string): {
    status: 'DONE' | 'FAILED' | 'NOT_FOUND';
    amount: number | null;
  } {
    const seen = this.state.transfers[transferId];
    if (!seen) {
      this.state.transfers[transferId] = {
        transferId,
        player: null,
        currency: null,
        amount: null,
        outcome: 'NEVER_ARRIVED',
        answer: { status: 'NOT_FOUND', balance: null },
        at: this.now(),
      };
      this.changed();
      return { status: 'NOT_FOUND', amount: null };
    }
    if (seen.outcome === 'NEVER_ARRIVED') return { status: 'NOT_FOUND', amount: null };
    return { status: seen.outcome, amount: seen.amount };
  }

  private append(bet: VendorBet): void {
    this.state.seq += 1;
    this.state.bets[bet.betId] = bet;
    this.state.log.push({ seq: this.state.seq, bet: { ...bet } });
  }

  /** Takes the stake and records the bet OPEN; false (nothing moves) when the player is short. */
  placeBet(
    bet: Omit<VendorBet, 'status' | 'payout' | 'settledAt' | 'placedAt'>,
    currency: string,
  ): boolean {
    if (bet.stake <= 0 || this.balance(bet.player, currency) < bet.stake) return false;
    if (this.state.bets[bet.betId]) throw new Error(`bet ${bet.betId} exists`);
    this.move(bet.player, currency, -bet.stake);
    this.append({
      ...bet,
      status: 'OPEN',
      payout: 0,
      placedAt: new Date(this.now()).toISOString(),
      settledAt: null,
    });
    this.changed();
    return true;
  }

  /** Pays the bet and records it SETTLED (again, with the same betId). */
  settleBet(betId: string, currency: string, payout: number, detail: string): VendorBet {
    const open = this.state.bets[betId];
    if (!open || open.status !== 'OPEN') throw new Error(`bet ${betId} is not open`);
    if (payout > 0) this.move(open.player, currency, payout);
    const settled: VendorBet = {
      ...open,
      status: 'SETTLED',
      payout,
      detail,
      settledAt: new Date(this.now()).toISOString(),
    };
    this.append(settled);
    this.changed();
    return settled;
  }

  /** Keeps a dealt hand (or forgets it with null) and persists, like any other change. */
  setPending(betId: string, hand: PendingHand | null): void {
    if (hand) this.state.pending[betId] = hand;
    else
      this.state.pending = Object.fromEntries(
        Object.entries(this.state.pending).filter(([id]) => id !== betId),
      );
    this.changed();
  }

  /**
   * Bet changes after `cursor` (a sequence number as text; null = from the start), oldest
   * first, at most `limit`. `next` is the last sequence returned, or the same cursor when there
   * is nothing new, so a page cut anywhere never skips a change. Null answer: a bad cursor.
   */
  bets(cursor: string | null, limit: number): { bets: VendorBet[]; next: string } | null {
    const after = cursor === null ? 0 : /^\d{1,15}$/.test(cursor) ? Number(cursor) : -1;
    if (after < 0) return null;
    const log = this.state.log;
    // The log is ordered by seq: binary search for the first entry after the cursor.
    let lo = 0;
    let hi = log.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((log[mid]?.seq ?? 0) <= after) lo = mid + 1;
      else hi = mid;
    }
    const page = log.slice(lo, lo + limit);
    const last = page[page.length - 1];
    return {
      bets: page.map((entry) => ({ ...entry.bet })),
      next: last ? String(last.seq) : String(after),
    };
  }
}
