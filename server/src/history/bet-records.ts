import type { BetRecord } from '../../../contract/history.ts';
import type { GameCategory } from '../../../contract/generated/platform.ts';
import type { Queryable } from '../db/database.ts';
import type { Merchant } from '../merchant/merchant-store.ts';
import type { HistoryPage } from './account-records.ts';
import { isoRange } from './date-range.ts';
import { pageOf, type Page } from './paging.ts';

export interface BetQuery extends HistoryPage {
  category?: GameCategory | undefined;
  vendor?: string | undefined;
  /** The language game names are shown in ("EN", "TH"…). */
  language: string;
}

export interface BetRecords extends Page<BetRecord> {
  /** Over every bet the filters match; a rolled-back bet was refunded, so it adds nothing. */
  totals: { stake: number; validBet: number; payout: number };
}

/** The member's own bets placed in the range, of the category and vendor when asked. */
const MEMBER_BETS = `
  from bets b left join games g on g.id = b.game_id
 where b.member_id = $1 and b.placed_at >= $2::timestamptz and b.placed_at < $3::timestamptz
   and ($4::text is null or b.category = $4) and ($5::text is null or b.vendor = $5)`;

/**
 * Spec §2.4 personalHistoryCopy from the bets table, which both wallet protocols fill (a
 * seamless vendor's calls, a transfer vendor's pulled records): newest first, the game's name
 * in the asked language, the vendor's name as the merchant's seed has it.
 */
export async function betRecords(
  db: Queryable,
  merchant: Merchant,
  memberId: number,
  query: BetQuery,
): Promise<BetRecords> {
  const params = [
    memberId,
    ...isoRange(query.range),
    query.category ?? null,
    query.vendor ?? null,
    query.language,
  ];
  const page = await pageOf<Omit<BetRecord, 'vendorName'>>(
    db,
    {
      columns: `b.id, b.bet_ref as "betId", b.round_ref as "roundId", b.placed_at as time,
                b.settled_at as "settledAt", b.vendor, b.game_id as "gameId",
                coalesce(g.names ->> $6, g.names ->> 'EN', b.game_code) as game, b.category,
                b.stake, b.valid_bet as "validBet", b.payout, b.status, b.demo, b.detail,
                b.proof_url as "proofUrl"`,
      // $6 (the language) only names the game; the count names it so both share params.
      where: `${MEMBER_BETS} and $6::text is not null`,
      params,
      orderBy: 'b.placed_at desc, b.id desc',
    },
    query,
  );
  const [totals] = await db.query<{ stake: number; valid_bet: number; payout: number }>(
    `select coalesce(sum(b.stake), 0) as stake, coalesce(sum(b.valid_bet), 0) as valid_bet,
            coalesce(sum(b.payout), 0) as payout
       ${MEMBER_BETS} and b.status <> 'ROLLED_BACK'`,
    params.slice(0, 5),
  );
  const names = new Map<string, string>();
  for (const vendor of merchant.settings.vendors ?? []) {
    if (!names.has(vendor.code)) names.set(vendor.code, vendor.displayName);
  }
  return {
    ...page,
    items: page.items.map((item) => ({
      ...item,
      vendorName: names.get(item.vendor) ?? item.vendor,
    })),
    totals: {
      stake: totals?.stake ?? 0,
      validBet: totals?.valid_bet ?? 0,
      payout: totals?.payout ?? 0,
    },
  };
}
