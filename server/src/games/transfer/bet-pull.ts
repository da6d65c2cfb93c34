import { DEMO_ROLE } from '../../../../contract/roles.ts';
import type { VendorBet } from '../../../../contract/vendor/vendor-api.ts';
import type { Clock } from '../../clock.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { gamesShardOf, post } from '../../ledger/ledger.ts';
import type { VendorConnection } from '../vendor-directory.ts';
import { parsePlayerId } from '../seamless/player-id.ts';
// The same rule as the seamless path: only an http(s) proof link is kept.
import { safeProofUrl } from '../seamless/seamless-context.ts';
import { askBets } from './vendor-calls.ts';

/**
 * The transfer vendors' bet records into the bets table and the ledger (issue 9 "Transfer
 * wallet"). The vendor sends a record when the bet is placed and again when it settles or is
 * rolled back (same betId); each change posts once:
 * - a new bet: VENDOR wallet −stake → GAMES (kind BET, reference B<id>);
 * - settled: GAMES → VENDOR wallet +payout (kind PAYOUT);
 * - rolled back: GAMES → VENDOR wallet +stake (kind BET_REFUND).
 * A record seen again with the status it already has posts nothing; a record first seen
 * settled posts both its stake and payout; one first seen rolled back posts nothing.
 */

export interface PullReport {
  pages: number;
  records: number;
  /** Records that changed a bet (and posted its money). */
  applied: number;
  /** Records that changed nothing: already seen with this status. */
  duplicates: number;
  /** Records that cannot be booked: an unknown player, or a settled bet changing again. */
  skipped: string[];
}

const emptyReport = (): PullReport => ({
  pages: 0,
  records: 0,
  applied: 0,
  duplicates: 0,
  skipped: [],
});

interface BetRow {
  id: number;
  status: string;
  stake: number;
}

async function postBetMoney(
  tx: Queryable,
  bet: { id: number; merchantId: number; memberId: number; vendor: string },
  kind: 'BET' | 'PAYOUT' | 'BET_REFUND',
  toMember: number,
): Promise<void> {
  if (toMember === 0) return;
  await post(tx, {
    merchantId: bet.merchantId,
    kind,
    memberId: bet.memberId,
    reference: `B${bet.id}`,
    legs: [
      {
        account: { member: bet.memberId, wallet: bet.vendor },
        amount: toMember,
        counterparty: bet.vendor,
      },
      { account: { system: 'GAMES', shard: gamesShardOf(bet.memberId) }, amount: -toMember },
    ],
  });
}

const timeOr = (text: string | null, fallback: Date): Date | string =>
  text !== null && !Number.isNaN(Date.parse(text)) ? text : fallback;

/** Books one record; answers whether it changed anything, or why it was skipped. */
async function applyBet(
  tx: Queryable,
  vendor: string,
  record: VendorBet,
  now: Date,
): Promise<'APPLIED' | 'DUPLICATE' | string> {
  const player = parsePlayerId(record.player);
  const [member] = player
    ? await tx.query<{ id: number; role: number }>(
        'select id, role from members where id = $1 and merchant_id = $2',
        [player.memberId, player.merchantId],
      )
    : [];
  if (!player || !member) return `${record.betId}: unknown player ${record.player}`;
  const owner = { merchantId: player.merchantId, memberId: member.id, vendor };
  const [existing] = await tx.query<BetRow>(
    'select id, status, stake from bets where vendor = $1 and bet_ref = $2 for update',
    [vendor, record.betId],
  );
  if (existing) {
    // The same status again, or the placing record arriving after the bet ended: nothing new.
    if (existing.status === record.status || record.status === 'OPEN') return 'DUPLICATE';
    if (existing.status !== 'OPEN') {
      return `${record.betId}: ${existing.status} cannot become ${record.status}`;
    }
    const settled = record.status === 'SETTLED';
    await tx.query(
      `update bets set status = $2, payout = $3, valid_bet = $4, settled_at = $5,
              detail = coalesce($6, detail), proof_url = coalesce($7, proof_url)
        where id = $1`,
      [
        existing.id,
        record.status,
        settled ? record.payout : 0,
        settled ? record.validBet : 0,
        timeOr(record.settledAt, now),
        record.detail,
        safeProofUrl(record.proofUrl ?? undefined),
      ],
    );
    const bet = { id: existing.id, ...owner };
    if (settled) await postBetMoney(tx, bet, 'PAYOUT', record.payout);
    else await postBetMoney(tx, bet, 'BET_REFUND', existing.stake);
    return 'APPLIED';
  }
  const [game] = await tx.query<{ id: number; category: string }>(
    'select id, category from games where merchant_id = $1 and vendor = $2 and code = $3',
    [player.merchantId, vendor, record.gameCode],
  );
  const settled = record.status === 'SETTLED';
  const [inserted] = await tx.query<{ id: number }>(
    `insert into bets (merchant_id, member_id, vendor, bet_ref, round_ref, game_id, game_code,
       category, stake, valid_bet, payout, status, demo, detail, proof_url, placed_at, settled_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)
     returning id`,
    [
      player.merchantId,
      member.id,
      vendor,
      record.betId,
      record.roundId,
      game?.id ?? null,
      record.gameCode,
      // A game the catalogue has not synced yet: the transfer vendors' games are RNG or PVP;
      // RNG keeps the record in the histories until the next sync names it.
      game?.category ?? 'RNG',
      record.stake,
      settled ? record.validBet : 0,
      settled ? record.payout : 0,
      record.status,
      member.role === DEMO_ROLE,
      record.detail,
      safeProofUrl(record.proofUrl ?? undefined),
      timeOr(record.placedAt, now),
      record.status === 'OPEN' ? null : timeOr(record.settledAt, now),
    ],
  );
  if (!inserted) throw new Error(`Bet ${record.betId} was not written.`);
  // A bet first seen rolled back moved no money at the vendor either: nothing to post.
  if (record.status === 'ROLLED_BACK') return 'APPLIED';
  const bet = { id: inserted.id, ...owner };
  await postBetMoney(tx, bet, 'BET', -record.stake);
  if (settled) await postBetMoney(tx, bet, 'PAYOUT', record.payout);
  return 'APPLIED';
}

/**
 * Pulls the vendor's new bet records, page by page, from its cursor. Each page and the cursor
 * that follows it are written in one database transaction, under a lock of the cursor row:
 * a page another instance already wrote (the cursor moved meanwhile) is dropped, so a record
 * is booked once however many instances pull. A vendor that does not answer throws
 * VendorCallError with nothing changed; the next pull resumes from the same cursor. A record
 * whose stake the ledger's vendor wallet cannot pay stops the pull (INSUFFICIENT_FUNDS) with
 * that page unwritten: a drift to look at, never a record lost.
 */
export async function pullVendorBets(
  db: Database,
  vendor: VendorConnection,
  clock: Clock,
  options: { limit?: number; maxPages?: number } = {},
): Promise<PullReport> {
  const limit = options.limit ?? 500;
  const maxPages = options.maxPages ?? 20;
  const report = emptyReport();
  await db.query(
    'insert into vendor_bet_cursors (vendor, cursor) values ($1, null) on conflict do nothing',
    [vendor.code],
  );
  while (report.pages < maxPages) {
    const [stored] = await db.query<{ cursor: string | null }>(
      'select cursor from vendor_bet_cursors where vendor = $1',
      [vendor.code],
    );
    const cursor = stored?.cursor ?? null;
    const page = await askBets(vendor, clock, cursor, limit);
    const now = new Date(clock.now());
    const written = await db.transaction(async (tx) => {
      const [locked] = await tx.query<{ cursor: string | null }>(
        'select cursor from vendor_bet_cursors where vendor = $1 for update',
        [vendor.code],
      );
      if ((locked?.cursor ?? null) !== cursor) return false;
      for (const record of page.bets) {
        const outcome = await applyBet(tx, vendor.code, record, now);
        if (outcome === 'APPLIED') report.applied += 1;
        else if (outcome === 'DUPLICATE') report.duplicates += 1;
        else report.skipped.push(outcome);
      }
      await tx.query(
        'update vendor_bet_cursors set cursor = $2, pulled_at = $3 where vendor = $1',
        [vendor.code, page.next, now],
      );
      return true;
    });
    if (!written) break;
    report.pages += 1;
    report.records += page.bets.length;
    if (page.bets.length < limit || page.next === cursor) break;
  }
  return report;
}
