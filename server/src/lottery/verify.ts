import { isDeepStrictEqual } from 'node:util';
import type { Draw } from '../../../contract/lottery.ts';
import { lotteryGame } from './catalogue.ts';
import type { DrawRow } from './draw-store.ts';
import { toDraw } from './draw-view.ts';
import { computeResult, type ResultTable } from './results.ts';
import { seedMatches } from './seed-rng.ts';

export interface Verification {
  draw: Draw;
  hashMatches: boolean;
  recomputed: ResultTable | null;
  verified: boolean;
}

/**
 * What anyone can check of a drawn draw: the revealed seed hashes to the hash published before
 * the draw, and the result recomputed from that seed is the published result. A draw not
 * drawn yet has no seed to check (all false).
 */
export function verifyDraw(row: DrawRow): Verification {
  const draw = toDraw(row);
  const game = lotteryGame(row.game_code);
  if (draw.seed === null || !game) {
    return { draw, hashMatches: false, recomputed: null, verified: false };
  }
  const hashMatches = seedMatches(draw.seed, draw.seedHash);
  const recomputed = computeResult(game.tiers, draw.seed, draw.ref);
  return {
    draw,
    hashMatches,
    recomputed,
    verified: hashMatches && isDeepStrictEqual(recomputed, draw.result),
  };
}
