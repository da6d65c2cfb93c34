import type * as v from 'valibot';
import type { SeamlessAnswer, SeamlessWinSchema } from '../../../../contract/vendor/seamless.ts';
import type { Queryable } from '../../db/database.ts';
import { gameMoveCtes, gamesShardOf } from '../../ledger/ledger.ts';
import {
  answer,
  claimAndRead,
  playerOf,
  replay,
  requestHash,
  safeProofUrl,
  SeamlessRefusal,
  storeAnswer,
  type Claim,
} from './seamless-context.ts';

type Win = v.InferOutput<typeof SeamlessWinSchema>;

interface RoundBet {
  id: number;
  status: string;
}

/** Records the win on the round's open bets: the payout on the first, closing all if asked. */
const SETTLE = `settle as (
    update bets set payout = payout + case when id = $6::bigint then $7::bigint else 0 end,
           status = case when $8::boolean then 'SETTLED' else status end,
           settled_at = case when $8::boolean then $9::timestamptz else settled_at end,
           detail = coalesce($10::text, detail), proof_url = coalesce($11::text, proof_url)
     where vendor = $1::text and round_ref = $5::text and member_id = $4::int
       and status = 'OPEN'
    returning id)`;

const MOVE = gameMoveCtes({
  merchant: '$3::int',
  member: '$4::int',
  mainAccount: '$12::bigint',
  shard: '$13::smallint',
  amount: '$7::bigint',
  kind: `'PAYOUT'`,
  reference: `'B' || $6::bigint`,
  counterparty: '$1::text',
});

const ANSWER_OK = `update seamless_transactions s
     set answer = jsonb_build_object('status', 'OK', 'balance', wallet.balance,
                                     'currency', $14::text, 'platformTransactionId', %TX%)
    from wallet%FROM%
   where s.vendor = $1::text and s.transaction_id = $2::text
  returning s.answer`;

const WRITE_PAID_WIN = `with ${SETTLE}, ${MOVE.wallet}, ${MOVE.books}
  ${ANSWER_OK.replace('%TX%', 'moved.id::text').replace('%FROM%', ', moved')}`;

/** A win of 0 closes the round and moves nothing. */
const WRITE_NIL_WIN = `with ${SETTLE},
  wallet as (select id, balance from ledger_accounts where id = $12::bigint
              and $3::int is not null and $13::smallint is not null and $7::bigint = 0)
  ${ANSWER_OK.replace('%TX%', 'null::text').replace('%FROM%', '')}`;

/**
 * A win (credit) settles the member's open bets of its round. Accepted after the session
 * expired. The whole payout is recorded on the round's first open bet (the other bets keep
 * payout 0), so each bet's postings still equal its stake and payout (checkLedger).
 * Refused: no bet of the round (ROUND_NOT_FOUND, not stored: the bet may still be on its
 * way), the round already settled (ROUND_SETTLED) or rolled back (BET_ROLLED_BACK).
 */
export async function payWin(
  tx: Queryable,
  vendor: string,
  win: Win,
  now: number,
): Promise<SeamlessAnswer> {
  const claim: Claim = {
    vendor,
    transactionId: win.transactionId,
    kind: 'WIN',
    hash: requestHash('win', win),
    refTransaction: null,
    round: win.roundId,
  };
  // The round's bets are locked, so a win and a rollback of the same round take turns.
  const { row, ids } = await claimAndRead<{ round: RoundBet[] }>(tx, claim, win, now, {
    ctes: `round as (select id, status from bets
                      where vendor = $1 and round_ref = $6 and member_id = $8
                      order by id for update)`,
    columns: `(select coalesce(json_agg(json_build_object('id', id, 'status', status)
                                        order by id), '[]'::json) from round) as round`,
  });
  if (row.claimed === 0) {
    throw new SeamlessRefusal(await replay(tx, claim, row.balance, row.currency_code));
  }
  const player = playerOf(row, ids, vendor, win);
  const open = row.round.filter((bet) => bet.status === 'OPEN');
  const first = open[0];
  if (!first || player.accountId === null) {
    if (row.round.length === 0) {
      throw new SeamlessRefusal(answer('ROUND_NOT_FOUND', player.balance, player.currency));
    }
    const settled = row.round.some((bet) => bet.status === 'SETTLED');
    const status = settled ? 'ROUND_SETTLED' : 'BET_ROLLED_BACK';
    return storeAnswer(tx, claim, answer(status, player.balance, player.currency));
  }
  const [written] = await tx.query<{ answer: SeamlessAnswer }>(
    win.amount > 0 ? WRITE_PAID_WIN : WRITE_NIL_WIN,
    [
      vendor,
      win.transactionId,
      player.merchantId,
      player.memberId,
      win.roundId,
      first.id,
      win.amount,
      win.roundClosed,
      new Date(now).toISOString(),
      win.detail ?? null,
      safeProofUrl(win.proofUrl),
      player.accountId,
      gamesShardOf(player.memberId),
      player.currency,
    ],
  );
  if (!written) throw new Error(`The win ${win.transactionId} was not written.`);
  return written.answer;
}
