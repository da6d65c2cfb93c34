import type { ReplayInput } from '../kit/verify-page.ts';
import { roundClientSeed } from './tables/round-seed.ts';
import type { TableGame } from './tables/table-games.ts';

/**
 * The verify page's recomputation of a table round. The round's client seed is the combination
 * of the table seed and the bettors' client seeds (tables/round-seed.ts); when the choices carry
 * them (`tableSeed`, `clientSeeds` comma-separated) the page recombines them first, so a player
 * sees their own seed took part. Then the round's stream deals the outcome with the same code
 * the table ran.
 */
export function replayTableRound<Outcome>(
  game: TableGame<Outcome>,
  input: ReplayInput,
  lines: (outcome: Outcome) => string[],
): string[] {
  const out: string[] = [];
  const tableSeed = input.params['tableSeed'];
  if (typeof tableSeed === 'string' && tableSeed !== '') {
    const list = String(input.params['clientSeeds'] ?? '');
    const seeds = list === '' ? [] : list.split(',');
    const combined = roundClientSeed(tableSeed, seeds);
    out.push(
      combined === input.clientSeed
        ? `✔ The round's client seed is sha256(table seed + the ${seeds.length} bettors' seeds).`
        : `✘ sha256(table seed + bettors' seeds) = ${combined}, not the client seed given.`,
    );
  }
  const outcome = game.play(input.rng);
  return [`Result: ${game.describe(outcome)}`, ...out, ...lines(outcome)];
}
