import type { SeamlessAnswer } from '../../../../contract/vendor/seamless.ts';
import type { Database } from '../../db/database.ts';
import { GAMES_SHARDS } from '../../ledger/ledger.ts';
import { runFastBatch, type FastEvent } from './seamless-fast.ts';

/**
 * Gathers the seamless wallet's fast events into batches (seamless-fast.ts tells why). There
 * is one lane per kind (bets, wins), each running one batch at a time on its own pooled
 * connection and GAMES shard. A free lane takes what is waiting at once, so a quiet server
 * answers each event on its own with no added wait; under load the events that arrive while
 * a lane is busy go together in its next batch. Measured under bench:games, one batch at a
 * time per kind beat more lanes with smaller batches: a batch's fixed cost is what it saves.
 *
 * A batch holds at most MAX_BATCH events and never one member twice, nor a member whose event
 * is in the other lane's batch: each event's wallet row is its own, and a member's bet and
 * win keep the order they arrived in.
 *
 * Answers null for an event the batch did not write: the caller's full path decides it.
 */

const MAX_BATCH = 64;
/** PostgreSQL's unique violation, deadlock and serialization failure: the full path decides. */
const FALL_BACK = new Set(['23505', '40P01', '40001']);

type Kind = 'bet' | 'win';

interface Waiting {
  kind: Kind;
  event: FastEvent;
  resolve: (answer: SeamlessAnswer | null) => void;
  reject: (error: unknown) => void;
}

export class FastLane {
  private readonly waiting: Waiting[] = [];
  private readonly inFlight = new Set<number>();
  private readonly busy = new Set<Kind>();
  private scheduled = false;
  /** This process's lanes take two shards from here on, so two servers rarely share one. */
  private readonly firstShard = Math.floor(Math.random() * GAMES_SHARDS);

  constructor(
    private readonly db: Database,
    private readonly vendor: string,
    private readonly demoRole: number,
  ) {}

  submit(kind: Kind, event: FastEvent): Promise<SeamlessAnswer | null> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ kind, event, resolve, reject });
      this.schedule();
    });
  }

  /**
   * Pumps once the requests already read have been handled, so they join the batch (PGlite
   * runs a statement without yielding: a pump at once would take each event alone).
   */
  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      for (const kind of ['bet', 'win'] as const) this.pump(kind);
    });
  }

  private pump(kind: Kind): void {
    if (this.busy.has(kind)) return;
    const batch = this.take(kind);
    if (batch.length === 0) return;
    this.busy.add(kind);
    void this.run(kind, batch).finally(() => {
      for (const item of batch) this.inFlight.delete(item.event.memberId);
      this.busy.delete(kind);
      this.schedule();
    });
  }

  /** The waiting events of this kind whose member is free and has nothing older waiting. */
  private take(kind: Kind): Waiting[] {
    const batch: Waiting[] = [];
    const seen = new Set<number>();
    for (let i = 0; i < this.waiting.length && batch.length < MAX_BATCH;) {
      const item = this.waiting[i] as Waiting;
      const member = item.event.memberId;
      const fits = item.kind === kind && !this.inFlight.has(member) && !seen.has(member);
      seen.add(member);
      if (!fits) {
        i++;
        continue;
      }
      batch.push(item);
      this.inFlight.add(member);
      this.waiting.splice(i, 1);
    }
    return batch;
  }

  private async run(kind: Kind, batch: Waiting[]): Promise<void> {
    try {
      const answers = await runFastBatch(
        this.db,
        kind,
        this.vendor,
        batch.map((item) => item.event),
        (this.firstShard + (kind === 'bet' ? 0 : 1)) % GAMES_SHARDS,
        this.demoRole,
      );
      for (const item of batch) item.resolve(answers.get(item.event.transactionId) ?? null);
    } catch (error: unknown) {
      const code = (error as { code?: unknown } | null)?.code;
      const fallBack = typeof code === 'string' && FALL_BACK.has(code);
      for (const item of batch) {
        if (fallBack) item.resolve(null);
        else item.reject(error);
      }
    }
  }
}

/** One lane pair per database and vendor, for the life of the database handle. */
const lanes = new WeakMap<Database, Map<string, FastLane>>();

export function fastLaneOf(db: Database, vendor: string, demoRole: number): FastLane {
  let byVendor = lanes.get(db);
  if (!byVendor) lanes.set(db, (byVendor = new Map()));
  let lane = byVendor.get(vendor);
  if (!lane) byVendor.set(vendor, (lane = new FastLane(db, vendor, demoRole)));
  return lane;
}
