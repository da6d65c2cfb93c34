import { namesOf } from '../../i18n/page-text.ts';
import { fileURLToPath } from 'node:url';
import { thumbnail } from '../art/thumbnails.ts';
import { creditValue } from '../credits.ts';
import {
  playStarfall,
  starfallTheoreticalRtp,
  STARFALL_LINES,
  type StarfallRound,
} from '../math/starfall-sevens.ts';
import { betOf, type NovaGame } from './nova-game.ts';

/** Total bets in credits: 1 to 200 credits a line on 25 lines. */
const BETS = [25, 50, 125, 250, 500, 1_250, 2_500, 5_000] as const;

export function describeStarfall(round: StarfallRound): string {
  const first = round.spins[0];
  const lines = round.spins.reduce((sum, spin) => sum + spin.lineWins.length, 0);
  const scatters = first?.scatters ?? 0;
  const free = round.freeSpins > 0 ? `, ${round.freeSpins} free spins` : '';
  return `Reels ${first?.stops.join('-') ?? ''} — ${lines} lines, ${scatters} scatters${free}`;
}

export const starfallGame: NovaGame = {
  code: 'starfall-sevens',
  bets: BETS,
  catalogue: (currency) => {
    const credit = creditValue(currency);
    return {
      names: namesOf('game.starfall-sevens'),
      category: 'RNG',
      subCategory: 'SLOT_MACHINE',
      minBet: BETS[0] * credit,
      maxBet: (BETS[BETS.length - 1] ?? BETS[0]) * credit,
      lines: STARFALL_LINES,
      rtpBp: Math.round(starfallTheoreticalRtp() * 10_000),
      demo: true,
      jackpot: false,
      releasedAt: '2026-10-01',
    };
  },
  thumbnail: () => thumbnail('starfall-sevens'),
  client: fileURLToPath(new URL('../client/starfall-page.ts', import.meta.url)),
  replayParams: { bet: 25 },
  replay: ({ rng, params }) => {
    const round = playStarfall(rng);
    const lineBet = Number(params['bet'] ?? 25) / STARFALL_LINES;
    const out = [
      `${describeStarfall(round)}: pays ${round.pay} line bets = ${round.pay * lineBet} credits`,
    ];
    round.spins.forEach((spin, index) => {
      out.push(
        `${spin.free ? `Free spin ${index}` : 'Spin'}: stops ${spin.stops.join('-')}, pay ${spin.pay}`,
      );
      for (let row = 0; row < 3; row++)
        out.push(`  ${spin.grid.map((reel) => (reel[row] ?? '').padEnd(8)).join(' ')}`);
      for (const win of spin.lineWins)
        out.push(`  line ${win.line}: ${win.count} × ${win.symbol} pays ${win.pay}`);
      if (spin.scatters >= 3)
        out.push(`  ${spin.scatters} comets: +${spin.freeSpinsAwarded} free spins`);
    });
    return out;
  },
  prepare(body, { credit }) {
    const bet = betOf(body, BETS);
    if (bet === null) return { error: 'Choose one of the offered bets.' };
    const lineBet = bet / STARFALL_LINES;
    return {
      stake: bet * credit,
      params: { bet },
      play(rng) {
        const round = playStarfall(rng);
        return {
          payout: round.pay * lineBet * credit,
          detail: describeStarfall(round),
          outcome: round,
        };
      },
    };
  },
};
