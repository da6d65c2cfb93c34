import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { checkSignature, VENDOR_HEADER } from '../../contract/vendor/signing.ts';
import {
  BalanceRequestSchema,
  BetsRequestSchema,
  CatalogueRequestSchema,
  LaunchRequestSchema,
  TransferRequestSchema,
  TransferStatusRequestSchema,
  VENDOR_PATHS,
  type BalanceAnswerSchema,
  type BetsAnswerSchema,
  type CatalogueGame,
  type LaunchRequest,
  type LiveAnswer,
  type TransferAnswerSchema,
  type TransferStatusAnswerSchema,
} from '../../contract/vendor/vendor-api.ts';
import { htmlLang, isRtl, pageText } from '../i18n/page-text.ts';
import { vendorApiBase, type SandboxVendorOptions } from '../vendor-kit.ts';
import { bundleRoute } from './bundles.ts';
import { GAME_PAGE_CSP, renderEndedPage, renderGamePage } from './game-page.ts';
import type { GameSession, SessionCurrency, SessionStore } from './sessions.ts';
import { VERIFY_CSS, verifyPage, type ReplayInput } from './verify-page.ts';

/**
 * The HTTP face every sandbox vendor shares (one Hono app under basePath):
 * - `<basePath>/api/...` the signed vendor API the platform calls (contract/vendor/vendor-api.ts):
 *   catalogue, launch, live, and for a TRANSFER vendor transfer, transfer/status, balance, bets;
 * - `<basePath>/play/:game?s=<session>` the game page, `<basePath>/bundle/<game>.js|css` its
 *   client bundle (esbuild on first request, kept in memory), `<basePath>/thumbs/<game>.svg`;
 * - `<basePath>/game/:session/state|client-seed|rotate` the fairness calls every game page
 *   makes, beside the vendor's own game calls (`routes`);
 * - `<basePath>/verify` the page that recomputes any round from its seeds.
 */

export interface KitGame {
  code: string;
  /** The catalogue entry in a currency, without the code and thumbnail the kit fills in. */
  catalogue(currency: SessionCurrency): Omit<CatalogueGame, 'code' | 'thumbnail'>;
  /** The lobby tile (SVG text, 4:3). */
  thumbnail(): string;
  /** Absolute path of the game page's client entry (TypeScript; may import a .css). */
  client: string;
  /** Recomputes a round for the verify page: lines of text, first line the summary. */
  replay(input: ReplayInput): string[];
  /** The player's choices the replay needs, as the verify form's default (e.g. { bet: 25 }). */
  replayParams?: Record<string, string | number | boolean>;
}

type Out<S> = S extends v.GenericSchema ? v.InferOutput<S> : never;

/** What a TRANSFER vendor answers beyond the shared calls. */
export interface TransferApi {
  transfer(request: Out<typeof TransferRequestSchema>): Promise<Out<typeof TransferAnswerSchema>>;
  transferStatus(
    request: Out<typeof TransferStatusRequestSchema>,
  ): Promise<Out<typeof TransferStatusAnswerSchema>>;
  balance(request: Out<typeof BalanceRequestSchema>): Promise<Out<typeof BalanceAnswerSchema>>;
  bets(request: Out<typeof BetsRequestSchema>): Promise<Out<typeof BetsAnswerSchema>>;
}

export interface VendorServerConfig {
  options: SandboxVendorOptions;
  name: string;
  protocol: 'SEAMLESS' | 'TRANSFER';
  games: readonly KitGame[];
  sessions: SessionStore;
  /** The player's balance a game page shows, in minor units (null when unknown right now). */
  balance(session: GameSession): Promise<number | null>;
  /** What the lobby shows now (tables, pools, rooms); the raw request body is passed along. */
  live?(body: unknown): LiveAnswer;
  /** Extra work at launch (a table seat, a room); the default launch answers the game page URL. */
  onLaunch?(session: GameSession, request: LaunchRequest): void;
  transfer?: TransferApi;
  /** The vendor's own game calls, mounted on the same app (use kit.session(c)). */
  routes?(app: Hono, kit: VendorKit): void;
}

export interface VendorKit {
  options: SandboxVendorOptions;
  sessions: SessionStore;
  /** basePath as players' browsers reach it: absolute with options.publicUrl or a request, else root-relative. */
  publicBase(c?: Context): string;
  now(): number;
  /** The session named by the `:session` path parameter, or null. */
  session(c: Context): GameSession | null;
  /** The round's verify link, absolute (seamless proofUrl must be): from the player's request. */
  proofUrl(c: Context, roundId: string): string;
  /** A refusal the game page shows: `{ error, message }` with an HTTP status. */
  fail(c: Context, status: 400 | 402 | 404 | 409 | 503, error: string, message: string): Response;
}

/**
 * Where players reach basePath: options.publicUrl when given; else, for a request a browser
 * made (a game call), that request's origin; else root-relative. In sandbox mode the platform
 * mounts the vendor on its own origin but calls it as http://platform.internal, so a launch or
 * catalogue answer carries root-relative URLs the platform resolves against its own origin.
 */
export function publicBaseOf(options: SandboxVendorOptions, request?: Request): string {
  if (options.publicUrl) return options.publicUrl.replace(/\/$/, '');
  if (request) return `${new URL(request.url).origin}${options.basePath}`;
  return options.basePath;
}

export function createVendorApp(config: VendorServerConfig): Hono {
  const { options, sessions } = config;
  const now = options.now ?? Date.now;
  const publicBase = publicBaseOf(options);
  // No language here: the proof URL is a record kept by the platform (the page adds ?lang=).
  const verifyUrl = (c: Context, roundId: string): string =>
    `${publicBaseOf(options, c.req.raw)}/verify?round=${encodeURIComponent(roundId)}`;
  const games = new Map(config.games.map((game) => [game.code, game]));
  const app = new Hono().basePath(options.basePath);

  const kit: VendorKit = {
    options,
    sessions,
    publicBase: (c) => publicBaseOf(options, c?.req.raw),
    now,
    session: (c) => sessions.get(c.req.param('session') ?? '') ?? null,
    proofUrl: verifyUrl,
    fail: (c, status, error, message) => c.json({ error, message }, status),
  };

  // The signed vendor API: every call is a POST whose raw body carries the signature.
  const api = vendorApiBase('');
  const signed = async <S extends v.GenericSchema>(
    c: Context,
    schema: S,
    handle: (body: v.InferOutput<S>) => Promise<unknown> | unknown,
  ): Promise<Response> => {
    const raw = await c.req.text();
    const check = await checkSignature(options.secret, raw, (name) => c.req.header(name), now());
    if (check !== 'OK' || c.req.header(VENDOR_HEADER) !== options.code) {
      const status = check === 'OK' ? 'INVALID_SIGNATURE' : check;
      return c.json({ status, message: 'The request is not signed by the platform.' }, 401);
    }
    let json: unknown;
    try {
      json = raw === '' ? {} : JSON.parse(raw);
    } catch {
      return c.json({ status: 'BAD_REQUEST', message: 'The body is not JSON.' }, 400);
    }
    const parsed = v.safeParse(schema, json);
    if (!parsed.success) {
      const issue = parsed.issues[0];
      return c.json({ status: 'BAD_REQUEST', message: issue.message }, 400);
    }
    const answer = await handle(parsed.output);
    return answer instanceof Response ? answer : c.json(answer);
  };

  app.post(`${api}${VENDOR_PATHS.catalogue}`, (c) =>
    signed(c, CatalogueRequestSchema, ({ currency }) => ({
      vendor: { code: options.code, name: config.name, protocol: config.protocol },
      games: config.games.map((game) => ({
        ...game.catalogue(currency),
        code: game.code,
        thumbnail: `${publicBase}/thumbs/${game.code}.svg`,
      })),
    })),
  );

  app.post(`${api}${VENDOR_PATHS.launch}`, (c) =>
    signed(c, LaunchRequestSchema, (request) => {
      if (!games.has(request.gameCode)) {
        return c.json({ status: 'GAME_NOT_FOUND', message: 'No such game.' }, 404);
      }
      const real = request.mode === 'REAL';
      const session = sessions.create({
        game: request.gameCode,
        mode: request.mode,
        player: real ? request.player : null,
        sessionToken: real ? request.sessionToken : null,
        currency: request.currency,
        language: request.language,
        displayName: request.displayName ?? '',
        demoAccount: request.demoAccount,
        lobbyUrl: request.lobbyUrl,
        device: request.device,
        roomId: request.roomId ?? null,
      });
      config.onLaunch?.(session, request);
      const url = `${publicBase}/play/${request.gameCode}?s=${session.id}`;
      return { url, url2: null };
    }),
  );

  app.post(`${api}${VENDOR_PATHS.live}`, (c) =>
    signed(
      c,
      v.unknown(),
      (body) => config.live?.(body) ?? { tables: [], jackpots: [], rooms: [] },
    ),
  );

  const transfer = config.transfer;
  if (transfer) {
    app.post(`${api}${VENDOR_PATHS.transfer}`, (c) =>
      signed(c, TransferRequestSchema, (b) => transfer.transfer(b)),
    );
    app.post(`${api}${VENDOR_PATHS.transferStatus}`, (c) =>
      signed(c, TransferStatusRequestSchema, (b) => transfer.transferStatus(b)),
    );
    app.post(`${api}${VENDOR_PATHS.balance}`, (c) =>
      signed(c, BalanceRequestSchema, (b) => transfer.balance(b)),
    );
    app.post(`${api}${VENDOR_PATHS.bets}`, (c) =>
      signed(c, BetsRequestSchema, (b) => transfer.bets(b)),
    );
  }

  app.get('/play/:game', (c) => {
    const game = games.get(c.req.param('game'));
    const session = sessions.get(c.req.query('s') ?? '');
    c.header('content-security-policy', GAME_PAGE_CSP);
    c.header('cache-control', 'no-store');
    if (!game || !session || session.game !== game.code) {
      // No session, so no language of its own: the link's ?lang= or the browser's.
      const language = c.req.query('lang') ?? c.req.header('accept-language')?.split(/[,;]/)[0];
      return c.html(renderEndedPage(language ?? 'EN'), 404);
    }
    const names = game.catalogue(session.currency).names;
    return c.html(
      renderGamePage({
        title: names[session.language] ?? names['EN'] ?? game.code,
        lang: htmlLang(session.language),
        dir: isRtl(session.language) ? 'rtl' : 'ltr',
        basePath: options.basePath,
        game: game.code,
        session: session.id,
        lobbyUrl: session.lobbyUrl,
        scriptUrl: `${options.basePath}/bundle/${game.code}.js`,
        styleUrl: `${options.basePath}/bundle/${game.code}.css`,
        backLabel: pageText(session.language, 'lobby'),
      }),
    );
  });

  app.get('/bundle/:file', bundleRoute(games));

  app.get('/thumbs/:file', (c) => {
    const game = games.get(c.req.param('file').replace(/\.svg$/, ''));
    if (!game) return c.text('Not found', 404);
    c.header('content-type', 'image/svg+xml; charset=utf-8');
    c.header('cache-control', 'public, max-age=3600');
    return c.body(game.thumbnail());
  });

  app.post('/game/:session/state', async (c) => {
    const session = kit.session(c);
    if (!session) return kit.fail(c, 404, 'SESSION_NOT_FOUND', 'This game session has ended.');
    return c.json({
      game: session.game,
      mode: session.mode,
      demoAccount: session.demoAccount,
      displayName: session.displayName,
      language: session.language,
      currency: session.currency,
      balance: await config.balance(session),
      fair: sessions.fairState(session),
      revealAfterRounds: sessions.revealAfterRounds,
      verifyUrl: `${options.basePath}/verify?lang=${encodeURIComponent(session.language)}`,
    });
  });

  app.post('/game/:session/client-seed', async (c) => {
    const session = kit.session(c);
    if (!session) return kit.fail(c, 404, 'SESSION_NOT_FOUND', 'This game session has ended.');
    const body = (await c.req.json().catch(() => ({}))) as { clientSeed?: unknown };
    const seed = typeof body.clientSeed === 'string' ? body.clientSeed : '';
    if (!sessions.setClientSeed(session, seed)) {
      return kit.fail(c, 400, 'BAD_CLIENT_SEED', 'Use 1 to 64 letters, digits, - or _.');
    }
    return c.json({ fair: sessions.fairState(session) });
  });

  app.post('/game/:session/rotate', (c) => {
    const session = kit.session(c);
    if (!session) return kit.fail(c, 404, 'SESSION_NOT_FOUND', 'This game session has ended.');
    const { revealed, revealedHash, next } = sessions.rotate(session);
    return c.json({ revealed, revealedHash, fair: next });
  });

  app.get('/verify', (c) => {
    c.header('content-security-policy', GAME_PAGE_CSP);
    return c.html(
      verifyPage({ basePath: options.basePath, games, sessions, query: c.req.query() }),
    );
  });
  app.get('/verify.css', (c) => {
    c.header('content-type', 'text/css; charset=utf-8');
    return c.body(VERIFY_CSS);
  });

  config.routes?.(app, kit);
  return app;
}
