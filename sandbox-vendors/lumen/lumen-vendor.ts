import { fileURLToPath } from 'node:url';
import { createPlatformClient } from '../kit/platform-client.ts';
import { newClientSeed } from '../kit/provably-fair.ts';
import { SessionStore } from '../kit/sessions.ts';
import { createVendorApp, type KitGame } from '../kit/vendor-server.ts';
import type { SandboxVendor, SandboxVendorOptions } from '../vendor-kit.ts';
import { catalogueEntry, LUMEN_GAMES, type LumenGameCode } from './lumen-catalogue.ts';
import { replayTableRound } from './lumen-replay.ts';
import { mountLumenRoutes } from './lumen-routes.ts';
import { createLumenWallet } from './lumen-wallet.ts';
import { LiveTable } from './tables/live-table.ts';
import type { SettledSeat } from './tables/table-rounds.ts';
import { realScheduler, type Scheduler } from './tables/scheduler.ts';
import { baccaratGame, rouletteGame, type TableGame } from './tables/table-games.ts';
import type { TableTimings } from './tables/table-types.ts';
import { baccaratThumbnail, rouletteThumbnail } from './lumen-thumbnails.ts';

/**
 * Lumen Live: a SEAMLESS sandbox vendor of live-style tables (velvet-roulette, jade-baccarat).
 * Each table runs its round cycle on the vendor's clock for everyone at it (tables/live-table.ts);
 * money moves through the platform's seamless wallet (lumen-wallet.ts); the page gets the table
 * pushed over SSE (lumen-routes.ts). The HTTP face — signed API, launch, game page, bundles,
 * thumbnails, verify page — is the shared kit's.
 */

/** What tests (and a demo that wants quicker rounds) may swap; the platform never sees these. */
export interface LumenInternals {
  scheduler?: Scheduler;
  timings?: TableTimings;
  /** How often queued wins are retried (0 = only on close). */
  flushEveryMs?: number;
  heartbeatMs?: number;
}

const CLIENTS: Record<LumenGameCode, string> = {
  'velvet-roulette': fileURLToPath(new URL('./client/roulette-page.ts', import.meta.url)),
  'jade-baccarat': fileURLToPath(new URL('./client/baccarat-page.ts', import.meta.url)),
};

const GAMES: Record<LumenGameCode, TableGame<unknown>> = {
  'velvet-roulette': rouletteGame as TableGame<unknown>,
  'jade-baccarat': baccaratGame as TableGame<unknown>,
};

const PREFIX: Record<LumenGameCode, string> = { 'velvet-roulette': 'vr', 'jade-baccarat': 'jb' };

export function createLumenVendor(
  options: SandboxVendorOptions,
  internals: LumenInternals = {},
): SandboxVendor {
  const now = options.now ?? Date.now;
  const scheduler = internals.scheduler ?? realScheduler(now);
  const sessions = new SessionStore({ now: scheduler.now });
  const platform = createPlatformClient({
    code: options.code,
    secret: options.secret,
    baseUrl: options.platform.baseUrl,
    fetch: options.platform.fetch,
    now: scheduler.now,
    flushEveryMs: internals.flushEveryMs ?? 15_000,
  });
  const wallet = createLumenWallet(sessions, platform);
  const streams = new Set<() => void>();
  const tables = new Map<string, LiveTable<unknown>>();
  // A restart starts round numbers again at 1: the start time keeps round ids unique.
  const startTag = scheduler.now().toString(36);
  const bases = new Map<string, string>();
  const fallbackBase =
    options.publicUrl ?? `${new URL(options.platform.baseUrl).origin}${options.basePath}`;
  // The seed is public once the result is shown, so the link carries it: the verify page then
  // recomputes the round from the link alone (the rest comes from the round's record).
  const proofUrl = (roundId: string, seatId: string, serverSeed: string): string =>
    `${bases.get(seatId) ?? fallbackBase}/verify?round=${encodeURIComponent(roundId)}&serverSeed=${serverSeed}`;

  // The shared store fills the verify page; `reveal` is optional until the kit offers it.
  const store = sessions as SessionStore & { reveal?: (serverSeed: string) => void };
  const recordSettled = (seatId: string, settled: SettledSeat<unknown>): void => {
    const session = sessions.get(seatId);
    if (!session || !settled.round.serverSeed) return;
    store.reveal?.(settled.round.serverSeed);
    sessions.record({
      id: settled.roundId,
      game: session.game,
      sessionId: session.id,
      player: session.player,
      mode: session.mode,
      serverSeedHash: settled.round.serverSeedHash,
      clientSeed: settled.round.clientSeed ?? '',
      nonce: settled.round.number,
      params: {
        tableSeed: settled.round.tableSeed,
        clientSeeds: (settled.round.clientSeeds ?? []).join(','),
      },
      stake: settled.stake,
      payout: settled.payout,
      currency: session.currency.code,
      detail: settled.detail,
    });
  };

  const kitGames: KitGame[] = LUMEN_GAMES.map((game) => ({
    code: game.code,
    catalogue: (currency) => catalogueEntry(game, currency),
    thumbnail: () => (game.code === 'velvet-roulette' ? rouletteThumbnail() : baccaratThumbnail()),
    client: CLIENTS[game.code],
    replay: (input) =>
      replayTableRound(GAMES[game.code], input, (outcome) => {
        const hand = outcome as { playerCards?: string[]; bankerCards?: string[] };
        return hand.playerCards
          ? [
              `Player: ${hand.playerCards.join(' ')}`,
              `Banker: ${(hand.bankerCards ?? []).join(' ')}`,
            ]
          : [];
      }),
    replayParams: { tableSeed: '', clientSeeds: '' },
  }));

  const app = createVendorApp({
    options,
    name: 'Lumen Live',
    protocol: 'SEAMLESS',
    games: kitGames,
    sessions,
    balance: (session) => wallet.balance(session),
    live: () => ({
      tables: [...tables.values()].map((table) => ({
        gameCode: table.code,
        ...table.phaseNow(),
        history: table.historyLabels(),
        players: table.players(),
      })),
      jackpots: [],
      rooms: [],
    }),
    routes: (routesApp, kit) => {
      mountLumenRoutes(routesApp, kit, {
        tables,
        wallet,
        streams,
        bases,
        heartbeatMs: internals.heartbeatMs,
      });
    },
  });

  for (const game of LUMEN_GAMES) {
    tables.set(
      game.code,
      new LiveTable({
        code: game.code,
        game: GAMES[game.code],
        scheduler,
        wallet,
        // Public for the table's lifetime; shown on the page beside each round's hash.
        tableSeed: `${game.code}-${newClientSeed()}`,
        roundPrefix: `${PREFIX[game.code]}-${startTag}`,
        proofUrl,
        onSettled: recordSettled,
        timings: internals.timings,
      }),
    );
  }

  return {
    code: options.code,
    protocol: 'SEAMLESS',
    fetch: async (request) => app.fetch(request),
    async close() {
      for (const stop of [...streams]) stop();
      await Promise.all([...tables.values()].map((table) => table.close()));
      await platform.flush();
      platform.close();
    },
  };
}
