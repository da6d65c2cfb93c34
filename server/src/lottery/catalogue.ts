import type { Tier, VnRegion } from './vn-schedule.ts';
import { tiersOf } from './vn-schedule.ts';

/**
 * The lottery games the platform runs itself (docs/lottery.md "Games"), their play types and
 * the default odds tables. Names are our own; region and province names are geography.
 * Odds are in basis points of the stake unit (19600 = pays 1.96 units per unit staked,
 * stake included), so every payout is an integer computation (settle.ts).
 */

/** The brand prize modes (spec §3) and which odds table each game pays from. */
export const PRIZE_MODES = ['Lott', 'ZY', 'Elott', 'SEA'] as const;
export type PrizeMode = (typeof PRIZE_MODES)[number];
/** The standard table, or ZY: the merchant's alternative, higher-return table. */
export type OddsTable = 'STD' | 'ZY';

/** How a pick wins (settle.ts). */
export type Rule =
  /** The digit at `index` of the main number equals the pick. */
  | { kind: 'digitAt'; index: number }
  /** The last `digits` digits of the main number equal the pick. */
  | { kind: 'tail'; digits: number }
  /** The digit sum is big (≥ `big`) or small, as picked. */
  | { kind: 'bigSmall'; big: number }
  /** The digit sum is odd or even, as picked. */
  | { kind: 'oddEven' }
  /** Lô: every number of the table whose last two digits equal the pick is one hit. */
  | { kind: 'lo' }
  /** Xiên: the picks together win once when every one of them is among the lô numbers. */
  | { kind: 'xien' };

/** What the number picker offers: numbers of `digits` digits, or named options. */
export type Picker = { digits: number } | { options: readonly string[] };

export interface PlayType {
  code: string;
  names: Readonly<Record<string, string>>;
  rule: Rule;
  picker: Picker;
  /** Picks per ticket. For a xiên exactly `min` = `max`, all one bet. */
  min: number;
  max: number;
  /** Odds in basis points per table. */
  odds: Readonly<Record<OddsTable, number>>;
  /**
   * Lô's point: one unit bought is `pointPrice` stake units (the price of a point covers
   * every number the region draws). 1 for every other play type.
   */
  pointPrice?: Readonly<Record<OddsTable, number>>;
}

export type Schedule =
  /** Every `seconds`, aligned to the epoch (so to every minute boundary). */
  | { kind: 'every'; seconds: number }
  /** Once a day at `minute` past the merchant's local midnight. */
  | { kind: 'daily'; minute: number }
  /** Per drawing province of the day, at the region's time in Vietnam. */
  | { kind: 'vn'; region: VnRegion };

export interface LotteryGame {
  code: string;
  names: Readonly<Record<string, string>>;
  category: 'ELOTT' | 'LOTT';
  /** The prize mode that offers the game (ZY offers none of its own: it is a table). */
  mode: Exclude<PrizeMode, 'ZY'>;
  /** Spec §3 gameGroupCode, with its label. */
  group: { code: string; names: Readonly<Record<string, string>> };
  tiers: readonly Tier[];
  schedule: Schedule;
  /** Betting on a draw closes this many seconds before it. */
  closeBeforeSeconds: number;
  playTypes: readonly PlayType[];
  defaultPlayType: string;
}

const names = (EN: string, VI: string, CN: string, TH: string) => ({ EN, VI, CN, TH });

const digitAt = (index: number, std: number, zy: number): PlayType => ({
  code: `pos${index + 1}`,
  names: names(
    `Position ${index + 1}`,
    `Vị trí ${index + 1}`,
    `第${index + 1}位`,
    `ตำแหน่ง ${index + 1}`,
  ),
  rule: { kind: 'digitAt', index },
  picker: { digits: 1 },
  min: 1,
  max: 10,
  odds: { STD: std, ZY: zy },
});

const bigSmall = (big: number): PlayType => ({
  code: 'bigsmall',
  names: names('Big / Small', 'Tài / Xỉu', '大小', 'สูง / ต่ำ'),
  rule: { kind: 'bigSmall', big },
  picker: { options: ['BIG', 'SMALL'] },
  min: 1,
  max: 2,
  odds: { STD: 19_600, ZY: 19_800 },
});

const oddEven: PlayType = {
  code: 'oddeven',
  names: names('Odd / Even', 'Lẻ / Chẵn', '单双', 'คี่ / คู่'),
  rule: { kind: 'oddEven' },
  picker: { options: ['ODD', 'EVEN'] },
  min: 1,
  max: 2,
  odds: { STD: 19_600, ZY: 19_800 },
};

const tail = (code: string, digits: number, label: string, std: number, zy: number) => ({
  code,
  names: names(label, label, label, label),
  rule: { kind: 'tail', digits } as const,
  picker: { digits },
  min: 1,
  max: 100,
  odds: { STD: std, ZY: zy },
});

const FAST = names('Fast lottery', 'Xổ số nhanh', '快开彩', 'หวยด่วน');
const DAILY = names('Daily numbers', 'Xổ số hằng ngày', '每日彩', 'หวยรายวัน');
const VN = names('Vietnamese lottery', 'Xổ số kiến thiết', '越南彩', 'หวยเวียดนาม');

const WIN = (digits: number): Tier[] => [{ code: 'WIN', digits, count: 1 }];

/** The Vietnamese play types of a region; lô's point price depends on how many numbers it draws. */
function vnPlayTypes(region: VnRegion): PlayType[] {
  const north = region === 'north';
  const xien = (n: number, std: number, zy: number): PlayType => ({
    code: `xien${n}`,
    names: names(`Parlay ${n}`, `Xiên ${n}`, `串${n}`, `พาร์เลย์ ${n}`),
    rule: { kind: 'xien' },
    picker: { digits: 2 },
    min: n,
    max: n,
    odds: { STD: std, ZY: zy },
  });
  return [
    {
      code: 'lo2',
      names: names('Lô (2 digits)', 'Lô 2 số', '2位数彩', 'โล 2 ตัว'),
      rule: { kind: 'lo' },
      picker: { digits: 2 },
      min: 1,
      max: 20,
      odds: { STD: 800_000, ZY: 990_000 },
      pointPrice: north ? { STD: 23, ZY: 27 } : { STD: 18, ZY: 18 },
    },
    {
      code: 'de',
      names: names('Đề (special, last 2)', 'Đề đặc biệt', '特码2位', 'เด (2 ตัวท้ายรางวัลพิเศษ)'),
      rule: { kind: 'tail', digits: 2 },
      picker: { digits: 2 },
      min: 1,
      max: 100,
      odds: { STD: 800_000, ZY: 950_000 },
    },
    {
      code: 'cang3',
      names: names('3 càng (special, last 3)', '3 càng', '特码3位', '3 ตัวท้ายรางวัลพิเศษ'),
      rule: { kind: 'tail', digits: 3 },
      picker: { digits: 3 },
      min: 1,
      max: 100,
      odds: { STD: 4_000_000, ZY: 9_000_000 },
    },
    xien(2, 100_000, 170_000),
    xien(3, 400_000, 650_000),
    xien(4, 1_000_000, 2_500_000),
  ];
}

const vnGame = (code: string, region: VnRegion, label: ReturnType<typeof names>): LotteryGame => ({
  code,
  names: label,
  category: 'LOTT',
  mode: 'SEA',
  group: { code: 'VN', names: VN },
  tiers: tiersOf(region),
  schedule: { kind: 'vn', region },
  closeBeforeSeconds: 10 * 60,
  playTypes: vnPlayTypes(region),
  defaultPlayType: 'lo2',
});

export const LOTTERY_GAMES: readonly LotteryGame[] = [
  {
    code: 'FAST5',
    names: names(
      'Lucky Five (3 min)',
      'Năm Số May (3 phút)',
      '幸运五星 (3分钟)',
      'ห้าตัวนำโชค (3 นาที)',
    ),
    category: 'ELOTT',
    mode: 'Elott',
    group: { code: 'FAST', names: FAST },
    tiers: WIN(5),
    schedule: { kind: 'every', seconds: 180 },
    closeBeforeSeconds: 30,
    playTypes: [
      ...[0, 1, 2, 3, 4].map((index) => digitAt(index, 98_000, 99_000)),
      tail('last2', 2, 'Last 2', 980_000, 990_000),
      bigSmall(23),
      oddEven,
    ],
    defaultPlayType: 'bigsmall',
  },
  {
    code: 'FAST3',
    names: names(
      'Rapid Three (1 min)',
      'Ba Số Nhanh (1 phút)',
      '极速三星 (1分钟)',
      'สามตัวด่วน (1 นาที)',
    ),
    category: 'ELOTT',
    mode: 'Elott',
    group: { code: 'FAST', names: FAST },
    tiers: WIN(3),
    schedule: { kind: 'every', seconds: 60 },
    closeBeforeSeconds: 10,
    playTypes: [
      tail('straight3', 3, 'Straight 3', 9_800_000, 9_900_000),
      tail('last2', 2, 'Last 2', 980_000, 990_000),
      bigSmall(14),
      oddEven,
    ],
    defaultPlayType: 'straight3',
  },
  {
    code: 'DAILY4',
    names: names('Daily 4D', 'Xổ số 4D hằng ngày', '每日4D', '4D รายวัน'),
    category: 'LOTT',
    mode: 'Lott',
    group: { code: 'DAILY', names: DAILY },
    tiers: WIN(4),
    schedule: { kind: 'daily', minute: 20 * 60 + 30 },
    closeBeforeSeconds: 15 * 60,
    playTypes: [
      tail('straight4', 4, 'Straight 4D', 80_000_000, 90_000_000),
      tail('last3', 3, 'Last 3', 8_000_000, 9_000_000),
      tail('last2', 2, 'Last 2', 800_000, 900_000),
    ],
    defaultPlayType: 'straight4',
  },
  vnGame(
    'VN_NORTH',
    'north',
    names('North lottery', 'Xổ số Miền Bắc', '越南北部彩', 'หวยเวียดนามเหนือ'),
  ),
  vnGame(
    'VN_CENTRAL',
    'central',
    names('Central lottery', 'Xổ số Miền Trung', '越南中部彩', 'หวยเวียดนามกลาง'),
  ),
  vnGame(
    'VN_SOUTH',
    'south',
    names('South lottery', 'Xổ số Miền Nam', '越南南部彩', 'หวยเวียดนามใต้'),
  ),
];

export function lotteryGame(code: string): LotteryGame | undefined {
  return LOTTERY_GAMES.find((game) => game.code === code);
}

export function playTypeOf(game: LotteryGame, code: string): PlayType | undefined {
  return game.playTypes.find((play) => play.code === code);
}

/** A name in a language: that language, else English. */
export function nameIn(names: Readonly<Record<string, string>>, language: string): string {
  return names[language] ?? names.EN ?? '';
}
