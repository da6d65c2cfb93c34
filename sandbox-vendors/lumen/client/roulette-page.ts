import './lumen.css';
import './roulette.css';
import { el, pageFacts, wireBackButton } from '../../kit/client/frame.ts';
import { wheelArt } from '../art/wheel-art.ts';
import { pocketColour, WHEEL_ORDER } from '../math/roulette-wheel.ts';
import type { RouletteOutcome } from '../tables/table-games.ts';
import { wordsFor } from './i18n.ts';
import { connectTable } from './table-client.ts';
import { createShell, money, svg } from './table-ui.ts';
import type { RouletteView } from './view-types.ts';

/**
 * Velvet Roulette's page: the wheel (our SVG) that idles while bets are open, spins through
 * the draw and lands on the pushed result; the betting layout; the road of the last results.
 */

const facts = pageFacts();
const words = wordsFor(facts.lang);
wireBackButton(facts);

const link = connectTable<RouletteOutcome>(facts, (view) => draw(view as RouletteView));
const shell = createShell(facts, words, words.game('velvet-roulette'), 'roulette', link, () => {
  const latest = link.latest();
  if (latest) draw(latest.view as RouletteView);
});
document.getElementById('game')?.append(shell.root);
shell.status.textContent = words.connecting;

// The wheel: a rotating disc, a ball on its own orbit, a gold pointer at the top.
const R = 190;
const wheel = svg('g');
wheel.innerHTML = wheelArt({ radius: R, numbers: true, idPrefix: 'vw' });
const ball = svg('circle', { cx: 0, cy: -R * 0.9, r: 7, class: 'ball' });
const ballOrbit = svg('g');
ballOrbit.append(ball);
const pointer = svg('path', {
  d: `M-10 ${-R - 14} L10 ${-R - 14} L0 ${-R + 4}Z`,
  class: 'pointer',
});
const plaque = svg('g', { class: 'plaque' });
const wheelSvg = svg('svg', {
  viewBox: `${-R - 20} ${-R - 20} ${2 * R + 40} ${2 * R + 40}`,
  class: 'wheel',
});
wheelSvg.append(wheel, ballOrbit, pointer, plaque);
shell.stage.prepend(wheelSvg as unknown as Node);

const STEP = 360 / 37;
let wheelAngle = 0;
let ballAngle = 0;
let landing: {
  from: [number, number];
  to: [number, number];
  start: number;
  roundId: string;
} | null = null;
let landedRound = '';
let last = performance.now();

function animate(now: number): void {
  const dt = Math.min(0.1, (now - last) / 1_000);
  last = now;
  const phase = link.latest()?.view.phase ?? 'BETTING';
  if (landing) {
    const t = Math.min(1, (now - landing.start) / 3_800);
    const ease = 1 - (1 - t) ** 3;
    wheelAngle = landing.from[0] + (landing.to[0] - landing.from[0]) * ease;
    ballAngle = landing.from[1] + (landing.to[1] - landing.from[1]) * ease;
    ball.setAttribute('cy', String(-R * (0.9 - 0.18 * ease)));
    if (t === 1) {
      landing = null;
      showPlaque();
      const latest = link.latest();
      if (latest) draw(latest.view as RouletteView);
    }
  } else if (phase === 'DRAWING') {
    wheelAngle += 70 * dt;
    ballAngle -= 320 * dt;
  } else if (phase === 'BETTING') {
    wheelAngle += 8 * dt;
    ballAngle += 8 * dt;
  }
  wheel.setAttribute('transform', `rotate(${wheelAngle.toFixed(2)})`);
  ballOrbit.setAttribute('transform', `rotate(${ballAngle.toFixed(2)})`);
  requestAnimationFrame(animate);
}
requestAnimationFrame(animate);

function land(outcome: RouletteOutcome, roundId: string, animated: boolean): void {
  const index = WHEEL_ORDER.indexOf(outcome.pocket);
  // The pocket ends under the pointer: wheel angle ≡ -index·step, after at least one more turn.
  const target = -index * STEP;
  const turn = (((target - wheelAngle) % 360) + 360) % 360;
  const wheelTo = wheelAngle + 360 + turn;
  const ballTo = ballAngle - 720 - (((ballAngle % 360) + 360) % 360);
  landedRound = roundId;
  if (!animated) {
    wheelAngle = wheelTo;
    ballAngle = ballTo;
    ball.setAttribute('cy', String(-R * 0.72));
    showPlaque();
    return;
  }
  landing = {
    from: [wheelAngle, ballAngle],
    to: [wheelTo, ballTo],
    start: performance.now(),
    roundId,
  };
}

function showPlaque(): void {
  const outcome = link.latest()?.view.round.outcome as RouletteOutcome | null | undefined;
  plaque.replaceChildren();
  if (!outcome) return;
  const disc = svg('circle', { r: 46, class: `plaque-disc ${outcome.colour}` });
  const text = svg('text', { y: 16, 'text-anchor': 'middle', class: 'plaque-text' });
  text.textContent = String(outcome.pocket);
  plaque.append(disc, text);
}

// The betting layout: zero, three rows of twelve, columns, dozens and the even chances.
const spots = new Map<string, HTMLButtonElement>();
function spot(id: string, label: string, className: string): HTMLButtonElement {
  const button = el('button', `spot ${className}`, el('span', 'label', label));
  button.dataset['spot'] = id;
  button.addEventListener('click', () => {
    const view = link.latest()?.view;
    if (!view || view.phase !== 'BETTING') return shell.toast(words.closed);
    link.pending.set(id, (link.pending.get(id) ?? 0) + shell.chip());
    draw(view as RouletteView);
  });
  spots.set(id, button);
  return button;
}
// The felt keeps its standard left-to-right layout in every language (0 at the left).
const grid = el('div', 'grid');
grid.dir = 'ltr';
grid.append(spot('straight:0', '0', 'zero green'));
for (let row = 0; row < 3; row++) {
  for (let col = 0; col < 12; col++) {
    const n = col * 3 + (3 - row);
    grid.append(spot(`straight:${n}`, String(n), `num ${pocketColour(n)} r${row}`));
  }
  grid.append(spot(`column:${3 - row}`, '2:1', 'column'));
}
// Dozens as ranges: the same in every language, unlike "1st 12".
['1–12', '13–24', '25–36'].forEach((label, i) =>
  grid.append(spot(`dozen:${i + 1}`, label, 'dozen')),
);
const outside: [string, string][] = [
  ['low', '1–18'],
  ['even', words.even],
  ['red', '◆'],
  ['black', '◆'],
  ['odd', words.odd],
  ['high', '19–36'],
];
for (const [id, label] of outside) grid.append(spot(id, label, `outside ${id}`));
shell.layout.append(grid);

function draw(view: RouletteView): void {
  shell.update(view);
  const outcome = view.round.outcome;
  if (view.phase === 'RESULT' && outcome && landedRound !== view.round.id) {
    land(outcome, view.round.id, (link.latest()?.view.msLeft ?? 0) > 2_500);
  }
  // The verdict waits for the ball to settle, as at a real table.
  const revealed = view.phase === 'RESULT' && landedRound === view.round.id && landing === null;
  shell.status.textContent =
    view.phase === 'BETTING'
      ? words.placeBets
      : revealed && outcome
        ? `${words.result}: ${outcome.pocket}`
        : words.spinning;
  if (view.phase === 'BETTING') plaque.replaceChildren();
  const payout = view.seat?.payout ?? null;
  shell.banner.textContent =
    revealed && payout !== null
      ? payout > 0
        ? words.youWin(money(view, payout))
        : words.noWin
      : '';
  shell.banner.className = `banner${revealed && payout ? ' win' : ''}`;
  for (const [id, button] of spots) {
    const confirmed = view.seat?.bets[id] ?? 0;
    const pending = link.pending.get(id) ?? 0;
    button.querySelector('.stake')?.remove();
    if (confirmed + pending > 0) {
      const stake = el(
        'span',
        `stake${pending ? ' pending' : ''}`,
        money(view, confirmed + pending).split(' ')[0] ?? '',
      );
      button.append(stake);
    }
    const wins = revealed && outcome !== null && spotWins(id, outcome.pocket);
    button.classList.toggle('win', wins);
  }
  drawRoad(view);
}

function spotWins(id: string, pocket: number): boolean {
  const [kind, nText] = id.split(':');
  const n = Number(nText);
  if (kind === 'straight') return n === pocket;
  if (pocket === 0) return false;
  if (kind === 'dozen') return Math.ceil(pocket / 12) === n;
  if (kind === 'column') return ((pocket - 1) % 3) + 1 === n;
  const colour = pocketColour(pocket);
  return (
    {
      red: colour === 'red',
      black: colour === 'black',
      odd: pocket % 2 === 1,
      even: pocket % 2 === 0,
      low: pocket <= 18,
      high: pocket >= 19,
    }[kind ?? ''] ?? false
  );
}

function drawRoad(view: RouletteView): void {
  const counts = { red: 0, black: 0, green: 0 };
  const balls = view.history.map((entry, i) => {
    counts[entry.outcome.colour] += 1;
    return el(
      'span',
      `road-ball ${entry.outcome.colour}${i === 0 ? ' newest' : ''}`,
      String(entry.outcome.pocket),
    );
  });
  const total = Math.max(1, view.history.length);
  const bar = el('div', 'road-bar');
  for (const colour of ['red', 'green', 'black'] as const) {
    const part = el(
      'span',
      `part ${colour}`,
      counts[colour] ? `${Math.round((100 * counts[colour]) / total)}%` : '',
    );
    // CSSOM, not a style attribute: the page's CSP allows the former only.
    part.style.flexGrow = String(counts[colour]);
    bar.append(part);
  }
  shell.road.replaceChildren(el('div', 'road-balls', ...balls), bar);
}
