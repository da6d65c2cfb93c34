import type { Rng } from '../../kit/provably-fair.ts';

/**
 * Coral Hunt: a fishing game where every shot is a bet of the cannon's value. The player aims
 * at a fish; a fish worth m times the shot is caught with probability RTP / m, so every shot
 * returns exactly RTP on average whichever fish is aimed at (aiming is skill-free, as the
 * return is the same, and a client that lies about its target gains nothing).
 */

export const CORAL_RTP = 0.96;

export const FISH = {
  CLOWNFISH: { multiplier: 2, spawn: 30 },
  ANGELFISH: { multiplier: 3, spawn: 22 },
  PUFFER: { multiplier: 5, spawn: 16 },
  TURTLE: { multiplier: 10, spawn: 12 },
  OCTOPUS: { multiplier: 20, spawn: 8 },
  MANTA: { multiplier: 40, spawn: 6 },
  SHARK: { multiplier: 80, spawn: 4 },
  WHALE: { multiplier: 200, spawn: 2 },
} as const;
export type FishKind = keyof typeof FISH;
export const FISH_KINDS = Object.keys(FISH) as FishKind[];

/** Cannon values in credits. */
export const CANNONS = [1, 2, 5, 10, 20, 50, 100] as const;

export function captureChance(fish: FishKind): number {
  return CORAL_RTP / FISH[fish].multiplier;
}

export interface Shot {
  fish: FishKind;
  roll: number;
  caught: boolean;
  /** In shots (multiples of the cannon value). */
  pay: number;
}

export function shoot(rng: Rng, fish: FishKind): Shot {
  const roll = rng.next();
  const caught = roll < captureChance(fish);
  return { fish, roll, caught, pay: caught ? FISH[fish].multiplier : 0 };
}

/** A fish drawn by how often each kind swims by (the simulation's and the client's mix). */
const SPAWN_TOTAL = FISH_KINDS.reduce((sum, kind) => sum + FISH[kind].spawn, 0);

export function spawnFish(rng: Rng): FishKind {
  let ticket = rng.next() * SPAWN_TOTAL;
  for (const kind of FISH_KINDS) {
    ticket -= FISH[kind].spawn;
    if (ticket < 0) return kind;
  }
  return 'CLOWNFISH';
}
