import './harbor.css';
import './three-card-duel.css';
import { el, gameCall, notifyBalance, pageFacts, wireBackButton } from '../../kit/client/frame.ts';
import { avatar, cardBack, cardFace } from '../card-art.ts';
import {
  applyLanguage,
  explain,
  fairnessPanel,
  money,
  svg,
  threeCardHand,
  type FairState,
  type PageState,
} from './harbor-ui.ts';

/**
 * Three Card Duel's table: the player's seat at the bottom, four house bots around the felt,
 * the pot in the middle. Deal sends the ante; the answer holds the whole round, which the page
 * then plays out: cards fly from the dealer one by one, the player's turn face up, the bots'
 * flip at the showdown, the pot slides to the winner.
 */

interface Room {
  roomId: string;
  name: string;
  antes: number[];
  players: number;
  bots: { name: string; avatar: number }[];
}
interface Table {
  rooms: Room[];
  roomId: string | null;
  you: string;
  rakeBp: number;
}
interface Seat {
  name: string;
  avatar: number | null;
  cards: string[];
  hand: string;
  category: string;
  rank: string;
}
interface Round {
  roundId: string;
  outcome: { seats: Seat[]; winners: number[]; pot: number; rake: number; payout: number };
  balance: number;
  fair: FairState;
  players: number;
}

const DEAL_MS = 110;
const wait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

function flipCard(name: string | null): HTMLElement {
  const inner = el('span', 'hb-card-inner');
  inner.append(svg(cardBack(), 'hb-face hb-back'));
  if (name) inner.append(svg(cardFace(name), 'hb-face hb-front'));
  return el('span', 'hb-card', inner);
}

async function start(): Promise<void> {
  const facts = pageFacts();
  wireBackButton(facts);
  const root = document.getElementById('game') as HTMLElement;
  const state = await gameCall<PageState>(facts, 'state');
  const w = applyLanguage(state.language);
  const handOf = (seat: Seat | undefined): string =>
    seat ? threeCardHand(w, seat.category, seat.rank) : '';
  let table = await gameCall<Table>(facts, 'duel/table');
  let room = table.rooms.find((r) => r.roomId === table.roomId) ?? (table.rooms[0] as Room);
  let ante = room.antes[0] ?? 0;
  let balance = state.balance ?? 0;
  let busy = false;

  const balanceText = el('b', 'hb-balance');
  const showBalance = (): void => {
    balanceText.textContent = w(state.mode === 'FUN' ? 'funChipsLine' : 'balanceLine', {
      amount: money(state, balance),
    });
  };
  const rooms = el('nav', 'hb-rooms');
  const felt = el('section', 'hb-felt');
  const potText = el('b', 'hb-pot-amount');
  const pot = el('div', 'hb-pot', el('span', 'hb-chips'), potText);
  const banner = el('div', 'hb-banner');
  const seats: {
    node: HTMLElement;
    cards: HTMLElement;
    hand: HTMLElement;
    name: HTMLElement;
    face: HTMLElement;
  }[] = [];
  for (let i = 0; i < 5; i++) {
    const cards = el('div', 'hb-seat-cards');
    const hand = el('div', 'hb-hand');
    const name = el('div', 'hb-name');
    const face = el('div', 'hb-avatar');
    const node = el('div', `hb-seat hb-seat-${i}`, face, name, cards, hand);
    seats.push({ node, cards, hand, name, face });
    felt.append(node);
  }
  felt.append(el('div', 'hb-dealer', svg(cardBack(), 'hb-shoe')), pot, banner);
  const chips = el('div', 'hb-antes');
  const dealButton = el('button', 'hb-primary', w('deal'));
  dealButton.type = 'button';
  const message = el('p', 'hb-message');
  const fair = fairnessPanel(facts, state, w);

  const drawSeats = (): void => {
    const names = [table.you, ...room.bots.map((bot) => bot.name)];
    seats.forEach((seat, i) => {
      seat.name.textContent = names[i] ?? '';
      seat.face.replaceChildren(
        i === 0 ? el('span', 'hb-you', w('you')) : svg(avatar(room.bots[i - 1]?.avatar ?? 0)),
      );
      seat.node.classList.remove('hb-winner');
      seat.cards.replaceChildren();
      seat.hand.textContent = '';
    });
    potText.textContent = '';
    banner.className = 'hb-banner';
  };
  const drawRooms = (): void => {
    rooms.replaceChildren(
      ...table.rooms.map((r) => {
        const button = el(
          'button',
          r.roomId === room.roomId ? 'hb-room hb-on' : 'hb-room',
          el('b', '', r.name),
          el(
            'small',
            '',
            `${w('anteLine', { amount: money(state, r.antes[0] ?? 0) })} · ${w('players', { count: r.players })}`,
          ),
        );
        button.type = 'button';
        button.addEventListener('click', () => {
          if (busy) return;
          room = r;
          ante = r.antes[0] ?? 0;
          drawRooms();
          drawChips();
          drawSeats();
        });
        return button;
      }),
    );
  };
  const drawChips = (): void => {
    chips.replaceChildren(
      ...room.antes.map((amount, i) => {
        const chip = el(
          'button',
          `hb-chip hb-chip-${i}${amount === ante ? ' hb-on' : ''}`,
          money(state, amount).split(' ')[0] ?? '',
        );
        chip.type = 'button';
        chip.title = w('anteLine', { amount: money(state, amount) });
        chip.addEventListener('click', () => {
          ante = amount;
          drawChips();
        });
        return chip;
      }),
    );
  };

  const play = async (): Promise<void> => {
    if (busy) return;
    busy = true;
    dealButton.disabled = true;
    message.textContent = '';
    drawSeats();
    try {
      const round = await gameCall<Round>(facts, 'duel/play', { roomId: room.roomId, ante });
      balance -= ante;
      showBalance();
      potText.textContent = w('potLine', { amount: money(state, round.outcome.pot) });
      pot.classList.add('hb-pot-full');
      const flips: HTMLElement[] = [];
      for (let card = 0; card < 3; card++) {
        for (let s = 0; s < 5; s++) {
          const seat = round.outcome.seats[s];
          const node = flipCard(seat?.cards[card] ?? null);
          node.classList.add('hb-deal-in', `hb-from-${s}`);
          seats[s]?.cards.append(node);
          if (s === 0) setTimeout(() => node.classList.add('hb-flipped'), 250);
          else flips.push(node);
          await wait(DEAL_MS);
        }
      }
      if (seats[0]) seats[0].hand.textContent = handOf(round.outcome.seats[0]);
      await wait(700);
      for (const node of flips) node.classList.add('hb-flipped');
      round.outcome.seats.forEach((seat, i) => {
        if (seats[i]) seats[i].hand.textContent = handOf(seat);
      });
      await wait(600);
      for (const winner of round.outcome.winners) seats[winner]?.node.classList.add('hb-winner');
      pot.classList.remove('hb-pot-full');
      pot.classList.add(`hb-pot-to-${round.outcome.winners[0] ?? 0}`);
      const first = round.outcome.seats[round.outcome.winners[0] ?? 0];
      const tie = round.outcome.winners.length > 1;
      banner.textContent =
        round.outcome.payout > 0
          ? w(tie ? 'duel.splitPot' : 'youWin', {
              amount: `+${money(state, round.outcome.payout)}`,
            })
          : w('duel.rivalHand', {
              // A Latin name in Urdu text: isolated (U+2068 … U+2069) so the colon stays put.
              name: `\u2068${first?.name ?? ''}\u2069`,
              hand: handOf(first),
            });
      banner.className = `hb-banner hb-show ${round.outcome.payout > 0 ? 'hb-good' : 'hb-bad'}`;
      balance = round.balance;
      showBalance();
      fair.update(round.fair, round.roundId);
      const seen = table.rooms.find((r) => r.roomId === room.roomId);
      if (seen) seen.players = round.players;
      drawRooms();
      notifyBalance();
      await wait(400);
      pot.className = 'hb-pot';
    } catch (e: unknown) {
      message.textContent = explain(e, w);
    } finally {
      busy = false;
      dealButton.disabled = false;
    }
  };
  dealButton.addEventListener('click', () => void play());

  root.replaceChildren(
    el('header', 'hb-top', el('h1', '', document.title), balanceText),
    rooms,
    felt,
    el('section', 'hb-controls', el('span', 'hb-label', w('ante')), chips, dealButton),
    message,
    fair.node,
  );
  showBalance();
  drawRooms();
  drawChips();
  drawSeats();
  // The lobby's headcount moves as other players come and go: refresh it now and then.
  setInterval(() => {
    if (busy) return;
    void gameCall<Table>(facts, 'duel/table').then((fresh) => {
      table = { ...fresh, roomId: room.roomId };
      room = table.rooms.find((r) => r.roomId === room.roomId) ?? room;
      drawRooms();
    });
  }, 15_000);
}

void start();
