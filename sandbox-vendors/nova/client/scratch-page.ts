import './nova.css';
import { el } from '../../kit/client/frame.ts';
import { w } from './labels.ts';
import { symbolSvg } from '../art/symbols.ts';
import { startShell } from './nova-shell.ts';

/**
 * Lucky Scratch's page: buying a ticket plays the round (the card is drawn on the server from
 * the committed seeds), then the player scratches the foil off, cell by cell (drag or tap), or
 * reveals all; three alike win.
 */

interface Card {
  cells: string[];
  winner: string | null;
  prize: number;
}

const PRIZES: [string, number][] = [
  ['CROWN', 500],
  ['DIAMOND', 100],
  ['BELL', 50],
  ['SEVEN', 20],
  ['CLOVER', 10],
  ['CHERRY', 5],
  ['LEMON', 2],
  ['COIN', 1],
];

const cells = Array.from({ length: 9 }, () => {
  const foil = el('div', 'sc-foil', '?');
  const face = el('div', 'sc-face');
  return { node: el('div', 'sc-cell', face, foil), face, foil };
});
const grid = el('div', 'sc-grid', ...cells.map((cell) => cell.node));
const revealAll = el('button', 'sc-reveal', w('nova.revealAll'));
revealAll.type = 'button';
revealAll.disabled = true;
const legend = el(
  'ul',
  'sc-legend',
  ...PRIZES.map(([symbol, prize]) => {
    const icon = el('span', 'sc-legend-icon');
    icon.innerHTML = symbolSvg(symbol);
    return el('li', '', icon, `×3 = ${prize}×`);
  }),
);
const stage = el(
  'div',
  'scratch-card',
  el('h2', 'sc-title', w('nova.matchThree')),
  grid,
  revealAll,
  legend,
);

let pending: (() => void) | null = null;
const revealed = new Set<number>();
const reveal = (index: number): void => {
  if (!pending || revealed.has(index)) return;
  revealed.add(index);
  cells[index]?.node.classList.add('open');
  if (revealed.size === 9) {
    const done = pending;
    pending = null;
    done();
  }
};
cells.forEach((cell, index) => {
  cell.node.addEventListener('pointerdown', () => reveal(index));
  cell.node.addEventListener('pointerenter', (event) => {
    if (event.buttons > 0) reveal(index);
  });
});
revealAll.addEventListener('click', () => {
  for (let i = 0; i < 9; i++) reveal(i);
});

void startShell({
  title: w('game.lucky-scratch'),
  stage,
  actionLabel: w('nova.buyTicket'),
  async act(shell) {
    const played = await shell.play<Card>('scratch');
    if (!played) return false;
    const card = played.outcome;
    revealed.clear();
    cells.forEach((cell, index) => {
      const symbol = card.cells[index] ?? '';
      cell.node.classList.remove('open', 'hit');
      cell.face.innerHTML = symbolSvg(symbol);
      if (symbol === card.winner) cell.node.classList.add('winner');
      else cell.node.classList.remove('winner');
    });
    shell.message(w('nova.scratchHint'));
    revealAll.disabled = false;
    await new Promise<void>((resolve) => {
      pending = resolve;
    });
    revealAll.disabled = true;
    cells.forEach((cell, index) => {
      if (card.cells[index] === card.winner) cell.node.classList.add('hit');
    });
    shell.setBalance(played.balance);
    shell.message(
      card.winner
        ? w('nova.scratchWin', { amount: shell.money(played.payout) })
        : w('nova.noMatch'),
      card.winner ? 'win' : 'info',
    );
    return true;
  },
});
