import type * as v from 'valibot';
import type {
  SeamlessAnswer,
  SeamlessRollbackSchema,
} from '../../../../contract/vendor/seamless.ts';
import type { Queryable } from '../../db/database.ts';
import { gameMoveCtes, gamesShardOf } from '../../ledger/ledger.ts';
import {
  answer,
  claimAndRead,
  playerOf,
  replay,
  requestHash,
  SeamlessRefusal,
  storeAnswer,
  VOID,
  type Claim,
} from './seamless-context.ts';

type Rollback = v.InferOutput<typeof SeamlessRollbackSchema>;

interface BetRow {
  id: number;
  member_id: number;
  round_ref: string;
  stake: number;
  payout: number;
  status: string;
}

const MOVE = gameMoveCtes({
  merchant: '$3::int',
  member: '$4::int',
  mainAccount: '$6::bigint',
  shard: '$7::smallint',
  amount: '$10::bigint',
  kind: `'BET_REFUND'`,
  reference: `'B' || $5::bigint`,
  counterparty: '$1::text',
  when: 'exists (select 1 from refunded)',
});

/** The refund: the bet marked rolled back, its stake back in the wallet, the answer stored. */
const REFUND = `with refunded as (
    update bets set status = 'ROLLED_BACK', settled_at = $9::timestamptz
     where id = $5::bigint and status = 'OPEN' returning stake),
  ${MOVE.wallet},
  ${MOVE.books}
  update seamless_transactions s
     set answer = jsonb_build_object('status', 'OK', 'balance', wallet.balance,
                                     'currency', $8::text, 'platformTransactionId', moved.id::text)
    from wallet, moved
   where s.vendor = $1::text and s.transaction_id = $2::text
  returning s.answer`;

/**
 * A rollback (refund of one bet), accepted after the session expired. Its bet:
 * - never seen: a VOID row takes the bet's transaction id, so the bet is refused if it comes;
 *   the rollback answers OK (a bet that was itself refused answers OK too: nothing was taken);
 * - open: its stake comes back (BET_REFUND) and it is ROLLED_BACK; already rolled back: OK;
 * - settled, or paid by a win of a round still open: ROUND_SETTLED;
 * - another player's or round's, or not a bet: BET_NOT_FOUND (not stored).
 */
export async function rollBack(
  tx: Queryable,
  vendor: string,
  rollback: Rollback,
  now: number,
): Promise<SeamlessAnswer> {
  const claim: Claim = {
    vendor,
    transactionId: rollback.transactionId,
    kind: 'ROLLBACK',
    hash: requestHash('rollback', rollback),
    refTransaction: rollback.referenceTransactionId,
    round: rollback.roundId,
  };
  // The VOID row claims the bet's id; when the bet holds it, this waits for the bet to end.
  const voided = `void as (
    insert into seamless_transactions
      (vendor, transaction_id, kind, request_hash, ref_transaction, round_ref, answer)
    select $1, $5, '${VOID}', '', $2, $6, '{}'::jsonb where $5 <> $2
    on conflict do nothing returning 1)`;
  const { row, ids } = await claimAndRead<{ voided: number }>(tx, claim, rollback, now, {
    ctes: voided,
    columns: '(select count(*) from void)::int as voided',
  });
  if (row.claimed === 0) {
    throw new SeamlessRefusal(await replay(tx, claim, row.balance, row.currency_code));
  }
  const player = playerOf(row, ids, vendor, rollback);
  const ok = () => storeAnswer(tx, claim, answer('OK', player.balance, player.currency));
  const notFound = () =>
    new SeamlessRefusal(answer('BET_NOT_FOUND', player.balance, player.currency));
  if (rollback.referenceTransactionId === rollback.transactionId) throw notFound();
  if (row.voided === 1) return ok();

  const [bet] = await tx.query<BetRow>(
    `select id, member_id, round_ref, stake, payout, status from bets
      where vendor = $1 and bet_ref = $2 for update`,
    [vendor, rollback.referenceTransactionId],
  );
  if (!bet) {
    const [taken] = await tx.query<{ kind: string }>(
      'select kind from seamless_transactions where vendor = $1 and transaction_id = $2',
      [vendor, rollback.referenceTransactionId],
    );
    // A bet that was refused (or voided before) took nothing; anything else is not a bet.
    if (taken?.kind === 'BET' || taken?.kind === VOID) return ok();
    throw notFound();
  }
  if (bet.member_id !== player.memberId || bet.round_ref !== rollback.roundId) throw notFound();
  if (bet.status === 'ROLLED_BACK') return ok();
  if (bet.status === 'SETTLED' || bet.payout > 0 || player.accountId === null) {
    return storeAnswer(tx, claim, answer('ROUND_SETTLED', player.balance, player.currency));
  }
  const [written] = await tx.query<{ answer: SeamlessAnswer }>(REFUND, [
    vendor,
    rollback.transactionId,
    player.merchantId,
    player.memberId,
    bet.id,
    player.accountId,
    gamesShardOf(player.memberId),
    player.currency,
    new Date(now).toISOString(),
    bet.stake,
  ]);
  if (!written) throw new Error(`The rollback ${rollback.transactionId} was not written.`);
  return written.answer;
}
