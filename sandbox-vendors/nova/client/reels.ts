import { el } from '../../kit/client/frame.ts';
import { symbolSvg } from '../art/symbols.ts';

/**
 * A reel machine in the DOM: each reel is a strip of symbol cells that a CSS transition slides
 * down to the drawn stop (reels stop one after the other), and an SVG overlay draws the
 * winning paylines over the grid. The outcome comes from the server; this only shows it.
 */

export interface ShownWin {
  line: number;
  count: number;
}

export interface ReelMachine {
  element: HTMLElement;
  spin(grid: string[][]): Promise<void>;
  showWins(wins: ShownWin[], scatter?: string): void;
  clear(): void;
}

const SVG_NS = 'http://www.w3.org/2000/svg';
const FILLER = 14;
const LINE_COLOURS = ['#ffd23f', '#ff4d6d', '#3bceac', '#7b2cbf', '#3a86ff', '#ff9f1c', '#f15bb5'];

function cell(symbol: string): HTMLElement {
  const node = el('div', 'reel-cell');
  node.dataset['symbol'] = symbol;
  // Our own SVG text (art/symbols.ts), never player input.
  node.innerHTML = symbolSvg(symbol);
  return node;
}

export function reelMachine(
  symbols: readonly string[],
  lines: readonly (readonly number[])[],
  initial: string[][],
): ReelMachine {
  const reels = initial.length;
  const rows = initial[0]?.length ?? 3;
  const strips: HTMLElement[] = [];
  let current = initial.map((column) => [...column]);
  const columns = initial.map((column) => {
    const strip = el('div', 'reel-strip', ...column.map(cell));
    strips.push(strip);
    return el('div', 'reel', strip);
  });
  const overlay = document.createElementNS(SVG_NS, 'svg');
  overlay.setAttribute('viewBox', `0 0 ${reels * 100} ${rows * 100}`);
  overlay.setAttribute('preserveAspectRatio', 'none');
  overlay.classList.add('reel-lines');
  const element = el('div', 'reel-machine', ...columns);
  // Reel 1 stays at the left in Urdu too: lines are read from it.
  element.dir = 'ltr';
  element.append(overlay);

  const cellsAt = (reel: number): HTMLElement[] =>
    [...(strips[reel]?.children ?? [])].slice(0, rows) as HTMLElement[];

  const clear = (): void => {
    overlay.replaceChildren();
    element.querySelectorAll('.hit').forEach((node) => node.classList.remove('hit'));
  };

  const spin = async (grid: string[][]): Promise<void> => {
    clear();
    const done = grid.map((column, reel) => {
      const strip = strips[reel];
      if (!strip) return Promise.resolve();
      const filler = Array.from(
        { length: FILLER },
        () => symbols[Math.floor(Math.random() * symbols.length)] ?? '',
      );
      const sequence = [...column, ...filler, ...(current[reel] ?? [])];
      strip.replaceChildren(...sequence.map(cell));
      strip.classList.remove('spinning');
      strip.style.transform = `translateY(calc(${-(sequence.length - rows)} * var(--cell)))`;
      // Force the start position before the transition to the drawn stop begins.
      void strip.offsetHeight;
      strip.style.transitionDuration = `${700 + reel * 220}ms`;
      strip.classList.add('spinning');
      strip.style.transform = 'translateY(0)';
      return new Promise<void>((resolve) => {
        const finish = (): void => {
          strip.classList.remove('spinning');
          strip.replaceChildren(...column.map(cell));
          resolve();
        };
        strip.addEventListener('transitionend', finish, { once: true });
        // A hidden tab runs no transitions: stop anyway.
        setTimeout(finish, 1_400 + reel * 220);
      });
    });
    await Promise.all(done);
    current = grid.map((column) => [...column]);
  };

  const showWins = (wins: ShownWin[], scatter?: string): void => {
    clear();
    wins.forEach((win, index) => {
      const rowsOfLine = lines[win.line - 1];
      if (!rowsOfLine) return;
      const points = rowsOfLine
        .map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`)
        .join(' ');
      const line = document.createElementNS(SVG_NS, 'polyline');
      line.setAttribute('points', points);
      line.setAttribute('stroke', LINE_COLOURS[index % LINE_COLOURS.length] ?? '#fff');
      line.classList.add('reel-line');
      overlay.append(line);
      for (let reel = 0; reel < win.count; reel++)
        cellsAt(reel)[rowsOfLine[reel] ?? 0]?.classList.add('hit');
    });
    if (scatter) {
      for (let reel = 0; reel < reels; reel++) {
        for (const node of cellsAt(reel))
          if (node.dataset['symbol'] === scatter) node.classList.add('hit');
      }
    }
  };

  return { element, spin, showWins, clear };
}
