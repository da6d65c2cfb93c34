import type { GameItem, SubCategory, VendorCard } from '../../../contract/games.ts';
import type { GameCategory } from '../../../contract/generated/platform.ts';
import type { Queryable } from '../db/database.ts';
import type { Merchant } from '../merchant/merchant-store.ts';
import type { VendorDirectory } from './vendor-directory.ts';

/**
 * The catalogue as the lobbies read it: which games a merchant shows, a game row turned into
 * the contract's GameItem, the language a call asks for. Every lobby call goes through
 * `visibleWhere`, so hidden, retired and unreachable vendors' games stay out everywhere alike.
 */

/** A game is "new" (the lobby's badge) this long after the vendor released it. */
export const NEW_FOR_DAYS = 30;
/** Popularity counts settled, non-demo bets of this many days. */
export const POPULAR_DAYS = 7;

/** One vendor of the merchant's seed that this server can reach, with its lobby facts. */
export interface LobbyVendor {
  code: string;
  displayName: string;
  /** Spec §3 accountTypeId: the vendor's 1-based place among the seed's distinct codes. */
  id: number;
  categories: GameCategory[];
  isHot: boolean;
  vassalage: boolean;
}

/**
 * The seed's vendors the directory can reach, by code (a vendor listed under two categories
 * is one vendor with two categories; hot or vassalage under any of them counts).
 */
export function lobbyVendors(merchant: Merchant, directory: VendorDirectory): LobbyVendor[] {
  const byCode = new Map<string, LobbyVendor>();
  let place = 0;
  for (const seed of merchant.settings.vendors ?? []) {
    let vendor = byCode.get(seed.code);
    if (!vendor) {
      place += 1;
      vendor = {
        code: seed.code,
        displayName: seed.displayName,
        id: place,
        categories: [],
        isHot: false,
        vassalage: false,
      };
      byCode.set(seed.code, vendor);
    }
    if (!vendor.categories.includes(seed.category)) vendor.categories.push(seed.category);
    vendor.isHot ||= seed.isHot ?? false;
    vendor.vassalage ||= seed.vassalage ?? false;
  }
  return [...byCode.values()].filter((vendor) => directory.get(vendor.code) !== undefined);
}

/** The seed's display name of a vendor (its code when the seed no longer lists it). */
export function vendorNameOf(merchant: Merchant, code: string): string {
  return merchant.settings.vendors?.find((vendor) => vendor.code === code)?.displayName ?? code;
}

/** The asked language as the catalogue keys names ("EN", "TH"…); English when unsaid. */
export function languageOf(asked: string | undefined, header: string | undefined): string {
  const code = (asked ?? header ?? 'EN').trim().toUpperCase();
  return /^[A-Z]{2}$/.test(code) ? code : 'EN';
}

/** A game's name in a language: that language, else English, else the vendor's code. */
export function nameOf(names: Record<string, string>, language: string, code: string): string {
  return names[language] ?? names.EN ?? code;
}

/**
 * A vendor's image address as the browser can load it: the sandbox vendors give paths on the
 * platform's own origin, which a site served from another origin must not read as its own.
 */
export function absoluteUrl(url: string, origin: string): string {
  if (url === '') return url;
  try {
    return new URL(url, origin).toString();
  } catch {
    return url;
  }
}

/** The columns every GameItem is made from (table alias g). */
export const GAME_COLUMNS = `g.id, g.vendor, g.code, g.names, g.category, g.sub_category,
  g.min_bet, g.max_bet, g.lines, g.rtp_bp, g.demo, g.jackpot, g.thumbnail, g.rooms,
  g.hot, g.featured, g.sort_order, g.hidden, g.retired,
  g.released_at > now() - ${NEW_FOR_DAYS} * interval '1 day' as is_new`;

export interface GameRow {
  id: number;
  vendor: string;
  code: string;
  names: Record<string, string>;
  category: GameCategory;
  sub_category: SubCategory;
  min_bet: number;
  max_bet: number;
  lines: number;
  rtp_bp: number;
  demo: boolean;
  jackpot: boolean;
  thumbnail: string;
  rooms: { roomId: string; names: Record<string, string>; minBet: number; seats: number }[];
  hot: boolean;
  featured: boolean;
  sort_order: number;
  hidden: boolean;
  retired: boolean;
  is_new: boolean;
}

/**
 * `… where` of the games a lobby shows (alias g): the merchant's ($1), not hidden, not
 * retired, of a vendor among `vendorsParam` (the reachable seed vendors' codes, text[]).
 */
export function visibleWhere(vendorsParam: string): string {
  return `g.merchant_id = $1 and not g.hidden and not g.retired
    and g.vendor = any(${vendorsParam}::text[])`;
}

/** What turning rows into GameItems needs beyond the row. */
export interface ItemContext {
  vendors: readonly LobbyVendor[];
  /** The platform's origin as the caller reached it (lobby-context.ts). */
  origin: string;
  language: string;
  favourites: ReadonlySet<number>;
  /** Progressive pools by `vendor:code`, when the lobby asked the vendors. */
  pools?: ReadonlyMap<string, number>;
}

export function toGameItem(row: GameRow, context: ItemContext): GameItem {
  const vendor = context.vendors.find((candidate) => candidate.code === row.vendor);
  return {
    gameId: row.id,
    nodeId: vendor?.id ?? 0,
    code: row.code,
    vendor: row.vendor,
    vendorName: vendor?.displayName ?? row.vendor,
    name: nameOf(row.names, context.language, row.code),
    category: row.category,
    subCategory: row.sub_category,
    thumbnail: absoluteUrl(row.thumbnail, context.origin),
    minBet: row.min_bet,
    maxBet: row.max_bet,
    lines: row.lines,
    rtpBp: row.rtp_bp,
    demo: row.demo,
    isHot: row.hot,
    isNew: row.is_new,
    featured: row.featured,
    isFav: context.favourites.has(row.id),
    roomId: row.rooms[0]?.roomId ?? null,
    jackpot: row.jackpot ? (context.pools?.get(`${row.vendor}:${row.code}`) ?? null) : null,
  };
}

/** The member's favourite game ids among `gameIds` (none for a visitor). */
export async function favouritesAmong(
  db: Queryable,
  memberId: number | undefined,
  gameIds: readonly number[],
): Promise<Set<number>> {
  if (memberId === undefined || gameIds.length === 0) return new Set();
  const rows = await db.query<{ game_id: number }>(
    'select game_id from game_favourites where member_id = $1 and game_id = any($2::int[])',
    [memberId, gameIds],
  );
  return new Set(rows.map((row) => row.game_id));
}

/** One game of the merchant by id, whatever its state (launch tells hidden from missing). */
export async function findGame(
  db: Queryable,
  merchantId: number,
  gameId: number,
): Promise<GameRow | undefined> {
  const [row] = await db.query<GameRow>(
    `select ${GAME_COLUMNS} from games g where g.merchant_id = $1 and g.id = $2`,
    [merchantId, gameId],
  );
  return row;
}

/** Vendor cards of the lobby (spec §3 card), each with the games it shows. */
export function vendorCard(
  vendor: LobbyVendor,
  category: GameCategory,
  directory: VendorDirectory,
  counts: ReadonlyMap<string, { games: number; icon: string }>,
  origin: string,
): VendorCard {
  const count = counts.get(`${vendor.code}:${category}`);
  return {
    accountTypeId: vendor.id,
    accountTypeName: vendor.code,
    displayName: vendor.displayName,
    category,
    smallIcon: absoluteUrl(count?.icon ?? '', origin),
    isHot: vendor.isHot ? 1 : 0,
    vassalage: vendor.vassalage,
    protocol: directory.get(vendor.code)?.protocol ?? 'SEAMLESS',
    gameCount: count?.games ?? 0,
  };
}
