import './nova.css';
import { el } from '../../kit/client/frame.ts';
import { w } from './labels.ts';
import { LINES_25 } from '../math/paylines.ts';
import { pause, startShell } from './nova-shell.ts';
import { reelMachine } from './reels.ts';

/** Dragon Vault's page: the reels, the ticking jackpot meter and the vault opening. */

interface Spin {
  grid: string[][];
  lineWins: { line: number; count: number }[];
  vaultOpen: boolean;
  vaultRoll: number | null;
  jackpot: boolean;
  jackpotWin: number;
  pool: number;
}

const SYMBOLS = ['DRAGON', 'INGOT', 'PEARL', 'LANTERN', 'FAN', 'COIN', 'FLAME', 'VAULT'];
const START = [
  ['COIN', 'DRAGON', 'FAN'],
  ['PEARL', 'FLAME', 'LANTERN'],
  ['INGOT', 'VAULT', 'COIN'],
  ['FAN', 'DRAGON', 'PEARL'],
  ['LANTERN', 'INGOT', 'COIN'],
];

const machine = reelMachine(SYMBOLS, LINES_25.slice(0, 10), START);
const meterValue = el('output', 'jp-value');
const meter = el('div', 'jp-meter', el('span', 'jp-label', w('nova.dragonJackpot')), meterValue);
const stage = el('div', 'slot-cabinet dragon', machine.element);
/** The pool (credits) as last told by the server, and when. */
let pool = 0;
let poolAt = Date.now();

void startShell({
  title: w('game.dragon-vault'),
  stage,
  banner: meter,
  actionLabel: w('spin'),
  async act(shell) {
    const played = await shell.play<Spin>('spin');
    if (!played) return false;
    const spin = played.outcome;
    await machine.spin(spin.grid);
    machine.showWins(spin.lineWins, spin.vaultOpen ? 'VAULT' : undefined);
    pool = spin.pool;
    poolAt = Date.now();
    if (spin.vaultOpen) {
      shell.message(
        w(spin.jackpot ? 'nova.vaultOpens' : 'nova.vaultRumbles'),
        spin.jackpot ? 'win' : 'info',
      );
      await pause(1_500);
    }
    shell.setBalance(played.balance);
    if (spin.jackpot)
      shell.message(w('nova.jackpotWin', { amount: shell.money(played.payout) }), 'win');
    else
      shell.message(
        played.payout > 0
          ? w('youWin', { amount: shell.money(played.payout) })
          : w('nova.spinAgain'),
        played.payout > 0 ? 'win' : 'info',
      );
    return !spin.jackpot;
  },
}).then((shell) => {
  pool = shell.info.pool ?? 0;
  poolAt = Date.now();
  // Between rounds the pool grows by the network's feed; each round's answer tells it anew.
  setInterval(() => {
    const value = pool + ((Date.now() - poolAt) / 1_000) * shell.info.poolPerSecond;
    meterValue.textContent = shell.money(Math.floor(value) * shell.info.credit);
  }, 100);
});
