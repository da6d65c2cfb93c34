import { useEffect, useMemo, useState } from 'react';
import type { EndpointValue } from '../../../../contract/endpoint.ts';
import { gameMenus } from '../../../../contract/games.ts';
import type { Draw, lotteryGameDetail } from '../../../../contract/lottery.ts';
import { useQuery } from '../../app/api/query.ts';
import { useServerNow } from '../../app/ui/brand-time.ts';
import type { MessageKey, Translate } from '../../i18n/i18n.tsx';
import type { PrizeTier, TierRow } from './result-table.tsx';

export type GameDetail = EndpointValue<typeof lotteryGameDetail>;
export type PlayType = GameDetail['playTypes'][number];
type Lane = EndpointValue<typeof gameMenus>[number];
export type LotteryGroup = NonNullable<Lane['gameMenus']>[number];
export type LotteryGame = LotteryGroup['games'][number];

/** Tickets and balances change together: a purchase invalidates both. */
export const TICKETS_TAG = 'lottery-tickets';

/**
 * Spec §3 lottery game groups from the ELOTT and LOTT lanes of game_menus, optionally only
 * one category (/elott) — groups with the same code (a merchant with both lanes) merge.
 */
export function useLotteryGroups(category: 'ELOTT' | 'LOTT' | null, language: string) {
  const query = useQuery(gameMenus, { language });
  const groups = useMemo(() => {
    const byCode = new Map<string, LotteryGroup>();
    for (const lane of query.value ?? []) {
      if (lane.title !== 'ELOTT' && lane.title !== 'LOTT') continue;
      if (category && lane.title !== category) continue;
      for (const group of lane.gameMenus ?? []) {
        const known = byCode.get(group.gameGroupCode);
        if (known)
          byCode.set(group.gameGroupCode, { ...known, games: [...known.games, ...group.games] });
        else byCode.set(group.gameGroupCode, group);
      }
    }
    return [...byCode.values()];
  }, [query.value, category]);
  return { groups, loading: query.loading && !query.value, failure: query.failure };
}

/** Server time, ticking once a second: every countdown on the page moves together. */
export function useTicking(): number {
  const now = useServerNow();
  const [at, setAt] = useState(now);
  useEffect(() => {
    const id = setInterval(() => setAt(now()), 1000);
    return () => clearInterval(id);
  }, [now]);
  return at;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "02:41" under an hour, "5:02:41" beyond; "00:00" once closed. */
export function countdownText(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}

/** The draw still taking bets at `now`, soonest first (the detail answer may be seconds old). */
export function openDrawAt(draws: readonly Draw[], now: number): Draw | null {
  return draws.find((d) => d.status === 'OPEN' && Date.parse(d.closeAt) > now) ?? null;
}

const TIER: Readonly<Record<string, PrizeTier>> = {
  DB: 'SPECIAL',
  G1: 'FIRST',
  G2: 'SECOND',
  G3: 'THIRD',
  G4: 'FOURTH',
  G5: 'FIFTH',
  G6: 'SIXTH',
  G7: 'SEVENTH',
  G8: 'EIGHTH',
};

/** The server's tiers (DB, G1…G8) in the order it sends them: the region's printing order. */
export function tierRows(result: Draw['result']): TierRow[] {
  return (result ?? []).flatMap((row) => {
    const tier = TIER[row.tier];
    return tier ? [{ tier, numbers: row.numbers }] : [];
  });
}

/** True for the Vietnamese regions, whose results print as a tier table. */
export const isVietnamese = (gameCode: string) => gameCode.startsWith('VN_');

/** The winning number of a one-number game (WIN tier), else the special prize. */
export function headline(result: Draw['result']): string | null {
  const win = result?.find((r) => r.tier === 'WIN') ?? result?.find((r) => r.tier === 'DB');
  return win?.numbers[0] ?? null;
}

const KNOWN_PLAYS = new Set([
  'lo2',
  'de',
  'cang3',
  'xien2',
  'xien3',
  'xien4',
  'pos1',
  'pos2',
  'pos3',
  'pos4',
  'pos5',
  'last2',
  'last3',
  'straight3',
  'straight4',
  'bigsmall',
  'oddeven',
]);

/** A play type's name in the player's language (lô, đề, xiên are words every language renders). */
export function playName(t: Translate, play: Pick<PlayType, 'code' | 'name'>): string {
  return KNOWN_PLAYS.has(play.code) ? t(`lottery.play.${play.code}` as MessageKey) : play.name;
}

const KNOWN_OPTIONS = new Set(['BIG', 'SMALL', 'ODD', 'EVEN']);

/** BIG, SMALL, ODD, EVEN in the player's language. */
export function optionName(t: Translate, option: string): string {
  return KNOWN_OPTIONS.has(option) ? t(`lottery.option.${option}` as MessageKey) : option;
}

/** A game's name: the server answers it in the asked language; our keys cover the known ones. */
const KNOWN_GROUPS = new Set(['FAST', 'DAILY', 'VN']);
/** A game group's name in the player's language; a group the runtime does not know keeps the platform's label. */
export function groupName(
  t: Translate,
  group: { gameGroupCode: string; labelName: string },
): string {
  return KNOWN_GROUPS.has(group.gameGroupCode)
    ? t(`lottery.group.${group.gameGroupCode}` as MessageKey)
    : group.labelName;
}

const KNOWN_GAMES = new Set(['FAST5', 'FAST3', 'DAILY4', 'VN_NORTH', 'VN_CENTRAL', 'VN_SOUTH']);
export function gameName(t: Translate, game: { code: string; name: string }): string {
  return KNOWN_GAMES.has(game.code) ? t(`lottery.game.${game.code}` as MessageKey) : game.name;
}

/** Stake in minor units: units × unitStake × pointPrice per pick (a xiên is one bet). */
export function stakeOf(play: PlayType, picks: number, units: number): number {
  const bets = play.code.startsWith('xien') ? 1 : picks;
  return units * play.unitStake * play.pointPrice * bets;
}

/** The most one hit pays: ⌊units × unitStake × odds⌋ (a lô number drawn twice pays twice). */
export function winPerHit(play: PlayType, units: number): number {
  return Math.floor((units * play.unitStake * play.oddsBp) / 10_000);
}

/** "×80" or "×1.96": the odds as players read them. */
export function oddsText(oddsBp: number): string {
  return `×${Number((oddsBp / 10_000).toFixed(2))}`;
}

/**
 * The draw number players read ("20261125-BN", "20261124-0421"): a draw's ref without the
 * game code in front, which is the platform's key, not something a player needs to read.
 */
export function drawNumber(ref: string): string {
  return ref.replace(/^[A-Z][A-Z0-9_]*-/, '');
}
