import { namesOf } from '../../i18n/page-text.ts';
import { fileURLToPath } from 'node:url';
import { thumbnail } from '../art/thumbnails.ts';
import { creditValue } from '../credits.ts';
import { drawScratchCard, scratchTheoreticalRtp, type ScratchCard } from '../math/lucky-scratch.ts';
import { betOf, type NovaGame } from './nova-game.ts';

/** Ticket prices in credits. */
const BETS = [10, 20, 50, 100, 200, 500, 1_000] as const;

export function describeScratch(card: ScratchCard): string {
  return `Card ${card.cells.join(' ')} — ${card.winner ? `3 × ${card.winner} wins ${card.prize}×` : 'no match'}`;
}

export const scratchGame: NovaGame = {
  code: 'lucky-scratch',
  bets: BETS,
  catalogue: (currency) => {
    const credit = creditValue(currency);
    return {
      names: namesOf('game.lucky-scratch'),
      category: 'RNG',
      subCategory: 'SCRATCH_CARDS',
      minBet: BETS[0] * credit,
      maxBet: BETS[6] * credit,
      lines: 1,
      rtpBp: Math.round(scratchTheoreticalRtp().mean * 10_000),
      demo: true,
      jackpot: false,
      releasedAt: '2026-09-15',
    };
  },
  thumbnail: () => thumbnail('lucky-scratch'),
  client: fileURLToPath(new URL('../client/scratch-page.ts', import.meta.url)),
  replayParams: { bet: 10 },
  replay: ({ rng, params }) => {
    const card = drawScratchCard(rng);
    const bet = Number(params['bet'] ?? 10);
    const rows = [0, 3, 6].map(
      (i) =>
        `  ${card.cells
          .slice(i, i + 3)
          .map((cell) => cell.padEnd(8))
          .join(' ')}`,
    );
    return [`${describeScratch(card)}: pays ${card.prize * bet} credits`, ...rows];
  },
  prepare(body, { credit }) {
    const bet = betOf(body, BETS);
    if (bet === null) return { error: 'Choose one of the offered tickets.' };
    return {
      stake: bet * credit,
      params: { bet },
      play(rng) {
        const card = drawScratchCard(rng);
        return { payout: card.prize * bet * credit, detail: describeScratch(card), outcome: card };
      },
    };
  },
};
