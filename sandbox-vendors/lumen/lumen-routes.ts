import type { Context, Hono } from 'hono';
import type { GameSession } from '../kit/sessions.ts';
import type { VendorKit } from '../kit/vendor-server.ts';
import { chipValues, tableLimits } from './lumen-catalogue.ts';
import type { LumenWallet } from './lumen-wallet.ts';
import type { LiveTable } from './tables/live-table.ts';
import type { SpotBet } from './tables/table-types.ts';

/**
 * The table page's own calls, beside the kit's state/client-seed/rotate:
 * - POST `game/:session/table` — the table as this seat sees it (the page's polling fallback);
 * - GET `game/:session/events` — the same view pushed as Server-Sent Events on every phase
 *   change and accepted bet, with a comment line every 15 s so proxies keep the stream open;
 * - POST `game/:session/bet` — `{ bets: [{ spot, amount }] }` for the open round.
 */

export interface LumenRouteDeps {
  tables: ReadonlyMap<string, LiveTable<unknown>>;
  wallet: LumenWallet;
  /** Where each seat's browser reaches the vendor: its wins' proof links are absolute URLs. */
  bases: Map<string, string>;
  /** Open streams, closed by the vendor's close(). */
  streams: Set<() => void>;
  heartbeatMs?: number;
}

export function tableView(session: GameSession, table: LiveTable<unknown>, wallet: LumenWallet) {
  const limits = tableLimits(session.currency);
  return {
    ...table.view(session.id),
    balance: session.mode === 'FUN' ? session.funBalance : wallet.lastBalance(session.id),
    currency: session.currency,
    limits,
    chips: chipValues(limits),
    mode: session.mode,
  };
}

const REASON_STATUS = {
  WINDOW_CLOSED: 409,
  BAD_SPOT: 400,
  BELOW_MIN: 400,
  ABOVE_MAX: 400,
  NO_BETS: 400,
  REFUSED: 402,
  UNAVAILABLE: 503,
} as const;

const REASON_TEXT: Record<keyof typeof REASON_STATUS, string> = {
  WINDOW_CLOSED: 'Betting is closed for this round.',
  BAD_SPOT: 'That bet is not on this table.',
  BELOW_MIN: 'Each chip must be at least the table minimum.',
  ABOVE_MAX: 'That would pass the table maximum for this round.',
  NO_BETS: 'Place a chip first.',
  REFUSED: 'The bet was refused.',
  UNAVAILABLE: 'The casino did not answer; nothing was taken. Try again.',
};

function parseBets(body: unknown): SpotBet[] | null {
  const bets = (body as { bets?: unknown } | null)?.bets;
  if (!Array.isArray(bets)) return null;
  const out: SpotBet[] = [];
  for (const bet of bets) {
    const { spot, amount } = (bet ?? {}) as { spot?: unknown; amount?: unknown };
    if (typeof spot !== 'string' || typeof amount !== 'number') return null;
    out.push({ spot, amount });
  }
  return out;
}

export function mountLumenRoutes(app: Hono, kit: VendorKit, deps: LumenRouteDeps): void {
  const seated = (c: Context): { session: GameSession; table: LiveTable<unknown> } | null => {
    const session = kit.session(c);
    const table = session ? deps.tables.get(session.game) : undefined;
    return session && table ? { session, table } : null;
  };
  const gone = (c: Context): Response =>
    kit.fail(c, 404, 'SESSION_NOT_FOUND', 'This game session has ended.');

  app.post('/game/:session/table', (c) => {
    const seat = seated(c);
    if (!seat) return gone(c);
    seat.table.touch(seat.session.id);
    return c.json(tableView(seat.session, seat.table, deps.wallet));
  });

  app.post('/game/:session/bet', async (c) => {
    const seat = seated(c);
    if (!seat) return gone(c);
    const bets = parseBets(await c.req.json().catch(() => null));
    if (!bets) return kit.fail(c, 400, 'BAD_REQUEST', 'Send { bets: [{ spot, amount }] }.');
    deps.bases.set(seat.session.id, kit.publicBase(c));
    const clientSeed = kit.sessions.fairState(seat.session).clientSeed;
    const limits = tableLimits(seat.session.currency);
    const answer = await seat.table.placeBet(seat.session.id, bets, clientSeed, limits);
    if (answer.ok) return c.json(answer);
    const error = answer.reason === 'REFUSED' ? (answer.status ?? 'REFUSED') : answer.reason;
    const message =
      answer.status === 'INSUFFICIENT_FUNDS'
        ? 'Not enough balance for this bet.'
        : REASON_TEXT[answer.reason];
    return kit.fail(c, REASON_STATUS[answer.reason], error, message);
  });

  app.get('/game/:session/events', (c) => {
    const seat = seated(c);
    if (!seat) return gone(c);
    const { session, table } = seat;
    const encoder = new TextEncoder();
    let stop = (): void => undefined;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        const send = (text: string): void => {
          try {
            controller.enqueue(encoder.encode(text));
          } catch {
            stop();
          }
        };
        const push = (): void => {
          table.touch(session.id);
          send(`event: table\ndata: ${JSON.stringify(tableView(session, table, deps.wallet))}\n\n`);
        };
        const unsubscribe = table.subscribe(push);
        const heartbeat = setInterval(() => send(': keep-alive\n\n'), deps.heartbeatMs ?? 15_000);
        heartbeat.unref();
        stop = () => {
          unsubscribe();
          clearInterval(heartbeat);
          deps.streams.delete(stop);
          try {
            controller.close();
          } catch {
            // Already closed by the reader.
          }
        };
        deps.streams.add(stop);
        c.req.raw.signal.addEventListener('abort', () => stop());
        // The page reconnects after 2 s when the stream drops.
        send('retry: 2000\n\n');
        push();
      },
      cancel() {
        stop();
      },
    });
    return new Response(stream, {
      headers: {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
      },
    });
  });
}
