import type { Hono } from 'hono';
import { newRoundId, type GameSession } from '../kit/sessions.ts';
import { cardName } from './cards.ts';
import { POKER, pokerStakes } from './catalogue.ts';
import type { HarborDeps } from './duel-routes.ts';
import { suggestHolds } from './poker-strategy.ts';
import { dealtDetail, finishPoker, holdsText, parseHolds } from './poker-round.ts';
import { purseOf } from './purse.ts';
import { HAND_NAMES, PAY_TABLE, POKER_HANDS, pokerDeck } from './video-poker.ts';
import type { PendingHand } from './wallet.ts';

/**
 * The video poker machine's page API: deal takes the stake (the bet is OPEN, the platform
 * sees it), draw replaces the discards and settles it. The dealt hand is kept in the persisted
 * state, so a reload (or a vendor restart, see harbor-vendor.ts) never loses a paid hand.
 */

function pendingOf(session: GameSession, deps: HarborDeps): PendingHand | undefined {
  return Object.values(deps.wallet.state.pending).find((hand) => hand.sessionId === session.id);
}

function handView(hand: PendingHand): unknown {
  const dealt = hand.deck.slice(0, 5);
  return {
    handId: hand.betId,
    stake: hand.stake,
    cards: dealt.map(cardName),
    hint: suggestHolds(dealt),
  };
}

export function pokerRoutes(app: Hono, deps: HarborDeps): void {
  const { kit, wallet } = deps;
  const sessionOf = (id: string | undefined): GameSession | null => {
    const session = kit.sessions.get(id ?? '');
    return session && session.game === POKER ? session : null;
  };

  app.post('/game/:session/poker/table', (c) => {
    const session = sessionOf(c.req.param('session'));
    if (!session) return kit.fail(c, 404, 'SESSION_NOT_FOUND', 'This game session has ended.');
    const pending = pendingOf(session, deps);
    return c.json({
      stakes: pokerStakes(session.currency),
      payTable: [...POKER_HANDS]
        .reverse()
        .filter((hand) => PAY_TABLE[hand] > 0)
        .map((hand) => ({ hand, name: HAND_NAMES[hand], pays: PAY_TABLE[hand] })),
      pending: pending ? handView(pending) : null,
    });
  });

  app.post('/game/:session/poker/deal', async (c) => {
    const session = sessionOf(c.req.param('session'));
    if (!session) return kit.fail(c, 404, 'SESSION_NOT_FOUND', 'This game session has ended.');
    const body = (await c.req.json().catch(() => ({}))) as { stake?: unknown };
    const stake = body.stake;
    if (typeof stake !== 'number' || !pokerStakes(session.currency).includes(stake)) {
      return kit.fail(c, 400, 'BAD_STAKE', 'Pick one of the stakes.');
    }
    const purse = purseOf(session, wallet);
    const dealt = await kit.sessions.round(session, async (fair) => {
      // Inside the player's lock: two deals at once cannot both open a hand.
      if (pendingOf(session, deps)) return 'OPEN' as const;
      const roundId = newRoundId(kit.options.code);
      const deck = pokerDeck(fair.rng);
      const opened = purse.place({
        betId: roundId,
        roundId,
        gameCode: POKER,
        stake,
        detail: dealtDetail(deck),
        proofUrl: kit.proofUrl(c, roundId),
      });
      if (!opened) return null;
      const hand: PendingHand = {
        betId: roundId,
        sessionId: session.id,
        mode: session.mode,
        player: session.player,
        currency: session.currency,
        stake,
        deck,
        fair: {
          serverSeedHash: fair.serverSeedHash,
          clientSeed: fair.clientSeed,
          nonce: fair.nonce,
        },
      };
      wallet.setPending(roundId, hand);
      return hand;
    });
    if (dealt === 'OPEN') return kit.fail(c, 409, 'HAND_OPEN', 'Draw the hand on the table first.');
    if (!dealt) return kit.fail(c, 402, 'INSUFFICIENT_FUNDS', 'Not enough balance for this stake.');
    return c.json({
      ...(handView(dealt) as object),
      used: dealt.fair,
      balance: purse.balance(),
      fair: kit.sessions.fairState(session),
    });
  });

  app.post('/game/:session/poker/draw', async (c) => {
    const session = sessionOf(c.req.param('session'));
    if (!session) return kit.fail(c, 404, 'SESSION_NOT_FOUND', 'This game session has ended.');
    const body = (await c.req.json().catch(() => ({}))) as { handId?: unknown; holds?: unknown };
    const holds = parseHolds(body.holds);
    if (!holds) return kit.fail(c, 400, 'BAD_HOLDS', 'Holds are five true/false values.');
    const hand = pendingOf(session, deps);
    if (!hand || hand.betId !== body.handId)
      return kit.fail(c, 409, 'NO_HAND', 'There is no such hand to draw.');
    const purse = purseOf(session, wallet);
    const outcome = finishPoker(hand.deck, holds, hand.stake, session.currency);
    // Forget the hand before paying: a second draw of the same hand finds nothing.
    wallet.setPending(hand.betId, null);
    purse.settle(hand.betId, outcome.payout, outcome.detail);
    kit.sessions.record({
      id: hand.betId,
      game: POKER,
      sessionId: session.id,
      player: session.player,
      mode: session.mode,
      ...hand.fair,
      params: { stake: hand.stake, holds: holdsText(holds) },
      stake: hand.stake,
      payout: outcome.payout,
      currency: session.currency.code,
      detail: outcome.detail,
    });
    return c.json({
      roundId: hand.betId,
      proofUrl: kit.proofUrl(c, hand.betId),
      ...outcome,
      balance: purse.balance(),
    });
  });
}
