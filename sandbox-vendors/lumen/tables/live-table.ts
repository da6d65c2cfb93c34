import { fairRng, newServerSeed, seedHash } from '../../kit/provably-fair.ts';
import { roundClientSeed } from './round-seed.ts';
import {
  roundView,
  seatPayout,
  type Round,
  type SeatRound,
  type LiveTableOptions,
} from './table-rounds.ts';
import type { TableGame } from './table-games.ts';
import {
  DEFAULT_TIMINGS,
  type PlaceBetAnswer,
  type RoundView,
  type SpotBet,
  type TablePhase,
  type TableTimings,
  type TableView,
} from './table-types.ts';

/**
 * One live table: a round cycle BETTING → DRAWING → RESULT on the scheduler's clock, shared by
 * every seat. Betting opens with a fresh server seed whose hash everyone sees; when the window
 * closes the round's client seed is fixed from the accepted bets (round-seed.ts) and the outcome
 * drawn from fairRng(serverSeed, clientSeed, round number); at RESULT the outcome and the server
 * seed are revealed and each seat that bet gets exactly one win (0 for a loss) that closes its
 * round at the platform.
 */

const HISTORY = 20;
const SEEN_FOR_MS = 60_000;
const MAX_SPOTS = 60;
type Listener = () => void;

export class LiveTable<Outcome> {
  readonly code: string;
  readonly game: TableGame<Outcome>;
  private readonly options: LiveTableOptions<Outcome>;
  private readonly timings: TableTimings;
  private phase: TablePhase = 'BETTING';
  private phaseStart = 0;
  private phaseEnd = 0;
  private round!: Round<Outcome>;
  private count = 0;
  private cancel: (() => void) | null = null;
  private readonly listeners = new Set<Listener>();
  private readonly seen = new Map<string, number>();
  private readonly past = new Map<string, Round<Outcome>>();
  private readonly history: { roundId: string; label: string; outcome: Outcome }[] = [];
  /** Settlements in flight, so close() and tests can wait for them. */
  private readonly settling = new Set<Promise<void>>();

  constructor(options: LiveTableOptions<Outcome>) {
    this.options = options;
    this.code = options.code;
    this.game = options.game;
    this.timings = options.timings ?? DEFAULT_TIMINGS;
    this.open();
  }

  private get now(): number {
    return this.options.scheduler.now();
  }

  private enter(phase: TablePhase, ms: number, next: () => void): void {
    this.phase = phase;
    this.phaseStart = this.now;
    this.phaseEnd = this.phaseStart + ms;
    this.cancel = this.options.scheduler.after(ms, next);
    for (const listener of this.listeners) listener();
  }

  private open(): void {
    this.count += 1;
    const serverSeed = newServerSeed();
    this.round = {
      id: `${this.options.roundPrefix}-${this.count}`,
      number: this.count,
      serverSeed,
      serverSeedHash: seedHash(serverSeed),
      clientSeeds: [],
      clientSeed: null,
      outcome: null,
      revealed: false,
      seats: new Map(),
    };
    this.past.set(this.round.id, this.round);
    const keep = this.options.keepRounds ?? 2_000;
    if (this.past.size > keep) {
      const oldest = this.past.keys().next().value;
      if (oldest !== undefined) this.past.delete(oldest);
    }
    this.enter('BETTING', this.timings.bettingMs, () => this.draw());
  }

  private draw(): void {
    const round = this.round;
    round.clientSeed = roundClientSeed(this.options.tableSeed, round.clientSeeds);
    round.outcome = this.game.play(fairRng(round.serverSeed, round.clientSeed, round.number));
    this.enter('DRAWING', this.timings.drawingMs, () => this.result());
  }

  private result(): void {
    const round = this.round;
    const outcome = round.outcome as Outcome;
    round.revealed = true;
    this.history.unshift({ roundId: round.id, label: this.game.label(outcome), outcome });
    this.history.length = Math.min(this.history.length, HISTORY);
    for (const [seatId, seat] of round.seats)
      if (seat.stake > 0) this.settle(seatId, seat, round, outcome);
    this.enter('RESULT', this.timings.resultMs, () => this.open());
  }

  private settle(seatId: string, seat: SeatRound, round: Round<Outcome>, outcome: Outcome): void {
    const { payout, detail } = seatPayout(this.game, seat.bets, outcome);
    seat.payout = payout;
    this.options.onSettled?.(seatId, {
      roundId: seat.roundId,
      round: this.roundView(round),
      bets: Object.fromEntries(seat.bets),
      stake: seat.stake,
      payout,
      detail,
    });
    const task = this.options.wallet
      .win(seatId, {
        transactionId: `${seat.roundId}-w`,
        roundId: seat.roundId,
        amount: payout,
        detail,
        proofUrl: this.options.proofUrl(seat.roundId, seatId, round.serverSeed),
      })
      .catch(() => undefined);
    this.settling.add(task);
    void task.finally(() => this.settling.delete(task));
  }

  /**
   * Places a seat's chips for the open round: one debit for their sum. Refused outside the
   * betting window, for a spot not on this table, or beyond the seat's limits for the round.
   * An answer that comes back after the window closed is rolled back: the outcome is already
   * drawn from the seeds of the bets accepted before.
   */
  async placeBet(
    seatId: string,
    bets: SpotBet[],
    clientSeed: string,
    limits: { min: number; max: number },
  ): Promise<PlaceBetAnswer> {
    this.touch(seatId);
    if (this.phase !== 'BETTING' || this.now >= this.phaseEnd)
      return { ok: false, reason: 'WINDOW_CLOSED' };
    if (bets.length === 0) return { ok: false, reason: 'NO_BETS' };
    if (bets.length > MAX_SPOTS || bets.some((bet) => !this.game.isSpot(bet.spot)))
      return { ok: false, reason: 'BAD_SPOT' };
    if (bets.some((bet) => !Number.isSafeInteger(bet.amount) || bet.amount < limits.min))
      return { ok: false, reason: 'BELOW_MIN' };
    const round = this.round;
    const seat = this.seat(round, seatId);
    const total = bets.reduce((sum, bet) => sum + bet.amount, 0);
    if (seat.stake + seat.reserved + total > limits.max) return { ok: false, reason: 'ABOVE_MAX' };
    seat.reserved += total;
    seat.count += 1;
    const transactionId = `${seat.roundId}-b${seat.count}`;
    const detail = bets
      .map((bet) => this.game.spotName(bet.spot))
      .join(', ')
      .slice(0, 200);
    let answer;
    try {
      answer = await this.options.wallet.bet(seatId, {
        transactionId,
        roundId: seat.roundId,
        amount: total,
        detail,
      });
    } catch {
      // The wallet already rolled a bet it never heard back about (platform-client.ts).
      return { ok: false, reason: 'UNAVAILABLE' };
    } finally {
      seat.reserved -= total;
    }
    if (!answer.ok)
      return { ok: false, reason: 'REFUSED', status: answer.status, balance: answer.balance };
    if (round !== this.round || round.clientSeed !== null) {
      await this.options.wallet.rollback(seatId, {
        transactionId: `${transactionId}-rb`,
        roundId: seat.roundId,
        referenceTransactionId: transactionId,
      });
      return { ok: false, reason: 'WINDOW_CLOSED' };
    }
    for (const bet of bets) seat.bets.set(bet.spot, (seat.bets.get(bet.spot) ?? 0) + bet.amount);
    seat.stake += total;
    round.clientSeeds.push(clientSeed);
    for (const listener of this.listeners) listener();
    return { ok: true, balance: answer.balance, stake: seat.stake };
  }

  private seat(round: Round<Outcome>, seatId: string): SeatRound {
    let seat = round.seats.get(seatId);
    if (!seat) {
      // The platform's round id is the seat's own: each player's bets and win close separately.
      seat = {
        roundId: `${round.id}-${seatId.slice(0, 12)}`,
        bets: new Map(),
        stake: 0,
        reserved: 0,
        count: 0,
        payout: null,
      };
      round.seats.set(seatId, seat);
    }
    return seat;
  }

  /** Counts a seat as present at the table (it asked for the state or holds the stream). */
  touch(seatId: string): void {
    this.seen.set(seatId, this.now);
  }

  players(): number {
    const since = this.now - SEEN_FOR_MS;
    for (const [seat, at] of this.seen) if (at < since) this.seen.delete(seat);
    return this.seen.size;
  }

  phaseNow(): { phase: TablePhase; msLeft: number } {
    return { phase: this.phase, msLeft: Math.max(0, this.phaseEnd - this.now) };
  }

  historyLabels(): string[] {
    return this.history.map((entry) => entry.label);
  }

  private roundView(round: Round<Outcome>): RoundView<Outcome> {
    return roundView(round, this.options.tableSeed, this.game);
  }

  /** A past or current round by its id, as far as it may be shown. */
  findRound(id: string): RoundView<Outcome> | null {
    const round = this.past.get(id);
    return round ? this.roundView(round) : null;
  }

  view(seatId: string | null): TableView<Outcome> {
    const seat = seatId ? this.round.seats.get(seatId) : undefined;
    return {
      table: this.code,
      kind: this.game.kind,
      phase: this.phase,
      msLeft: Math.max(0, this.phaseEnd - this.now),
      phaseMs: this.phaseEnd - this.phaseStart,
      round: this.roundView(this.round),
      history: [...this.history],
      players: this.players(),
      bettors: [...this.round.seats.values()].filter((s) => s.stake > 0).length,
      seat: seat
        ? {
            bets: Object.fromEntries(seat.bets),
            stake: seat.stake,
            payout: seat.payout,
            roundId: seat.roundId,
          }
        : null,
    };
  }

  /** Called on every phase change and accepted bet; the answer unsubscribes. */
  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Resolves when every win sent so far has been answered (or queued by the wallet). */
  async idle(): Promise<void> {
    while (this.settling.size) await Promise.all([...this.settling]);
  }

  async close(): Promise<void> {
    this.cancel?.();
    this.cancel = null;
    this.listeners.clear();
    await this.idle();
  }
}
