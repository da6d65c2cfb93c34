/**
 * Lottery answers for this feature's tests and stories, relative to a server `now`, so every
 * countdown shows time left. Never imported by the shipped runtime.
 */
import type { Draw, Ticket } from '../../../../contract/lottery.ts';
import { ok, type Handler } from '../../testing/fake-platform.ts';
import type { GameDetail, LotteryGroup, PlayType } from './lottery-data.ts';

const USD = { code: 'USD', minorUnits: 2 };
const HASH = 'a3f1c09e5b7d2e4f8a6c1b3d5e7f9a0b2c4d6e8f0a1b3c5d7e9f1a2b4c6d8e0f';
const SEED = '5e3d9c1b7a2f4e6d8c0b1a3f5e7d9c2b4a6f8e0d1c3b5a7f9e2d4c6b8a0f1e3d';

type GameCode = 'FAST5' | 'DAILY4' | 'VN_NORTH';
const NAMES: Record<GameCode, string> = {
  FAST5: 'Fast 5D',
  DAILY4: 'Daily 4D',
  VN_NORTH: 'North lottery',
};

const play = (code: string, over: Partial<PlayType>): PlayType => ({
  code,
  name: code,
  digits: 2,
  options: null,
  minPicks: 1,
  maxPicks: 10,
  oddsBp: 800_000,
  pointPrice: 1,
  unitStake: 100,
  maxUnits: 10_000,
  rtpBp: 8000,
  ...over,
});

const PLAYS: Record<GameCode, PlayType[]> = {
  VN_NORTH: [
    play('lo2', { pointPrice: 23, unitStake: 1000 }),
    play('de', { unitStake: 1000 }),
    play('xien2', { minPicks: 2, maxPicks: 2, oddsBp: 100_000, unitStake: 1000 }),
    play('cang3', { digits: 3, oddsBp: 4_000_000, unitStake: 1000 }),
  ],
  FAST5: [
    play('pos1', { digits: 1, oddsBp: 98_000 }),
    play('bigsmall', { digits: null, options: ['BIG', 'SMALL'], maxPicks: 2, oddsBp: 19_600 }),
    play('last2', { oddsBp: 980_000 }),
  ],
  DAILY4: [play('straight4', { digits: 4, oddsBp: 80_000_000 })],
};

const NORTH_TABLE = [
  { tier: 'DB', numbers: ['58127'] },
  { tier: 'G1', numbers: ['30945'] },
  { tier: 'G2', numbers: ['11203', '68431'] },
  { tier: 'G3', numbers: ['00927', '51376', '84210', '22659', '71088', '93514'] },
  { tier: 'G4', numbers: ['4427', '0931', '7765', '1209'] },
  { tier: 'G5', numbers: ['3318', '6042', '9175', '2286', '5530', '8821'] },
  { tier: 'G6', numbers: ['127', '604', '892'] },
  { tier: 'G7', numbers: ['27', '45', '09', '63'] },
];

const iso = (ms: number) => new Date(ms).toISOString();

function draw(game: GameCode, id: number, drawAt: number, closeAt: number, drawn: boolean): Draw {
  const result = drawn
    ? game === 'VN_NORTH'
      ? NORTH_TABLE
      : [{ tier: 'WIN', numbers: [game === 'FAST5' ? '40917' : '7310'] }]
    : null;
  return {
    drawId: id,
    gameCode: game,
    ref: `${game}-20261124-${String(id).padStart(4, '0')}`,
    province: game === 'VN_NORTH' ? 'Hà Nội' : null,
    drawAt: iso(drawAt),
    closeAt: iso(closeAt),
    status: drawn ? 'SETTLED' : 'OPEN',
    seedHash: HASH,
    seed: drawn ? SEED : null,
    result,
  };
}

const CLOSES_IN: Record<GameCode, number> = {
  FAST5: 95_000,
  DAILY4: 3 * 3600_000 + 12 * 60_000,
  VN_NORTH: 42 * 60_000 + 17_000,
};
const BASE: Record<GameCode, number> = { FAST5: 100, DAILY4: 200, VN_NORTH: 300 };

/** A game's open draw and its last results, as the detail call answers at `now`. */
export function lotteryDetail(game: GameCode, now: number): GameDetail {
  const close = now + CLOSES_IN[game];
  const summary = {
    code: game,
    name: NAMES[game],
    category: game === 'FAST5' ? ('ELOTT' as const) : ('LOTT' as const),
    vendor: game === 'VN_NORTH' ? 'TCG_SEA' : 'TCG',
    prizeMode:
      game === 'VN_NORTH'
        ? ('SEA' as const)
        : game === 'FAST5'
          ? ('Elott' as const)
          : ('Lott' as const),
    gameGroupCode: game === 'VN_NORTH' ? 'VN' : game === 'FAST5' ? 'FAST' : 'DAILY',
    defaultPlayType: PLAYS[game][0]?.code ?? '',
  };
  return {
    game: summary,
    playTypes: PLAYS[game],
    openDraws: [draw(game, BASE[game] + 1, close + 30_000, close, false)],
    lastResults: [draw(game, BASE[game], now - 60_000, now - 90_000, true)],
    serverTime: iso(now),
  };
}

/** The spec §3 game groups of a brand: lotus the Vietnamese regions and DAILY4, aurora FAST5. */
export function lotteryGroups(now: number, games: readonly GameCode[]): LotteryGroup[] {
  return games.map((code) => {
    const { game } = lotteryDetail(code, now);
    return {
      gameGroupCode: game.gameGroupCode,
      labelName:
        game.gameGroupCode === 'VN'
          ? 'Vietnamese lottery'
          : game.gameGroupCode === 'FAST'
            ? 'Fast lottery'
            : 'Daily numbers',
      games: [{ ...game, gameId: BASE[code] }],
    };
  });
}

export function ticketFixture(over: Partial<Ticket> = {}): Ticket {
  return {
    ticketNo: '9f3a1c2b4d5e6f70',
    betId: 1,
    drawId: 301,
    drawRef: 'VN_NORTH-20261124',
    gameCode: 'VN_NORTH',
    vendor: 'TCG_SEA',
    playType: 'lo2',
    picks: ['27', '45'],
    units: 10,
    stake: 460_000,
    potentialWin: 800_000,
    payout: 0,
    status: 'OPEN',
    hits: null,
    detail: 'Lô 2 số 27, 45 ×10 điểm',
    placedAt: iso(Date.UTC(2026, 10, 24, 9, 0)),
    settledAt: null,
    ...over,
  };
}

/** Every lottery call answered for `games` at server time `now`; `extra` replaces any. */
export function lotteryRoutes(
  now: number,
  games: readonly GameCode[] = ['VN_NORTH', 'DAILY4', 'FAST5'],
  extra: Record<string, Handler> = {},
): Record<string, Handler> {
  return {
    'GET /lgw/games/game_menus': () =>
      ok([{ title: 'LOTT', cards: [], gameMenus: lotteryGroups(now, games) }]),
    'GET /lgw/lottery/game': (_b, url) =>
      ok(lotteryDetail((url.searchParams.get('gameCode') ?? 'FAST5') as GameCode, now)),
    'GET /lgw/lottery/draws': (_b, url) => {
      const game = (url.searchParams.get('gameCode') ?? 'FAST5') as GameCode;
      const items = [0, 1, 2].map((i) =>
        draw(
          game,
          BASE[game] - i,
          now - (i + 1) * 86_400_000,
          now - (i + 1) * 86_400_000 - 600_000,
          true,
        ),
      );
      return ok({
        items,
        total: 23,
        page: Number(url.searchParams.get('page') ?? 1),
        pageSize: 10,
      });
    },
    'GET /lgw/lottery/verify': (_b, url) => {
      const d = draw('VN_NORTH', Number(url.searchParams.get('drawId')), now, now, true);
      return ok({ draw: d, hashMatches: true, recomputed: d.result, verified: true });
    },
    'GET /lgw/vn/numeros/opened/game': () =>
      ok(
        ['Hà Nội', 'TP.HCM', 'Đồng Tháp', 'Huế', 'Phú Yên'].map((province, i) => ({
          ...draw('VN_NORTH', 290 - i, now - 3600_000, now - 4200_000, true),
          province,
          gameName: 'North lottery',
          special: ['58127', '904315', '117042', '660398', '245581'][i] ?? '00000',
          loNumbers: ['27', '45'],
        })),
      ),
    'GET /lotto/lgw/games/opened/numero': (_b, url) => {
      const game = (url.searchParams.get('gameCode') ?? 'FAST5') as GameCode;
      const [open] = lotteryDetail(game, now).openDraws;
      return ok(open ? [{ gameCode: game, draw: open, msToClose: CLOSES_IN[game] }] : []);
    },
    'GET /lotto/lgw/tickets': (_b, url) =>
      ok({
        items:
          url.searchParams.get('status') === 'settled'
            ? [ticketFixture({ status: 'SETTLED', payout: 1_600_000, hits: 2 })]
            : [ticketFixture()],
        total: 1,
        page: 1,
        pageSize: 10,
      }),
    'POST /lotto/lgw/tickets': (body) => {
      const b = body as { picks: string[]; units: number; playType: string; drawId: number };
      return ok({
        ticket: ticketFixture({
          picks: b.picks,
          units: b.units,
          playType: b.playType,
          drawId: b.drawId,
        }),
        balance: 100_000,
      });
    },
    'GET /wps/v2/wallets/balance': () => ok({ currency: USD, main: 1_000_000, sum: 1_000_000 }),
    ...extra,
  };
}
