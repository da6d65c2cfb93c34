import { namesOf } from '../../i18n/page-text.ts';
import { fileURLToPath } from 'node:url';
import { thumbnail } from '../art/thumbnails.ts';
import { creditValue } from '../credits.ts';
import {
  DRAGON_BETS,
  DRAGON_LINES,
  DRAGON_MAX_BET,
  dragonTheoreticalRtp,
  playDragonVault,
  type DragonSpin,
} from '../math/dragon-vault.ts';
import { betOf, type NovaGame } from './nova-game.ts';

/** `jackpot` null on the verify page: the pool's size then is in the round's record, not its seeds. */
export function describeDragon(spin: DragonSpin, jackpot: number | null): string {
  const won = jackpot === null ? ', JACKPOT' : `, JACKPOT ${jackpot} credits`;
  const vault = spin.jackpot ? won : spin.vaultOpen ? ', vault opened' : '';
  return `Reels ${spin.stops.join('-')} — ${spin.lineWins.length} lines${vault}`;
}

export const dragonGame: NovaGame = {
  code: 'dragon-vault',
  bets: DRAGON_BETS,
  catalogue: (currency) => {
    const credit = creditValue(currency);
    return {
      names: namesOf('game.dragon-vault'),
      category: 'RNG',
      subCategory: 'JACKPOT',
      minBet: DRAGON_BETS[0] * credit,
      maxBet: DRAGON_MAX_BET * credit,
      lines: DRAGON_LINES,
      rtpBp: Math.round(dragonTheoreticalRtp() * 10_000),
      demo: true,
      jackpot: true,
      releasedAt: '2026-11-10',
    };
  },
  thumbnail: () => thumbnail('dragon-vault'),
  client: fileURLToPath(new URL('../client/dragon-page.ts', import.meta.url)),
  replayParams: { bet: 100 },
  replay: ({ rng, params }) => {
    const bet = Number(params['bet'] ?? 100);
    const spin = playDragonVault(rng, bet);
    const out = [
      `${describeDragon(spin, null)}: lines pay ${spin.pay} line bets = ${(spin.pay * bet) / DRAGON_LINES} credits`,
    ];
    for (let row = 0; row < 3; row++)
      out.push(`  ${spin.grid.map((reel) => (reel[row] ?? '').padEnd(8)).join(' ')}`);
    for (const win of spin.lineWins)
      out.push(`  line ${win.line}: ${win.count} × ${win.symbol} pays ${win.pay}`);
    if (spin.vaultRoll !== null) {
      out.push(
        `  vault roll ${spin.vaultRoll.toFixed(6)} ${spin.jackpot ? '<' : '≥'} bet / max bet ${(bet / DRAGON_MAX_BET).toFixed(6)}: ${spin.jackpot ? 'the pool is won' : 'no jackpot'}`,
      );
    }
    return out;
  },
  prepare(body, { credit, pool }) {
    const bet = betOf(body, DRAGON_BETS);
    if (bet === null) return { error: 'Choose one of the offered bets.' };
    return {
      stake: bet * credit,
      params: { bet },
      play(rng) {
        pool.feed(bet);
        const spin = playDragonVault(rng, bet);
        const jackpot = spin.jackpot ? pool.win() : 0;
        const lines = (spin.pay * bet) / DRAGON_LINES;
        return {
          payout: (lines + jackpot) * credit,
          detail: describeDragon(spin, jackpot),
          outcome: { ...spin, jackpotWin: jackpot, pool: Math.floor(pool.value) },
        };
      },
    };
  },
};
