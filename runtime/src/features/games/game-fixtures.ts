/**
 * Catalogue answers shaped like the platform's, for this feature's tests and stories (never
 * imported by the shipped runtime). Thumbnails are small SVGs drawn here.
 */
import type { EndpointValue } from '../../../../contract/endpoint.ts';
import type { GameItem, VendorCard } from '../../../../contract/games.ts';
import type {
  jackpotPools,
  liveTables,
  pvpRooms,
  winnerBoard,
} from '../../../../contract/game-live.ts';

/** A plain thumbnail: the game's initials on a two-colour gradient. */
export function fixtureThumb(name: string, from: string, to: string): string {
  const initials = name
    .split(' ')
    .map((w) => w.charAt(0))
    .join('')
    .slice(0, 2);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="320" height="240" fill="url(#g)"/><circle cx="250" cy="60" r="70" fill="#fff" opacity=".12"/><text x="160" y="150" text-anchor="middle" font-family="sans-serif" font-size="84" font-weight="900" fill="#fff">${initials}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const VENDORS: Record<'NOVA' | 'LUMEN' | 'HARBOR', VendorCard> = {
  NOVA: {
    accountTypeId: 1,
    accountTypeName: 'NOVA',
    displayName: 'Nova Reels',
    category: 'RNG',
    smallIcon: '',
    isHot: 1,
    vassalage: false,
    protocol: 'SEAMLESS',
    gameCount: 3,
  },
  LUMEN: {
    accountTypeId: 2,
    accountTypeName: 'LUMEN',
    displayName: 'Lumen Live',
    category: 'LIVE',
    smallIcon: '',
    isHot: 0,
    vassalage: true,
    protocol: 'SEAMLESS',
    gameCount: 2,
  },
  HARBOR: {
    accountTypeId: 3,
    accountTypeName: 'HARBOR',
    displayName: 'Harbor Cards',
    category: 'PVP',
    smallIcon: '',
    isHot: 0,
    vassalage: false,
    protocol: 'TRANSFER',
    gameCount: 2,
  },
};

const COLOURS = [
  ['#6b46c1', '#d53f8c'],
  ['#2b6cb0', '#38b2ac'],
  ['#c05621', '#ecc94b'],
  ['#2f855a', '#68d391'],
  ['#9b2c2c', '#f56565'],
  ['#2c5282', '#805ad5'],
] as const;

let nextId = 100;

/** A game of `vendor`; every field overridable. */
export function gameFixture(overrides: Partial<GameItem> = {}): GameItem {
  const gameId = overrides.gameId ?? nextId++;
  const vendor = overrides.vendor ?? 'NOVA';
  const name = overrides.name ?? `Game ${gameId}`;
  const [from, to] = COLOURS[gameId % COLOURS.length] ?? COLOURS[0];
  const card = VENDORS[vendor as keyof typeof VENDORS];
  return {
    gameId,
    nodeId: 1,
    code: `game-${gameId}`,
    vendor,
    vendorName: card?.displayName ?? vendor,
    name,
    category: card?.category ?? 'RNG',
    subCategory: 'SLOT_MACHINE',
    thumbnail: fixtureThumb(name, from, to),
    minBet: 20,
    maxBet: 10000,
    lines: 25,
    rtpBp: 9650,
    demo: true,
    isHot: false,
    isNew: false,
    featured: false,
    isFav: false,
    roomId: null,
    jackpot: null,
    ...overrides,
  };
}

export const SLOTS: GameItem[] = [
  gameFixture({ gameId: 1, name: 'Starfall Sevens', isHot: true, featured: true }),
  gameFixture({ gameId: 2, name: 'Dragon Vault', subCategory: 'JACKPOT', jackpot: 1_254_300 }),
  gameFixture({
    gameId: 3,
    name: 'Lucky Scratch',
    subCategory: 'SCRATCH_CARDS',
    lines: 0,
    isNew: true,
  }),
  gameFixture({
    gameId: 4,
    name: 'Harbor Poker',
    vendor: 'HARBOR',
    category: 'RNG',
    subCategory: 'VIDEO_POKER',
    lines: 0,
    demo: false,
  }),
];

export const LIVE_GAMES: GameItem[] = [
  gameFixture({
    gameId: 11,
    name: 'Velvet Roulette',
    vendor: 'LUMEN',
    category: 'LIVE',
    subCategory: 'LIVE_TABLE',
    lines: 0,
    demo: false,
  }),
  gameFixture({
    gameId: 12,
    name: 'Jade Baccarat',
    vendor: 'LUMEN',
    category: 'LIVE',
    subCategory: 'LIVE_TABLE',
    lines: 0,
    demo: false,
  }),
];

export const LIVE_TABLES: EndpointValue<typeof liveTables> = [
  {
    gameId: 11,
    vendor: 'LUMEN',
    name: 'Velvet Roulette',
    minBet: 100,
    maxBet: 500000,
    phase: 'BETTING',
    msLeft: 12000,
    history: ['17 red', '0 green', '22 black', '5 red', '31 black'],
    players: 37,
  },
  {
    gameId: 12,
    vendor: 'LUMEN',
    name: 'Jade Baccarat',
    minBet: 500,
    maxBet: 1000000,
    phase: 'DRAWING',
    msLeft: 4000,
    history: ['B', 'P', 'P', 'T', 'B', 'B'],
    players: 52,
  },
];

export const ROOMS: EndpointValue<typeof pvpRooms> = [
  {
    roomId: 'duel-bronze',
    gameId: 21,
    vendor: 'HARBOR',
    name: 'Three Card Duel · Bronze',
    minBet: 100,
    seats: 6,
    players: 3,
  },
  {
    roomId: 'duel-gold',
    gameId: 21,
    vendor: 'HARBOR',
    name: 'Three Card Duel · Gold',
    minBet: 5000,
    seats: 6,
    players: 6,
  },
];

export const POOLS: EndpointValue<typeof jackpotPools> = [
  { gameId: 2, vendor: 'NOVA', name: 'Dragon Vault', pool: 1_254_300, perSecond: 37 },
];

export const WINNERS: EndpointValue<typeof winnerBoard> = [
  {
    player: 'a***9',
    gameId: 1,
    game: 'Starfall Sevens',
    vendor: 'NOVA',
    amount: 482_000,
    multiplier: 241,
    time: '2026-11-24T01:00:00Z',
  },
  {
    player: 'm***k',
    gameId: 11,
    game: 'Velvet Roulette',
    vendor: 'LUMEN',
    amount: 126_000,
    multiplier: 36,
    time: '2026-11-24T00:58:00Z',
  },
  {
    player: 'z***2',
    gameId: 2,
    game: 'Dragon Vault',
    vendor: 'NOVA',
    amount: 2_950_000,
    multiplier: 1475,
    time: '2026-11-24T00:41:00Z',
  },
];

/** A page of the game list, as the platform answers it. */
export function pageOfGames(items: readonly GameItem[], page = 1, pageSize = 24) {
  return {
    items: items.slice((page - 1) * pageSize, page * pageSize),
    total: items.length,
    page,
    pageSize,
  };
}
