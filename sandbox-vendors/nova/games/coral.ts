import { namesOf } from '../../i18n/page-text.ts';
import { fileURLToPath } from 'node:url';
import { thumbnail } from '../art/thumbnails.ts';
import { creditValue } from '../credits.ts';
import {
  CANNONS,
  captureChance,
  CORAL_RTP,
  FISH,
  FISH_KINDS,
  shoot,
  type FishKind,
  type Shot,
} from '../math/coral-hunt.ts';
import { betOf, type NovaGame } from './nova-game.ts';

export function describeShot(shot: Shot): string {
  const chance = (captureChance(shot.fish) * 100).toFixed(2);
  return `Shot at ${shot.fish} (${FISH[shot.fish].multiplier}×, ${chance} %) — ${shot.caught ? 'caught' : 'missed'}`;
}

function fishOf(value: unknown): FishKind | null {
  return typeof value === 'string' && (FISH_KINDS as string[]).includes(value)
    ? (value as FishKind)
    : null;
}

export const coralGame: NovaGame = {
  code: 'coral-hunt',
  bets: CANNONS,
  catalogue: (currency) => {
    const credit = creditValue(currency);
    return {
      names: namesOf('game.coral-hunt'),
      category: 'FISH',
      subCategory: 'FISHING',
      minBet: CANNONS[0] * credit,
      maxBet: CANNONS[6] * credit,
      lines: 1,
      rtpBp: Math.round(CORAL_RTP * 10_000),
      demo: true,
      jackpot: false,
      releasedAt: '2026-11-01',
    };
  },
  thumbnail: () => thumbnail('coral-hunt'),
  client: fileURLToPath(new URL('../client/coral-page.ts', import.meta.url)),
  replayParams: { bet: 1, fish: 'TURTLE' },
  replay: ({ rng, params }) => {
    const fish = fishOf(params['fish']) ?? 'CLOWNFISH';
    const bet = Number(params['bet'] ?? 1);
    const shot = shoot(rng, fish);
    return [
      `${describeShot(shot)}: pays ${shot.pay * bet} credits`,
      `  roll ${shot.roll.toFixed(6)} ${shot.caught ? '<' : '≥'} capture chance ${captureChance(fish).toFixed(6)}`,
    ];
  },
  prepare(body, { credit }) {
    const bet = betOf(body, CANNONS);
    const fish = fishOf(
      typeof body === 'object' && body !== null ? (body as { fish?: unknown }).fish : null,
    );
    if (bet === null) return { error: 'Choose one of the cannons.' };
    if (!fish) return { error: 'Aim at a fish.' };
    return {
      stake: bet * credit,
      params: { bet, fish },
      play(rng) {
        const shot = shoot(rng, fish);
        return { payout: shot.pay * bet * credit, detail: describeShot(shot), outcome: shot };
      },
    };
  },
};
