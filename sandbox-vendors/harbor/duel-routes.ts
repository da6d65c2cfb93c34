import { pageText } from '../i18n/page-text.ts';
import type { Hono } from 'hono';
import type { VendorKit } from '../kit/vendor-server.ts';
import { newRoundId, type GameSession } from '../kit/sessions.ts';
import { DUEL, ROOMS, roomAntes, SEATS } from './catalogue.ts';
import { playDuelRound, type DuelOutcome } from './duel-round.ts';
import { purseOf } from './purse.ts';
import { botsOf, type RoomOccupancy } from './rooms.ts';
import { RAKE_BP } from './three-card.ts';
import type { HarborWallet } from './wallet.ts';

/**
 * The card room's page API. The whole round (sit, ante, bots ante, deal, showdown, pot paid)
 * is one request: nobody decides anything after the ante, so there is nothing to wait for,
 * while the room's occupancy is still shared with every other player and the lobby (/live).
 */

export interface HarborDeps {
  kit: VendorKit;
  wallet: HarborWallet;
  occupancy: RoomOccupancy;
}

export function playerName(session: GameSession): string {
  return session.displayName || (session.mode === 'FUN' ? 'Guest' : 'You');
}

function tableView(session: GameSession, deps: HarborDeps): unknown {
  return {
    seats: SEATS,
    rakeBp: RAKE_BP,
    // The seat label the player reads; bet records keep playerName's English (they are records).
    you:
      session.displayName || pageText(session.language, session.mode === 'FUN' ? 'guest' : 'you'),
    rooms: ROOMS.map((room) => ({
      roomId: room.roomId,
      name: room.names[session.language] ?? room.names['EN'] ?? room.roomId,
      antes: roomAntes(room, session.currency),
      players: deps.occupancy.players(room.roomId),
      bots: botsOf(room.roomId),
    })),
    roomId: session.roomId ?? ROOMS[0]?.roomId ?? null,
  };
}

export function duelRoutes(app: Hono, deps: HarborDeps): void {
  const { kit, wallet, occupancy } = deps;

  app.post('/game/:session/duel/table', (c) => {
    const session = kit.session(c);
    if (!session || session.game !== DUEL)
      return kit.fail(c, 404, 'SESSION_NOT_FOUND', 'This game session has ended.');
    return c.json(tableView(session, deps));
  });

  app.post('/game/:session/duel/play', async (c) => {
    const session = kit.session(c);
    if (!session || session.game !== DUEL)
      return kit.fail(c, 404, 'SESSION_NOT_FOUND', 'This game session has ended.');
    const body = (await c.req.json().catch(() => ({}))) as { roomId?: unknown; ante?: unknown };
    const room = ROOMS.find((r) => r.roomId === body.roomId);
    if (!room) return kit.fail(c, 400, 'BAD_ROOM', 'Pick one of the rooms.');
    const ante = body.ante;
    if (typeof ante !== 'number' || !roomAntes(room, session.currency).includes(ante)) {
      return kit.fail(c, 400, 'BAD_ANTE', "Pick one of this room's antes.");
    }
    occupancy.touch(room.roomId, session.id);
    session.roomId = room.roomId;
    const purse = purseOf(session, wallet);
    const played = await kit.sessions.round(session, async (fair) => {
      const roundId = newRoundId(kit.options.code);
      const proofUrl = kit.proofUrl(c, roundId);
      const opened = purse.place({
        betId: roundId,
        roundId,
        gameCode: DUEL,
        stake: ante,
        detail: `${room.names['EN']}: ante placed`,
        proofUrl,
      });
      if (!opened) return null;
      const outcome: DuelOutcome = playDuelRound(
        fair.rng,
        room.roomId,
        playerName(session),
        ante,
        session.currency,
      );
      purse.settle(roundId, outcome.payout, outcome.detail);
      kit.sessions.record({
        id: roundId,
        game: DUEL,
        sessionId: session.id,
        player: session.player,
        mode: session.mode,
        serverSeedHash: fair.serverSeedHash,
        clientSeed: fair.clientSeed,
        nonce: fair.nonce,
        params: { roomId: room.roomId, ante, seats: SEATS },
        stake: ante,
        payout: outcome.payout,
        currency: session.currency.code,
        detail: outcome.detail,
      });
      return {
        roundId,
        proofUrl,
        outcome,
        used: {
          serverSeedHash: fair.serverSeedHash,
          clientSeed: fair.clientSeed,
          nonce: fair.nonce,
        },
      };
    });
    if (!played) return kit.fail(c, 402, 'INSUFFICIENT_FUNDS', 'Not enough balance for this ante.');
    return c.json({
      ...played,
      ante,
      balance: purse.balance(),
      fair: kit.sessions.fairState(session),
      players: occupancy.players(room.roomId),
    });
  });
}
