import './harbor.css';
import './harbor-poker.css';
import { el, gameCall, notifyBalance, pageFacts, wireBackButton } from '../../kit/client/frame.ts';
import { cardBack, cardFace } from '../card-art.ts';
import {
  applyLanguage,
  explain,
  fairnessPanel,
  money,
  pokerHand,
  svg,
  type FairState,
  type PageState,
} from './harbor-ui.ts';

/**
 * Harbor Poker's machine: the lit pay table on top, five cards with a HOLD button each, the
 * stake and the Deal / Draw button. A hand dealt and not drawn survives a reload (the vendor
 * keeps it), so the page asks for it first.
 */

interface Hand {
  handId: string;
  stake: number;
  cards: string[];
  hint: boolean[];
}
interface MachineTable {
  stakes: number[];
  payTable: { hand: string; name: string; pays: number }[];
  pending: Hand | null;
}
interface Dealt extends Hand {
  balance: number;
  fair: FairState;
}
interface Drawn {
  roundId: string;
  cards: string[];
  hand: string;
  handName: string;
  payout: number;
  balance: number;
}

const wait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

async function start(): Promise<void> {
  const facts = pageFacts();
  wireBackButton(facts);
  const root = document.getElementById('game') as HTMLElement;
  const state = await gameCall<PageState>(facts, 'state');
  const w = applyLanguage(state.language);
  const machine = await gameCall<MachineTable>(facts, 'poker/table');
  let balance = state.balance ?? 0;
  let stake = machine.pending?.stake ?? machine.stakes[0] ?? 0;
  let hand: Hand | null = machine.pending;
  let holds = [false, false, false, false, false];
  let busy = false;
  let fairNow = state.fair;

  const balanceText = el('b', 'hb-balance');
  const showBalance = (): void => {
    balanceText.textContent = w(state.mode === 'FUN' ? 'funChipsLine' : 'balanceLine', {
      amount: money(state, balance),
    });
  };
  const rows = machine.payTable.map((row) => {
    const pays = el('b', 'hb-pays');
    return {
      hand: row.hand,
      pays: row.pays,
      payNode: pays,
      node: el(
        'div',
        'hb-pay-row',
        el('span', '', pokerHand(w, row.hand).toLocaleUpperCase()),
        pays,
      ),
    };
  });
  const payTable = el('section', 'hb-paytable', ...rows.map((row) => row.node));
  const showPays = (lit: string | null): void => {
    for (const row of rows) {
      row.payNode.textContent = money(state, row.pays * stake);
      row.node.classList.toggle('hb-lit', row.hand === lit);
    }
  };
  const slots = [0, 1, 2, 3, 4].map((i) => {
    const card = el('div', 'hb-slot');
    card.dataset['held'] = w('held').toLocaleUpperCase();
    const hold = el('button', 'hb-hold', w('hold'));
    hold.type = 'button';
    hold.addEventListener('click', () => {
      if (!hand || busy) return;
      holds[i] = !holds[i];
      drawHolds();
    });
    return { card, hold, node: el('div', 'hb-col', card, hold) };
  });
  const drawHolds = (): void => {
    slots.forEach((slot, i) => {
      slot.hold.disabled = !hand || busy;
      slot.hold.textContent = holds[i] ? w('held') : w('hold');
      slot.hold.classList.toggle('hb-on', holds[i] === true);
      slot.card.classList.toggle('hb-is-held', holds[i] === true);
    });
  };
  const showCard = (i: number, name: string | null): void => {
    const inner = el('span', 'hb-card-inner');
    inner.append(svg(cardBack(), 'hb-face hb-back'));
    if (name) inner.append(svg(cardFace(name), 'hb-face hb-front'));
    const card = el('span', 'hb-card', inner);
    slots[i]?.card.replaceChildren(card);
    if (name) setTimeout(() => card.classList.add('hb-flipped'), 30);
  };
  const winText = el('div', 'hb-win');
  const stakeText = el('b', 'hb-stake');
  const less = el('button', 'hb-small', '−');
  const more = el('button', 'hb-small', '+');
  const hintButton = el('button', 'hb-small', w('hint'));
  const main = el('button', 'hb-primary', w('deal'));
  for (const b of [less, more, hintButton, main]) b.type = 'button';
  const message = el('p', 'hb-message');
  const fair = fairnessPanel(facts, state, w);

  const refresh = (): void => {
    stakeText.textContent = w('stakeLine', { amount: money(state, stake) });
    less.disabled = more.disabled = hand !== null || busy;
    hintButton.disabled = hand === null || busy;
    main.textContent = hand ? w('draw') : w('deal');
    main.disabled = busy;
    drawHolds();
    showBalance();
  };
  const step = (by: number): void => {
    const at = machine.stakes.indexOf(stake) + by;
    stake = machine.stakes[Math.min(machine.stakes.length - 1, Math.max(0, at))] ?? stake;
    showPays(null);
    refresh();
  };
  less.addEventListener('click', () => step(-1));
  more.addEventListener('click', () => step(1));
  hintButton.addEventListener('click', () => {
    if (!hand) return;
    holds = [...hand.hint];
    drawHolds();
  });

  const deal = async (): Promise<void> => {
    const dealt = await gameCall<Dealt>(facts, 'poker/deal', { stake });
    hand = dealt;
    holds = [false, false, false, false, false];
    balance = dealt.balance;
    fairNow = dealt.fair;
    fair.update(fairNow);
    winText.textContent = '';
    showPays(null);
    for (let i = 0; i < 5; i++) showCard(i, null);
    for (let i = 0; i < 5; i++) {
      await wait(90);
      showCard(i, dealt.cards[i] ?? null);
    }
    notifyBalance();
  };
  const draw = async (current: Hand): Promise<void> => {
    const drawn = await gameCall<Drawn>(facts, 'poker/draw', { handId: current.handId, holds });
    hand = null;
    for (let i = 0; i < 5; i++) if (!holds[i]) showCard(i, null);
    for (let i = 0; i < 5; i++) {
      if (holds[i]) continue;
      await wait(120);
      showCard(i, drawn.cards[i] ?? null);
    }
    await wait(300);
    balance = drawn.balance;
    showPays(drawn.payout > 0 ? drawn.hand : null);
    winText.textContent =
      drawn.payout > 0
        ? w('poker.winLine', {
            hand: pokerHand(w, drawn.hand),
            amount: money(state, drawn.payout),
          })
        : w('noWin');
    winText.className = drawn.payout > 0 ? 'hb-win hb-good' : 'hb-win';
    fair.update(fairNow, drawn.roundId);
    holds = [false, false, false, false, false];
    notifyBalance();
  };
  main.addEventListener('click', () => {
    if (busy) return;
    busy = true;
    message.textContent = '';
    refresh();
    const current = hand;
    (current ? draw(current) : deal())
      .catch((e: unknown) => (message.textContent = explain(e, w)))
      .finally(() => {
        busy = false;
        refresh();
      });
  });

  root.replaceChildren(
    el('header', 'hb-top', el('h1', '', document.title), balanceText),
    payTable,
    el('section', 'hb-screen', ...slots.map((slot) => slot.node)),
    winText,
    el('section', 'hb-controls', less, stakeText, more, hintButton, main),
    message,
    fair.node,
  );
  showPays(null);
  for (let i = 0; i < 5; i++) showCard(i, hand?.cards[i] ?? null);
  refresh();
}

void start();
