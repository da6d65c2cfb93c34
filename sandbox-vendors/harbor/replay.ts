import type { ReplayInput } from '../kit/verify-page.ts';
import { cardName } from './cards.ts';
import { ROOMS, SEATS } from './catalogue.ts';
import { playDuelRound } from './duel-round.ts';
import { finishPoker, parseHolds } from './poker-round.ts';
import { pokerDeck } from './video-poker.ts';

/**
 * The verify page's recomputation of a round from its seeds and the player's choices, with
 * the same functions the live round used: what it prints is what was dealt, or the seeds lie.
 */

const UNITS = { code: 'units', minorUnits: 0 };

const whole = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : fallback;

export function replayDuel(input: ReplayInput): string[] {
  const roomId =
    typeof input.params['roomId'] === 'string' ? input.params['roomId'] : (ROOMS[0]?.roomId ?? '');
  const ante = whole(input.params['ante'], 100);
  const outcome = playDuelRound(input.rng, roomId, 'You', ante, UNITS);
  const winners = new Set(outcome.winners);
  return [
    outcome.detail,
    ...outcome.seats.map(
      (seat, i) =>
        `Seat ${i + 1} ${seat.name}: ${seat.cards.join(' ')} — ${seat.hand}${winners.has(i) ? ' ★' : ''}`,
    ),
    `Pot ${outcome.pot} (${SEATS} × ${ante}), rake ${outcome.rake}, paid to you ${outcome.payout} (minor units)`,
  ];
}

export function replayPoker(input: ReplayInput): string[] {
  const stake = whole(input.params['stake'], 100);
  const holds = parseHolds(input.params['holds']) ?? [false, false, false, false, false];
  const deck = pokerDeck(input.rng);
  const outcome = finishPoker(deck, holds, stake, UNITS);
  return [
    `${outcome.handName}: pays ${outcome.multiplier} × ${stake} = ${outcome.payout} (minor units)`,
    `Dealt: ${deck.slice(0, 5).map(cardName).join(' ')}`,
    `Held: ${holds.map((hold, i) => (hold ? cardName(deck[i] ?? 0) : '—')).join(' ')}`,
    `Spares in order: ${deck.slice(5).map(cardName).join(' ')}`,
    `Final: ${outcome.cards.join(' ')}`,
  ];
}
