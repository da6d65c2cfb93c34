import type { Rng } from '../kit/provably-fair.ts';
import { cardName, rankSymbol } from './cards.ts';
import { SEATS } from './catalogue.ts';
import { moneyText } from './money.ts';
import type { SessionCurrency } from '../kit/sessions.ts';
import { botsOf, type Bot } from './rooms.ts';
import { dealDuel, describeThree, duelPayout, RAKE_BP, type DuelDeal } from './three-card.ts';

/**
 * One Three Card Duel round as the page and the verify page see it: who sat where, their
 * cards and hands, the pot, the rake and what the player takes, and the sentence the bet
 * record carries ("Pair of 9s vs Salty Pete's flush, King high — lost").
 */

export interface SeatView {
  name: string;
  /** Null for the player's own seat. */
  avatar: number | null;
  cards: string[];
  hand: string;
  category: string;
  /** The rank the hand is named by, as printed ("9", "K"): the page words the hand with it. */
  rank: string;
}

export interface DuelOutcome {
  seats: SeatView[];
  winners: number[];
  pot: number;
  rake: number;
  payout: number;
  detail: string;
}

const lower = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);

function sentence(
  deal: DuelDeal,
  names: readonly string[],
  payout: number,
  currency: SessionCurrency,
): string {
  const you = describeThree(deal.ranked[0] ?? { category: 'HIGH_CARD', score: 0, lead: 0 });
  const others = deal.winners.filter((seat) => seat !== 0);
  if (payout > 0 && others.length === 0) {
    // Name the closest rival: the best hand among the bots.
    let rival = 1;
    for (let seat = 2; seat < deal.ranked.length; seat++)
      if ((deal.ranked[seat]?.score ?? 0) > (deal.ranked[rival]?.score ?? 0)) rival = seat;
    const theirs = lower(
      describeThree(deal.ranked[rival] ?? { category: 'HIGH_CARD', score: 0, lead: 0 }),
    );
    return `${you} beat ${names[rival] ?? 'a bot'}'s ${theirs} — won ${moneyText(payout, currency)}`;
  }
  if (payout > 0 || deal.winners.includes(0)) {
    const with_ = others.map((seat) => names[seat] ?? 'a bot').join(', ');
    return `${you} tied with ${with_} — split pot, won ${moneyText(payout, currency)}`;
  }
  const winner = others[0] ?? 1;
  const theirs = lower(
    describeThree(deal.ranked[winner] ?? { category: 'HIGH_CARD', score: 0, lead: 0 }),
  );
  return `${you} vs ${names[winner] ?? 'a bot'}'s ${theirs} — lost`;
}

export function playDuelRound(
  rng: Rng,
  roomId: string,
  playerName: string,
  ante: number,
  currency: SessionCurrency,
): DuelOutcome {
  const bots: Bot[] = botsOf(roomId);
  const deal = dealDuel(rng, SEATS);
  const names = [playerName, ...bots.map((bot) => bot.name)];
  const payout = duelPayout(ante, SEATS, deal.winners);
  const pot = ante * SEATS;
  return {
    seats: deal.hands.map((cards, seat) => ({
      name: names[seat] ?? '',
      avatar: seat === 0 ? null : (bots[seat - 1]?.avatar ?? 0),
      cards: cards.map(cardName),
      hand: describeThree(deal.ranked[seat] ?? { category: 'HIGH_CARD', score: 0, lead: 0 }),
      category: deal.ranked[seat]?.category ?? 'HIGH_CARD',
      rank: rankSymbol(deal.ranked[seat]?.lead ?? 2),
    })),
    winners: deal.winners,
    pot,
    rake: Math.floor((pot * RAKE_BP) / 10_000),
    payout,
    detail: sentence(deal, names, payout, currency),
  };
}
