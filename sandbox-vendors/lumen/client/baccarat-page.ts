import './lumen.css';
import './baccarat.css';
import { el, pageFacts, wireBackButton } from '../../kit/client/frame.ts';
import { cardBackArt, cardFaceArt } from '../art/card-art.ts';
import type { Card } from '../math/baccarat.ts';
import type { BaccaratOutcome } from '../tables/table-games.ts';
import { wordsFor } from './i18n.ts';
import { connectTable } from './table-client.ts';
import { createShell, money, svg } from './table-ui.ts';
import type { BaccaratView } from './view-types.ts';

/**
 * Jade Baccarat's page: the player and banker boxes where the cards of the pushed coup are
 * turned one by one in dealing order, the betting spots, and the bead road of the last coups.
 */

const facts = pageFacts();
const words = wordsFor(facts.lang);
wireBackButton(facts);

const link = connectTable<BaccaratOutcome>(facts, (view) => draw(view as BaccaratView));
const shell = createShell(facts, words, words.game('jade-baccarat'), 'baccarat', link, () => {
  const latest = link.latest();
  if (latest) draw(latest.view as BaccaratView);
});
document.getElementById('game')?.append(shell.root);
shell.status.textContent = words.connecting;

const CARD_W = 70;
function cardNode(card: Card | null, id: string): HTMLElement {
  const face = svg('svg', { viewBox: `0 0 ${CARD_W} ${CARD_W * 1.4}`, class: 'card-face' });
  face.innerHTML = card ? cardFaceArt(card.rank, card.suit, CARD_W) : '';
  const back = svg('svg', { viewBox: `0 0 ${CARD_W} ${CARD_W * 1.4}`, class: 'card-back' });
  back.innerHTML = cardBackArt(CARD_W, `cb-${id}`);
  return el('div', 'card', back as unknown as Node, face as unknown as Node);
}

function side(name: string, className: string) {
  const total = el('b', 'hand-total', '');
  const cards = el('div', 'cards');
  const box = el(
    'div',
    `hand ${className}`,
    el('div', 'hand-head', el('span', '', name), total),
    cards,
  );
  return { box, total, cards };
}
const player = side(words.player, 'player');
const banker = side(words.banker, 'banker');
shell.stage.prepend(el('div', 'hands', player.box, banker.box));

// Dealing order P1, B1, P2, B2, then the player's and the banker's third cards.
let shownRound = '';
let dealTimers: number[] = [];
function deal(outcome: BaccaratOutcome | null, roundId: string, animated: boolean): void {
  dealTimers.forEach((timer) => window.clearTimeout(timer));
  dealTimers = [];
  shownRound = roundId;
  const order: ['player' | 'banker', number][] = [
    ['player', 0],
    ['banker', 0],
    ['player', 1],
    ['banker', 1],
  ];
  if (outcome) {
    if (outcome.player[2]) order.push(['player', 2]);
    if (outcome.banker[2]) order.push(['banker', 2]);
  }
  player.cards.replaceChildren();
  banker.cards.replaceChildren();
  player.total.textContent = '';
  banker.total.textContent = '';
  player.box.classList.remove('winner');
  banker.box.classList.remove('winner');
  const turned = { player: [] as Card[], banker: [] as Card[] };
  order.forEach(([who, i], step) => {
    const card = outcome ? (outcome[who][i] ?? null) : null;
    const node = cardNode(card, `${roundId}-${who}-${i}`);
    if (i === 2) node.classList.add('third');
    (who === 'player' ? player : banker).cards.append(node);
    if (!card) return;
    const turn = (): void => {
      node.classList.add('turned');
      turned[who].push(card);
      const box = who === 'player' ? player : banker;
      box.total.textContent = String(
        turned[who].reduce((sum, c) => sum + (c.rank >= 10 ? 0 : c.rank), 0) % 10,
      );
      if (step === order.length - 1) crown(outcome);
    };
    if (animated) dealTimers.push(window.setTimeout(turn, 350 + step * 650));
    else turn();
  });
}

let crowned = '';
function crown(outcome: BaccaratOutcome | null): void {
  if (!outcome) return;
  crowned = shownRound;
  const latest = link.latest();
  if (latest) draw(latest.view as BaccaratView);
  player.box.classList.toggle('winner', outcome.winner === 'player');
  banker.box.classList.toggle('winner', outcome.winner === 'banker');
  for (const [id, button] of spots) button.classList.toggle('win', spotWins(id, outcome));
}

const spots = new Map<string, HTMLButtonElement>();
function spot(id: string, label: string, odds: string, className: string): HTMLButtonElement {
  const button = el(
    'button',
    `spot bspot ${className}`,
    el('span', 'label', label),
    el('small', 'odds', odds),
  );
  button.dataset['spot'] = id;
  button.addEventListener('click', () => {
    const view = link.latest()?.view;
    if (!view || view.phase !== 'BETTING') return shell.toast(words.closed);
    link.pending.set(id, (link.pending.get(id) ?? 0) + shell.chip());
    draw(view as BaccaratView);
  });
  spots.set(id, button);
  return button;
}
shell.layout.append(
  el(
    'div',
    'bgrid',
    spot('playerPair', words.playerPair, '11:1', 'pair player'),
    spot('tie', words.tie, '8:1', 'tie'),
    spot('bankerPair', words.bankerPair, '11:1', 'pair banker'),
    spot('player', words.player, '1:1', 'main player'),
    spot('banker', words.banker, '0.95:1', 'main banker'),
  ),
);

function resultText(outcome: BaccaratOutcome): string {
  if (outcome.winner === 'tie') return `${words.tie} ${outcome.playerTotal}:${outcome.bankerTotal}`;
  const name = outcome.winner === 'player' ? words.player : words.banker;
  return `${name} ${Math.max(outcome.playerTotal, outcome.bankerTotal)} ✓`;
}

function spotWins(id: string, outcome: BaccaratOutcome): boolean {
  if (id === 'playerPair') return outcome.playerPair;
  if (id === 'bankerPair') return outcome.bankerPair;
  return outcome.winner === id;
}

function draw(view: BaccaratView): void {
  shell.update(view);
  const outcome = view.round.outcome;
  shell.status.textContent = view.phase === 'BETTING' ? words.placeBets : words.dealing;
  if (view.phase === 'DRAWING' && shownRound !== `${view.round.id}-backs`)
    deal(null, `${view.round.id}-backs`, false);
  if (view.phase === 'RESULT' && outcome && shownRound !== view.round.id) {
    deal(outcome, view.round.id, view.msLeft > 3_000);
  }
  if (view.phase === 'BETTING' && shownRound !== '' && !shownRound.startsWith(view.round.id)) {
    for (const button of spots.values()) button.classList.remove('win');
  }
  const payout = view.seat?.payout ?? null;
  // The verdict waits until the last card is turned, as at a real table.
  const revealed = view.phase === 'RESULT' && crowned === view.round.id;
  shell.status.textContent = revealed && outcome ? resultText(outcome) : shell.status.textContent;
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
      button.append(
        el(
          'span',
          `stake${pending ? ' pending' : ''}`,
          money(view, confirmed + pending).split(' ')[0] ?? '',
        ),
      );
    }
  }
  drawRoad(view);
}

/** The bead road: oldest first, six to a column, B red, P blue, T green, a dot for a pair. */
function drawRoad(view: BaccaratView): void {
  const counts = { B: 0, P: 0, T: 0 };
  const beads = [...view.history].reverse().map((entry) => {
    const label = entry.label as 'B' | 'P' | 'T';
    counts[label] += 1;
    // A first letter would cut Thai or Burmese mid-syllable: each language has its own mark.
    const bead = el('span', `bead ${label}`, words[`bead${label}`]);
    bead.title = label === 'B' ? words.banker : label === 'P' ? words.player : words.tie;
    if (entry.outcome.playerPair) bead.append(el('i', 'pp'));
    if (entry.outcome.bankerPair) bead.append(el('i', 'bp'));
    return bead;
  });
  const cells = [...beads];
  while (cells.length < 60) cells.push(el('span', 'bead empty'));
  const stats = el(
    'div',
    'road-stats',
    el('span', 'bead B', words.beadB),
    ` ${words.banker}`,
    ` ${counts.B}  `,
    el('span', 'bead P', words.beadP),
    ` ${words.player}`,
    ` ${counts.P}  `,
    el('span', 'bead T', words.beadT),
    ` ${words.tie}`,
    ` ${counts.T}`,
  );
  shell.road.replaceChildren(el('div', 'bead-road', ...cells), stats);
}
