import './nova.css';
import { el } from '../../kit/client/frame.ts';
import { w } from './labels.ts';
import { LINES_25 } from '../math/paylines.ts';
import { pause, startShell } from './nova-shell.ts';
import { reelMachine } from './reels.ts';

/** Starfall Sevens' page: the reels, paylines on a win, and the free-spins counter. */

interface Spin {
  grid: string[][];
  lineWins: { line: number; count: number; symbol: string; pay: number }[];
  scatters: number;
  pay: number;
  freeSpinsAwarded: number;
  free: boolean;
}
interface Round {
  spins: Spin[];
  pay: number;
  freeSpins: number;
}

const SYMBOLS = ['SEVEN', 'CROWN', 'DIAMOND', 'RUBY', 'EMERALD', 'PLUM', 'CHERRY', 'WILD', 'COMET'];
const START = [
  ['CHERRY', 'SEVEN', 'PLUM'],
  ['RUBY', 'WILD', 'EMERALD'],
  ['CROWN', 'SEVEN', 'DIAMOND'],
  ['PLUM', 'COMET', 'CHERRY'],
  ['EMERALD', 'SEVEN', 'RUBY'],
];

const machine = reelMachine(SYMBOLS, LINES_25, START);
const freeCounter = el('div', 'nv-free', '');
freeCounter.hidden = true;
const stage = el('div', 'slot-cabinet starfall', machine.element, freeCounter);

void startShell({
  title: w('game.starfall-sevens'),
  stage,
  actionLabel: w('spin'),
  async act(shell) {
    shell.message(w('nova.goodLuck'));
    const played = await shell.play<Round>('spin');
    if (!played) return false;
    const lineBet = shell.bet() / 25;
    const round = played.outcome;
    let total = 0;
    for (const [index, spin] of round.spins.entries()) {
      if (spin.free) {
        freeCounter.hidden = false;
        freeCounter.textContent = w('nova.freeSpin', { index, total: round.freeSpins });
      }
      await machine.spin(spin.grid);
      total += spin.pay;
      const comets = spin.scatters >= 3 ? 'COMET' : undefined;
      machine.showWins(spin.lineWins, comets);
      if (spin.freeSpinsAwarded > 0) {
        shell.message(
          w('nova.comets', { count: spin.scatters, spins: spin.freeSpinsAwarded }),
          'win',
        );
        await pause(1_400);
      } else if (spin.pay > 0) {
        shell.message(
          w('youWin', { amount: shell.money(total * lineBet * shell.info.credit) }),
          'win',
        );
        await pause(spin.free ? 700 : 400);
      }
    }
    freeCounter.hidden = true;
    shell.setBalance(played.balance);
    shell.message(
      played.payout > 0 ? w('youWin', { amount: shell.money(played.payout) }) : w('nova.noWinSpin'),
      played.payout > 0 ? 'win' : 'info',
    );
    return round.freeSpins === 0;
  },
});
