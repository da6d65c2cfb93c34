import { fileURLToPath } from 'node:url';
import type { SandboxVendor, SandboxVendorOptions } from '../vendor-kit.ts';
import { SessionStore } from '../kit/sessions.ts';
import { createVendorApp, type TransferApi, type VendorKit } from '../kit/vendor-server.ts';
import { DUEL, duelCatalogue, POKER, pokerCatalogue, ROOMS } from './catalogue.ts';
import { duelRoutes, type HarborDeps } from './duel-routes.ts';
import { loadState, saveState } from './persistence.ts';
import { suggestHolds } from './poker-strategy.ts';
import { finishPoker } from './poker-round.ts';
import { pokerRoutes } from './poker-routes.ts';
import { replayDuel, replayPoker } from './replay.ts';
import { RoomOccupancy } from './rooms.ts';
import { duelThumbnail, pokerThumbnail } from './thumbnails.ts';
import { emptyState, HarborWallet } from './wallet.ts';

/**
 * HARBOR "Harbor Cards": a TRANSFER-protocol sandbox vendor. It keeps each player's money
 * itself (wallet.ts, saved to `<dataDir>/harbor-<code>.json`), answers the platform's
 * transfer, transfer/status, balance and bets calls, and runs two provably fair games: Three
 * Card Duel (card rooms against house bots) and Harbor Poker (jacks-or-better video poker).
 * README.md documents the RTPs and the choices made here.
 */

const client = (file: string): string =>
  fileURLToPath(new URL(`./client/${file}`, import.meta.url));

/**
 * Hands dealt before a restart are drawn with the simple strategy and paid, so no paid stake
 * stays OPEN forever. FUN hands held only virtual coins of a session that no longer exists.
 */
function finishStrandedHands(wallet: HarborWallet): void {
  for (const hand of Object.values(wallet.state.pending)) {
    wallet.setPending(hand.betId, null);
    if (hand.mode !== 'REAL' || !wallet.state.bets[hand.betId]) continue;
    const dealt = hand.deck.slice(0, 5);
    const outcome = finishPoker(hand.deck, suggestHolds(dealt), hand.stake, hand.currency);
    wallet.settleBet(
      hand.betId,
      hand.currency.code,
      outcome.payout,
      `${outcome.detail} (drawn for you after a restart)`,
    );
  }
}

export function createHarborVendor(options: SandboxVendorOptions): SandboxVendor {
  const now = options.now ?? Date.now;
  const dataDir = options.dataDir;
  const state = dataDir ? loadState(dataDir, options.code) : emptyState();
  const wallet = new HarborWallet(state, now, () => {
    if (dataDir) saveState(dataDir, options.code, state);
  });
  finishStrandedHands(wallet);
  const sessions = new SessionStore({ now });
  const occupancy = new RoomOccupancy(now);

  const transfer: TransferApi = {
    transfer: async (b) =>
      wallet.transfer({
        transferId: b.transferId,
        player: b.player,
        currency: b.currency.code,
        amount: b.amount,
      }),
    transferStatus: async (b) => wallet.transferStatus(b.transferId),
    balance: async (b) => ({ status: 'OK', balance: wallet.balance(b.player, b.currency.code) }),
    bets: async (b) => {
      const page = wallet.bets(b.cursor, b.limit);
      // An answer of the wrong shape: the platform keeps its cursor and asks again later.
      if (!page) throw new Error(`unknown bets cursor ${b.cursor}`);
      return page;
    },
  };

  const app = createVendorApp({
    options,
    name: 'Harbor Cards',
    protocol: 'TRANSFER',
    sessions,
    games: [
      {
        code: DUEL,
        catalogue: duelCatalogue,
        thumbnail: duelThumbnail,
        client: client('three-card-duel.ts'),
        replay: replayDuel,
        replayParams: { roomId: 'harbor-lounge', ante: 100, seats: 5 },
      },
      {
        code: POKER,
        catalogue: pokerCatalogue,
        thumbnail: pokerThumbnail,
        client: client('harbor-poker.ts'),
        replay: replayPoker,
        replayParams: { stake: 100, holds: '00000' },
      },
    ],
    balance: async (session) =>
      session.mode === 'REAL' && session.player
        ? wallet.balance(session.player, session.currency.code)
        : session.funBalance,
    live: () => ({ tables: [], jackpots: [], rooms: occupancy.live() }),
    onLaunch: (session) => {
      if (session.game === DUEL && ROOMS.some((room) => room.roomId === session.roomId))
        occupancy.touch(session.roomId ?? '', session.id);
    },
    transfer,
    routes: (routeApp, kit: VendorKit) => {
      const deps: HarborDeps = { kit, wallet, occupancy };
      duelRoutes(routeApp, deps);
      pokerRoutes(routeApp, deps);
    },
  });

  return {
    code: options.code,
    protocol: 'TRANSFER',
    fetch: async (request) => app.fetch(request),
    close: async () => {
      if (dataDir) saveState(dataDir, options.code, state);
    },
  };
}
