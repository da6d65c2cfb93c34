import { randomBytes } from 'node:crypto';
import type { Hono } from 'hono';
import { PlatformError } from '../../../contract/errors.ts';
import { launchDemoGame, launchGame } from '../../../contract/games.ts';
import { DEMO_ROLE } from '../../../contract/roles.ts';
import {
  LaunchAnswerSchema,
  VENDOR_PATHS,
  type LaunchRequest,
} from '../../../contract/vendor/vendor-api.ts';
import type { AppEnv, CallContext } from '../http/app-env.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import type { Member } from '../member/member-store.ts';
import { sessionOf } from '../session/authenticate.ts';
import { fundsOf } from '../wallet/wallets.ts';
import { rememberLaunch } from './favourite-routes.ts';
import { findGame, type GameRow } from './game-store.ts';
import { lobbyOf, type Lobby } from './lobby-context.ts';
import { platformOrigin } from './platform-origin.ts';
import { gameTokenHash, playerIdOf } from './seamless/player-id.ts';
import { requireTransferDone, transferToVendor } from './transfer/transfers.ts';
import { callVendor, VendorCallError, type VendorConnection } from './vendor-directory.ts';

/** A game session (the token a seamless vendor calls back with) lasts this long. */
export const GAME_SESSION_HOURS = 4;
/** Expired game sessions are kept this long for late wins and rollbacks, then forgotten. */
const GAME_SESSION_KEEP_DAYS = 7;

interface Launchable {
  game: GameRow;
  vendor: VendorConnection;
  lobby: Lobby;
}

/**
 * Spec §4 game start: the game must be the merchant's (else GAME_NOT_FOUND), shown by a lobby
 * (a hidden or retired game, or one of a vendor this server cannot reach, is
 * GAME_UNAVAILABLE), and playable for fun when fun is asked (DEMO_NOT_SUPPORTED).
 */
async function launchable(
  call: CallContext,
  gameId: number,
  fun: boolean,
  language?: string,
): Promise<Launchable> {
  const lobby = await lobbyOf(call, language);
  const game = await findGame(call.db, call.merchant.id, gameId);
  if (!game) throw new PlatformError('GAME_NOT_FOUND');
  const vendor = lobby.directory.get(game.vendor);
  if (game.hidden || game.retired || !vendor || !lobby.codes.includes(game.vendor)) {
    throw new PlatformError('GAME_UNAVAILABLE');
  }
  if (fun && !game.demo) throw new PlatformError('DEMO_NOT_SUPPORTED');
  return { game, vendor, lobby };
}

/** Where the game's own "back to lobby" goes: the site that asked, else the platform. */
function lobbyUrl(call: CallContext): string {
  const origin = call.c.req.header('origin');
  if (origin && /^https?:\/\/[^/]+$/i.test(origin)) return `${origin}/`;
  return `${platformOrigin(call.c)}/`;
}

/**
 * The vendor's launch; a relative address (a vendor on the platform's own origin, as the
 * sandbox vendors are) is made absolute against the origin the caller reached the platform at.
 */
async function askLaunch(call: CallContext, vendor: VendorConnection, request: LaunchRequest) {
  let answer;
  try {
    answer = await callVendor(vendor, VENDOR_PATHS.launch, request, LaunchAnswerSchema);
  } catch (e: unknown) {
    if (!(e instanceof VendorCallError)) throw e;
    call.c.var.services.log(`Games: launch at ${vendor.code} failed: ${e.message}`);
    throw new PlatformError('VENDOR_UNAVAILABLE');
  }
  const origin = platformOrigin(call.c);
  const absolute = (url: string) => new URL(url, origin).toString();
  return { game_url: absolute(answer.url), game_url2: answer.url2 ? absolute(answer.url2) : null };
}

/** A new game session for the member at this game; answers its token (kept only hashed). */
async function openGameSession(call: CallContext, member: Member, game: GameRow): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  // The app's clock, as the seamless calls that check the expiry read it (not the database's).
  const now = call.c.var.services.clock.now();
  const hour = 3_600_000;
  await call.db.query(
    `insert into game_sessions (token_hash, merchant_id, member_id, vendor, game_id, expires_at)
     values ($1, $2, $3, $4, $5, $6::timestamptz)`,
    [
      gameTokenHash(token),
      call.merchant.id,
      member.id,
      game.vendor,
      game.id,
      new Date(now + GAME_SESSION_HOURS * hour).toISOString(),
    ],
  );
  await call.db.query(
    `delete from game_sessions where member_id = $1 and expires_at < $2::timestamptz`,
    [member.id, new Date(now - GAME_SESSION_KEEP_DAYS * 24 * hour).toISOString()],
  );
  return token;
}

export function registerLaunchRoutes(app: Hono<AppEnv>): void {
  registerEndpoint(app, launchGame, async (input, call) => {
    const { member } = sessionOf(call);
    const fun = input.accountType === '0';
    const { game, vendor, lobby } = await launchable(call, input.gameId, fun, input.language);
    if (input.roomId !== undefined && !game.rooms.some((room) => room.roomId === input.roomId)) {
      throw new PlatformError('BAD_REQUEST', { message: 'roomId: not a room of this game.' });
    }

    // Spec §3 confirmTrans: the member agreed to move money to a transfer vendor first.
    if (!fun && vendor.protocol === 'TRANSFER' && input.confirmTrans === '1') {
      if (input.transferAmount === undefined || input.idempotencyKey === undefined) {
        throw new PlatformError('BAD_REQUEST', {
          message: 'confirmTrans needs transferAmount and idempotencyKey.',
        });
      }
      requireTransferDone(
        await transferToVendor(call.db, {
          merchant: { id: call.merchant.id, currency: call.merchant.currency },
          memberId: member.id,
          vendor,
          amount: input.transferAmount,
          idempotencyKey: input.idempotencyKey,
          clock: call.c.var.services.clock,
        }),
      );
    }

    const sessionToken = fun ? null : await openGameSession(call, member, game);
    const urls = await askLaunch(call, vendor, {
      mode: fun ? 'FUN' : 'REAL',
      gameCode: game.code,
      ...(input.roomId !== undefined ? { roomId: input.roomId } : {}),
      sessionToken,
      player: fun ? null : playerIdOf(member),
      displayName: member.nickname.slice(0, 64),
      currency: call.merchant.currency,
      language: lobby.language,
      device: input.clientType ?? 'desktop',
      lobbyUrl: lobbyUrl(call),
      demoAccount: member.role === DEMO_ROLE,
    });
    await rememberLaunch(call.db, member.id, game.id);
    return {
      ...urls,
      protocol: vendor.protocol,
      funds: await fundsOf(call.db, call.merchant, member.id, lobby.directory),
    };
  });

  // "Try for fun" without an account: virtual coins at the vendor, no session, no money.
  registerEndpoint(app, launchDemoGame, async (input, call) => {
    const { game, vendor, lobby } = await launchable(call, input.gameId, true, input.language);
    return askLaunch(call, vendor, {
      mode: 'FUN',
      gameCode: game.code,
      sessionToken: null,
      player: null,
      currency: call.merchant.currency,
      language: lobby.language,
      device: input.clientType ?? 'desktop',
      lobbyUrl: lobbyUrl(call),
      demoAccount: false,
    });
  });
}
