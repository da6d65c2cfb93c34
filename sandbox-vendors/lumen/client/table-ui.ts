import './controls.css';
import { el, formatMoney, type PageFacts } from '../../kit/client/frame.ts';
import { chipArt } from '../art/card-art.ts';
import type { Words } from './i18n.ts';
import type { TableLink } from './table-client.ts';
import type { ClientView } from './view-types.ts';

/**
 * The parts both table pages share: the top bar, the countdown ring, the chip rack and bet
 * controls, the fairness panel and the toast. DOM and SVG built by hand (no framework), no
 * inline style attributes (the page's CSP refuses them); movement is by attributes and classes.
 */

const SVG = 'http://www.w3.org/2000/svg';

export function svg(tag: string, attrs: Record<string, string | number> = {}): SVGElement {
  const node = document.createElementNS(SVG, tag) as SVGElement;
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, String(value));
  return node;
}

export function money(view: ClientView<unknown> | undefined, minor: number): string {
  if (!view) return String(minor);
  // A left-to-right island (U+2066…2069): "12.50 USD" stays in order inside Urdu text.
  return `\u2066${formatMoney(minor, view.currency.minorUnits, view.currency.code)}\u2069`;
}

/** Short chip labels: 1, 5, 25, 100, 1K, 10K (whole units of the currency). */
export function chipLabel(minor: number, minorUnits: number): string {
  const major = minor / 10 ** minorUnits;
  if (major >= 1_000_000) return `${major / 1_000_000}M`;
  if (major >= 1_000) return `${major / 1_000}K`;
  return String(major);
}

const CHIP_COLOURS = ['#c0182f', '#0f8a4c', '#1d4fbf', '#15151b', '#6b1fa8'];
export const chipColour = (index: number): string =>
  CHIP_COLOURS[index % CHIP_COLOURS.length] ?? '#c0182f';

export function chipSvg(label: string, colour: string, size: number): SVGElement {
  const node = svg('svg', {
    viewBox: '-24 -24 48 48',
    width: size,
    height: size,
    class: 'chip-svg',
  });
  node.innerHTML = chipArt(22, label, colour);
  return node;
}

export interface Shell {
  root: HTMLElement;
  stage: HTMLElement;
  road: HTMLElement;
  layout: HTMLElement;
  status: HTMLElement;
  banner: HTMLElement;
  /** Called with every view: top bar, ring, status, controls. */
  update(view: ClientView<unknown>): void;
  toast(text: string, good?: boolean): void;
  /** Which chip value is picked now. */
  chip(): number;
}

export function createShell<Outcome>(
  facts: PageFacts,
  words: Words,
  title: string,
  kind: string,
  link: TableLink<Outcome>,
  redraw: () => void,
): Shell {
  const tableName = el('span', 'title', title);
  const round = el('span', 'meta');
  const players = el('span', 'meta');
  const limits = el('span', 'meta');
  const top = el(
    'header',
    'topbar',
    el('span', 'brand', 'Lumen ', el('b', '', 'Live')),
    tableName,
    round,
    players,
    limits,
  );

  const ringTrack = svg('circle', { cx: 50, cy: 50, r: 44, class: 'ring-track' });
  const ringBar = svg('circle', {
    cx: 50,
    cy: 50,
    r: 44,
    class: 'ring-bar',
    'stroke-dasharray': '276.5',
    'stroke-dashoffset': '0',
    transform: 'rotate(-90 50 50)',
  });
  const ringText = svg('text', { x: 50, y: 58, class: 'ring-text', 'text-anchor': 'middle' });
  const ring = svg('svg', { viewBox: '0 0 100 100', class: 'ring' });
  ring.append(ringTrack, ringBar, ringText);
  const status = el('div', 'status');
  const banner = el('div', 'banner');
  const stage = el('section', 'stage');
  stage.append(el('div', 'ring-box', ring as unknown as Node), status, banner);
  const road = el('section', 'road');
  const layout = el('section', 'layout');

  const balance = el('b', 'balance');
  const total = el('b', 'total');
  const rack = el('div', 'rack');
  let picked = 0;
  let chips: number[] = [];
  const confirm = el('button', 'btn gold', words.confirm);
  const clear = el('button', 'btn', words.clear);
  const repeat = el('button', 'btn', words.repeat);
  const controls = el(
    'footer',
    'controls',
    el('div', 'wallet', el('span', '', words.balance), balance),
    rack,
    el('div', 'wallet', el('span', '', words.totalBet), total),
    el('div', 'buttons', clear, repeat, confirm),
  );
  const fair = fairnessPanel(facts, words, link);
  const toastBox = el('div', 'toast');
  const root = el('div', `lumen ${kind}`, top, stage, road, layout, controls, fair.node, toastBox);

  let toastTimer = 0;
  const shell: Shell = {
    root,
    stage,
    road,
    layout,
    status,
    banner,
    chip: () => chips[picked] ?? 0,
    toast(text, good = false) {
      toastBox.textContent = text;
      toastBox.className = `toast show${good ? ' good' : ''}`;
      window.clearTimeout(toastTimer);
      toastTimer = window.setTimeout(() => (toastBox.className = 'toast'), 2_600);
    },
    update(view) {
      round.textContent = `${words.round} #${view.round.number}`;
      players.textContent = `${words.players}: ${view.players}`;
      limits.textContent = `${words.limits} \u2066${money(view, view.limits.min)} – ${money(view, view.limits.max)}\u2069`;
      balance.textContent = view.balance === null ? '—' : money(view, view.balance);
      if (view.mode === 'FUN') balance.append(el('small', 'fun', ` ${words.fun}`));
      const pending = [...link.pending.values()].reduce((a, b) => a + b, 0);
      total.textContent = money(view, (view.seat?.stake ?? 0) + pending);
      const open = view.phase === 'BETTING';
      confirm.disabled = !open || link.pending.size === 0;
      clear.disabled = !open || link.pending.size === 0;
      repeat.disabled = !open || Object.keys(link.previous).length === 0 || link.pending.size > 0;
      root.dataset['phase'] = view.phase;
      if (chips.join() !== view.chips.join()) {
        chips = view.chips;
        rack.replaceChildren(
          ...chips.map((value, i) => {
            const button = el('button', `chip${i === picked ? ' picked' : ''}`);
            button.title = money(view, value);
            button.append(
              chipSvg(
                chipLabel(value, view.currency.minorUnits),
                chipColour(i),
                46,
              ) as unknown as Node,
            );
            button.addEventListener('click', () => {
              picked = i;
              rack
                .querySelectorAll('.chip')
                .forEach((node, j) => node.classList.toggle('picked', j === i));
            });
            return button;
          }),
        );
      }
      fair.update(view);
    },
  };

  confirm.addEventListener('click', async () => {
    confirm.disabled = true;
    const problem = await link.confirm();
    shell.toast(problem ?? words.accepted, problem === null);
    redraw();
  });
  clear.addEventListener('click', () => {
    link.pending.clear();
    redraw();
  });
  repeat.addEventListener('click', () => {
    for (const [spot, amount] of Object.entries(link.previous)) link.pending.set(spot, amount);
    redraw();
  });

  /** The ring and the seconds follow the clock between two views. */
  const tick = (): void => {
    const latest = link.latest();
    if (latest) {
      const left = Math.max(0, latest.view.msLeft - (performance.now() - latest.at));
      const share = latest.view.phaseMs > 0 ? left / latest.view.phaseMs : 0;
      ringBar.setAttribute('stroke-dashoffset', String(276.5 * (1 - share)));
      ringBar.setAttribute(
        'class',
        `ring-bar ${latest.view.phase.toLowerCase()}${left < 5_000 && latest.view.phase === 'BETTING' ? ' hurry' : ''}`,
      );
      ringText.textContent = String(Math.ceil(left / 1_000));
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  return shell;
}

function fairnessPanel<Outcome>(facts: PageFacts, words: Words, link: TableLink<Outcome>) {
  const row = (label: string): [HTMLElement, HTMLElement] => {
    const value = el('code', 'seed');
    return [el('div', 'fair-row', el('span', '', label), value), value];
  };
  const [hashRow, hash] = row(words.hash);
  const [tableRow, tableSeed] = row(words.tableSeed);
  const input = el('input', 'seed-input');
  input.maxLength = 64;
  const change = el('button', 'btn', words.change);
  const seedRow = el(
    'div',
    'fair-row',
    el('span', '', words.yourSeed),
    el('div', 'seed-edit', input, change),
  );
  const [serverRow, server] = row(words.serverSeed);
  const [roundRow, roundSeed] = row(words.roundSeed);
  const [nonceRow, nonce] = row(words.nonce);
  const verify = el('a', 'verify', words.verify);
  verify.target = '_blank';
  verify.rel = 'noopener';
  const last = el(
    'div',
    'fair-last',
    el('h4', '', words.lastRound),
    serverRow,
    roundRow,
    nonceRow,
    verify,
  );
  const node = el(
    'details',
    'fair',
    el('summary', '', `🛡 ${words.fairness}`),
    hashRow,
    tableRow,
    seedRow,
    el('p', 'help', words.seedHelp),
    last,
  );
  change.addEventListener('click', async () => {
    const problem = await link.setClientSeed(input.value.trim());
    if (problem) input.setCustomValidity(problem);
    input.reportValidity();
  });
  let lastShown: ClientView<unknown>['round'] | null = null;
  return {
    node,
    update(view: ClientView<Outcome> | ClientView<unknown>) {
      hash.textContent = view.round.serverSeedHash;
      tableSeed.textContent = view.round.tableSeed;
      if (document.activeElement !== input && !input.value) input.value = link.clientSeed();
      if (view.round.serverSeed) lastShown = view.round;
      const shown = lastShown;
      last.hidden = !shown;
      if (!shown) return;
      server.textContent = shown.serverSeed;
      roundSeed.textContent = shown.clientSeed;
      nonce.textContent = String(shown.number);
      const query = new URLSearchParams({
        game: facts.game,
        serverSeed: shown.serverSeed ?? '',
        hash: shown.serverSeedHash,
        clientSeed: shown.clientSeed ?? '',
        nonce: String(shown.number),
        params: JSON.stringify({
          tableSeed: shown.tableSeed,
          clientSeeds: (shown.clientSeeds ?? []).join(','),
        }),
      });
      verify.href = `${facts.base}/verify?${query}`;
    },
  };
}
