import type { Context, Hono } from 'hono';
import type { SandboxVendor, SandboxVendorOptions } from '../vendor-kit.ts';
import { createPlatformClient, type PlatformClient } from '../kit/platform-client.ts';
import { playSeamlessRound } from '../kit/seamless-round.ts';
import { SessionStore, type GameSession, type SessionCurrency } from '../kit/sessions.ts';
import { createVendorApp, type VendorKit } from '../kit/vendor-server.ts';
import { creditValue } from './credits.ts';
import { coralGame } from './games/coral.ts';
import { dragonGame } from './games/dragon.ts';
import type { NovaGame } from './games/nova-game.ts';
import { scratchGame } from './games/scratch.ts';
import { starfallGame } from './games/starfall.ts';
import { NovaJackpots } from './jackpots.ts';

/**
 * NOVA "Nova Reels": a seamless sandbox vendor. It keeps no money: every round is a signed bet
 * to the platform, then a win (0 for a lost round) that closes it, with the round's detail and
 * its proof link. FUN sessions play 100,000 virtual coins without calling the platform.
 * Game calls of the page: `<basePath>/game/:session/info` (bets, credit, pool) and
 * `<basePath>/game/:session/spin|scratch|shoot` (one round each).
 */

export const NOVA_GAMES: readonly NovaGame[] = [starfallGame, dragonGame, scratchGame, coralGame];

export interface NovaOptions extends SandboxVendorOptions {
  /** Test seams: the platform client's pauses and the network jackpot feed. */
  retryDelaysMs?: readonly number[];
  networkPerSecond?: number;
}

const USD: SessionCurrency = { code: 'USD', minorUnits: 2 };

function currencyOf(body: unknown): SessionCurrency {
  const currency =
    typeof body === 'object' && body !== null ? (body as { currency?: unknown }).currency : null;
  if (typeof currency !== 'object' || currency === null) return USD;
  const { code, minorUnits } = currency as { code?: unknown; minorUnits?: unknown };
  return typeof code === 'string' && /^[A-Z]{3}$/.test(code) && typeof minorUnits === 'number'
    ? { code, minorUnits }
    : USD;
}

const REFUSAL_STATUS = {
  INSUFFICIENT_FUNDS: 402,
  SESSION_EXPIRED: 409,
  SESSION_INVALID: 409,
  PLATFORM_UNAVAILABLE: 503,
} as const;

function gameRoutes(
  app: Hono,
  kit: VendorKit,
  platform: PlatformClient,
  jackpots: NovaJackpots,
): void {
  const games = new Map(NOVA_GAMES.map((game) => [game.code, game]));
  const withGame = (c: Context): { session: GameSession; game: NovaGame } | Response => {
    const session = kit.session(c);
    const game = session ? games.get(session.game) : undefined;
    if (!session || !game)
      return kit.fail(c, 404, 'SESSION_NOT_FOUND', 'This game session has ended.');
    return { session, game };
  };

  app.post('/game/:session/info', (c) => {
    const found = withGame(c);
    if (found instanceof Response) return found;
    const pool = jackpots.poolFor(found.session);
    return c.json({
      bets: found.game.bets,
      credit: creditValue(found.session.currency),
      pool: found.game.code === dragonGame.code ? Math.floor(pool.value) : null,
      poolPerSecond: pool === jackpots.real ? jackpots.networkPerSecond : 0,
    });
  });

  const play = async (c: Context): Promise<Response> => {
    const found = withGame(c);
    if (found instanceof Response) return found;
    const { session, game } = found;
    const body: unknown = await c.req.json().catch(() => null);
    const spec = game.prepare(body, {
      session,
      credit: creditValue(session.currency),
      pool: jackpots.poolFor(session),
    });
    if ('error' in spec) return kit.fail(c, 400, 'BAD_REQUEST', spec.error);
    const result = await playSeamlessRound(
      {
        vendor: kit.options.code,
        sessions: kit.sessions,
        platform,
        proofUrl: (roundId) => kit.proofUrl(c, roundId),
      },
      session,
      spec,
    );
    if (!result.ok) {
      const status =
        result.error in REFUSAL_STATUS
          ? REFUSAL_STATUS[result.error as keyof typeof REFUSAL_STATUS]
          : 409;
      return c.json(
        { error: result.error, message: result.error, balance: result.balance },
        status,
      );
    }
    return c.json({ ...result, proofUrl: kit.proofUrl(c, result.roundId) });
  };
  for (const action of ['spin', 'scratch', 'shoot']) app.post(`/game/:session/${action}`, play);
}

export function createNovaVendor(options: NovaOptions): SandboxVendor {
  const now = options.now ?? Date.now;
  const sessions = new SessionStore({ now });
  const platform = createPlatformClient({
    code: options.code,
    secret: options.secret,
    baseUrl: options.platform.baseUrl,
    fetch: options.platform.fetch,
    now,
    ...(options.retryDelaysMs ? { retryDelaysMs: options.retryDelaysMs } : {}),
  });
  const jackpots = new NovaJackpots(now, options.networkPerSecond ?? 2);
  const app = createVendorApp({
    options,
    name: 'Nova Reels',
    protocol: 'SEAMLESS',
    games: NOVA_GAMES,
    sessions,
    async balance(session) {
      if (session.mode === 'FUN') return session.funBalance;
      if (!session.player || !session.sessionToken) return null;
      try {
        const answer = await platform.balance({
          sessionToken: session.sessionToken,
          player: session.player,
          currency: session.currency.code,
        });
        return answer.balance;
      } catch {
        return null;
      }
    },
    live: (body) => ({
      tables: [],
      rooms: [],
      jackpots: [{ gameCode: dragonGame.code, ...jackpots.live(currencyOf(body)) }],
    }),
    routes: (routes, kit) => gameRoutes(routes, kit, platform, jackpots),
  });
  return {
    code: options.code,
    protocol: 'SEAMLESS',
    fetch: async (request) => app.fetch(request),
    close: async () => {
      platform.close();
      await platform.flush();
    },
  };
}
