import type { MatchCard } from '../../../../contract/sports.ts';
import type { useT } from '../../i18n/i18n.tsx';
import type { Market } from './sports-data.ts';

type T = ReturnType<typeof useT>;
/** What labels need of a market: a slip's leg has these too. */
type MarketLike = Pick<Market, 'kind' | 'line'>;

/** A line in tenths as the coupon writes it: "2.5", and for a handicap a sign ("-1.5", "+0"). */
export function lineText(tenths: number, signed: boolean): string {
  const text = (Math.abs(tenths) / 10).toString();
  if (!signed) return text;
  return `${tenths < 0 ? '-' : '+'}${text}`;
}

/** "Match result", "Handicap -1.5", "Total 2.5", "Map 2 winner". */
export function marketName(t: T, market: MarketLike): string {
  const line = market.line ?? 0;
  switch (market.kind) {
    case 'HANDICAP':
      return t('sports.market.HANDICAP', { line: lineText(line, true) });
    case 'TOTAL':
      return t('sports.market.TOTAL', { line: lineText(line, false) });
    case 'MAP_WINNER':
      return t('sports.market.MAP_WINNER', { map: line });
    default:
      return t(`sports.market.${market.kind}`);
  }
}

type Sides = Pick<MatchCard, 'home' | 'away'>;

/** The short label on a price button: 1 / X / 2 on the main market, "Over 2.5", a side. */
export function pickShort(t: T, market: MarketLike, selection: string, sides: Sides): string {
  const line = market.line ?? 0;
  if (market.kind === 'RESULT' || market.kind === 'WINNER') {
    return selection === 'HOME' ? '1' : selection === 'AWAY' ? '2' : 'X';
  }
  if (market.kind === 'TOTAL') {
    return t(selection === 'OVER' ? 'sports.pick.over' : 'sports.pick.under', {
      line: lineText(line, false),
    });
  }
  if (market.kind === 'HANDICAP') {
    const side = selection === 'HOME' ? sides.home : sides.away;
    return `${side} ${lineText(selection === 'HOME' ? line : -line, true)}`;
  }
  return pickName(t, market, selection, sides);
}

/** The pick as the slip names it: a side, "Draw", "Over 2.5", "Harbour City -1.5". */
export function pickName(t: T, market: MarketLike, selection: string, sides: Sides): string {
  switch (selection) {
    case 'HOME':
    case 'MERON':
      return market.kind === 'HANDICAP' ? pickShort(t, market, selection, sides) : sides.home;
    case 'AWAY':
    case 'WALA':
      return market.kind === 'HANDICAP' ? pickShort(t, market, selection, sides) : sides.away;
    case 'DRAW':
      return t('sports.pick.draw');
    default:
      return pickShort(t, market, selection, sides);
  }
}
