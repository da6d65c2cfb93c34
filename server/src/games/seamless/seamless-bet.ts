import type * as v from 'valibot';
import type { SeamlessAnswer, SeamlessBetSchema } from '../../../../contract/vendor/seamless.ts';
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

type Bet = v.InferOutput<typeof SeamlessBetSchema>;

interface BetExtra {
  game_id: number | null;
  category: string | null;
  round_closed: boolean;
}

const MOVE = gameMoveCtes({
  merchant: '$3::int',
  member: '$4::int',
  mainAccount: '$17::bigint',
  shard: '$15::smallint',
  amount: '-$9::bigint',
  kind: `'BET'`,
  reference: `'B' || bet.id`,
  referenceFrom: 'bet',
  counterparty: '$1::text',
});

/** The bet's row and its money in one statement; no row when the wallet cannot pay. */
const WRITE_BET = `
  with ${MOVE.wallet},
  bet as (
    insert into bets (merchant_id, member_id, vendor, bet_ref, round_ref, game_id, game_code,
                      category, stake, valid_bet, status, demo, detail, proof_url, placed_at,
                      settled_at)
    select $3::int, $4::int, $1::text, $2::text, $5::text, $6::int, $7::text, $8::text,
           $9::bigint, $9::bigint, $14::text, $10::boolean, $11::text, $12::text,
           $13::timestamptz, case when $14::text = 'SETTLED' then $13::timestamptz end
      from wallet
    returning id),
  ${MOVE.books},
  others as (
    update bets set status = 'SETTLED', settled_at = $13::timestamptz
     where $14::text = 'SETTLED' and vendor = $1::text and round_ref = $5::text
       and member_id = $4::int and status = 'OPEN' and exists (select 1 from wallet)
    returning id)
  update seamless_transactions s
     set answer = jsonb_build_object('status', 'OK', 'balance', wallet.balance,
                                     'currency', $16::text,
                                     'platformTransactionId', moved.id::text)
    from wallet, moved
   where s.vendor = $1::text and s.transaction_id = $2::text
  returning s.answer`;

/**
 * A bet (debit). Needs a live session and a game of the catalogue; refused for a round already
 * settled, for a bet whose rollback came first, and for a wallet that cannot pay (answering
 * the balance). A refusal of the bet itself is stored, so the same id answers the same.
 */
export async function placeBet(
  tx: Queryable,
  vendor: string,
  bet: Bet,
  now: number,
): Promise<SeamlessAnswer> {
  const claim: Claim = {
    vendor,
    transactionId: bet.transactionId,
    kind: 'BET',
    hash: requestHash('bet', bet),
    refTransaction: null,
    round: bet.roundId,
  };
  const { row, ids } = await claimAndRead<BetExtra>(tx, claim, bet, now, {
    ctes: `game as (select id, category from games
                     where merchant_id = $9 and vendor = $1 and code = $11)`,
    columns: `(select id from game) as game_id, (select category from game) as category,
              exists (select 1 from bets where vendor = $1 and round_ref = $6
                        and member_id = $8 and status = 'SETTLED') as round_closed`,
    params: [bet.gameCode],
  });
  if (row.claimed === 0) {
    throw new SeamlessRefusal(await replay(tx, claim, row.balance, row.currency_code));
  }
  const player = playerOf(row, ids, vendor, bet);
  const refuse = (status: 'SESSION_EXPIRED' | 'ROUND_SETTLED' | 'INSUFFICIENT_FUNDS') =>
    storeAnswer(tx, claim, answer(status, player.balance, player.currency));
  if (row.category === null) {
    throw new SeamlessRefusal(answer('GAME_NOT_FOUND', player.balance, player.currency));
  }
  if (player.sessionExpired) return refuse('SESSION_EXPIRED');
  if (row.round_closed) return refuse('ROUND_SETTLED');
  if (player.accountId === null || player.balance < bet.amount) return refuse('INSUFFICIENT_FUNDS');
  const [written] = await tx.query<{ answer: SeamlessAnswer }>(WRITE_BET, [
    vendor,
    bet.transactionId,
    player.merchantId,
    player.memberId,
    bet.roundId,
    row.game_id,
    bet.gameCode,
    row.category,
    bet.amount,
    player.demo,
    bet.detail ?? null,
    safeProofUrl(bet.proofUrl),
    new Date(now).toISOString(),
    bet.roundClosed ? 'SETTLED' : 'OPEN',
    gamesShardOf(player.memberId),
    player.currency,
    player.accountId,
  ]);
  if (written) return written.answer;
  // Another bet spent the money between the read and the debit.
  const [fresh] = await tx.query<{ balance: number }>(
    'select balance from ledger_accounts where id = $1',
    [player.accountId],
  );
  return storeAnswer(tx, claim, answer('INSUFFICIENT_FUNDS', fresh?.balance ?? 0, player.currency));
}
