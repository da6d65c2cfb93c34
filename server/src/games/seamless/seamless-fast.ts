import type * as v from 'valibot';
import type {
  SeamlessAnswer,
  SeamlessBetSchema,
  SeamlessWinSchema,
} from '../../../../contract/vendor/seamless.ts';
import type { Queryable } from '../../db/database.ts';
import { gameMoveCtes, gamesShardOf } from '../../ledger/ledger.ts';
import { gameTokenHash, parsePlayerId } from './player-id.ts';
import { requestHash, safeProofUrl } from './seamless-context.ts';

/**
 * The hot path of a round: a bet or a win that will simply go through, as ONE statement in
 * its own transaction (two round trips fewer than BEGIN … COMMIT around the full path, and
 * the shared GAMES row held only to the commit). It writes only when every check passes;
 * otherwise it writes nothing and answers null, and the full path (seamless-bet.ts,
 * seamless-win.ts) decides. A transaction id already taken (a duplicate, or a rollback's VOID
 * row) makes its insert fail with a unique violation, which aborts the statement: the full
 * path then answers the first answer. (Its locks come in another order than the full path's,
 * MAIN before the id; the rare deadlock of a duplicate racing down both paths aborts one, which
 * runs the full path again.)
 */

/** The id is taken, a deadlock, a serialization failure: the full path decides. */
const FALL_BACK = new Set(['23505', '40P01', '40001']);

/** The player behind a session of this vendor, in the body's currency ($1 vendor … $6). */
const PLAYER = `player as (
    select m.id as member_id, m.role, a.id as account_id, gs.expires_at
      from game_sessions gs
      join members m on m.id = gs.member_id and m.id = $4::int and m.merchant_id = $5::int
      join merchants mer on mer.id = m.merchant_id and mer.currency_code = $6::text
      join ledger_accounts a on a.member_id = m.id and a.kind = 'MAIN' and a.vendor = ''
     where gs.token_hash = $3::text and gs.vendor = $1::text)`;

/** The transaction id's row with its first answer ($1 vendor, $2 id, $8 hash, $9 round). */
const claim = (kind: string, transaction: string) => `claim as (
    insert into seamless_transactions
      (vendor, transaction_id, kind, request_hash, round_ref, answer)
    select $1::text, $2::text, '${kind}', $8::text, $9::text,
           jsonb_build_object('status', 'OK', 'balance', wallet.balance, 'currency', $6::text,
                              'platformTransactionId', ${transaction})
      from wallet${transaction === 'null::text' ? '' : ', moved'}
    returning answer)`;

const BET_MOVE = gameMoveCtes({
  merchant: '$5::int',
  member: '$4::int',
  mainAccount: '(select account_id from game)',
  shard: '$7::smallint',
  amount: '-$10::bigint',
  kind: `'BET'`,
  reference: `'B' || bet.id`,
  referenceFrom: 'bet',
  counterparty: '$1::text',
  when: 'exists (select 1 from game)',
});

const FAST_BET = `with ${PLAYER},
  game as (
    select player.*, g.id as game_id, g.category from player
      join games g on g.merchant_id = $5::int and g.vendor = $1::text and g.code = $11::text
     where player.expires_at > $12::timestamptz
       and not exists (select 1 from bets where vendor = $1::text and round_ref = $9::text
                         and member_id = $4::int and status = 'SETTLED')),
  ${BET_MOVE.wallet},
  bet as (
    insert into bets (merchant_id, member_id, vendor, bet_ref, round_ref, game_id, game_code,
                      category, stake, valid_bet, status, demo, detail, proof_url, placed_at)
    select $5::int, $4::int, $1::text, $2::text, $9::text, game.game_id, $11::text,
           game.category, $10::bigint, $10::bigint, 'OPEN', game.role = $13::int, $14::text,
           $15::text, $12::timestamptz
      from wallet, game
    returning id),
  ${BET_MOVE.books},
  ${claim('BET', 'moved.id::text')}
  select answer from claim`;

/** A bet that closes its round takes the full path (it settles the round's other bets). */
export async function fastBet(
  db: Queryable,
  vendor: string,
  bet: v.InferOutput<typeof SeamlessBetSchema>,
  now: number,
  demoRole: number,
): Promise<SeamlessAnswer | null> {
  const ids = parsePlayerId(bet.player);
  if (!ids || bet.roundClosed) return null;
  return once(db, FAST_BET, [
    vendor,
    bet.transactionId,
    gameTokenHash(bet.sessionToken),
    ids.memberId,
    ids.merchantId,
    bet.currency,
    gamesShardOf(ids.memberId),
    requestHash('bet', bet),
    bet.roundId,
    bet.amount,
    bet.gameCode,
    new Date(now).toISOString(),
    demoRole,
    bet.detail ?? null,
    safeProofUrl(bet.proofUrl),
  ]);
}

const WIN_MOVE = gameMoveCtes({
  merchant: '$5::int',
  member: '$4::int',
  mainAccount: '(select account_id from player)',
  shard: '$7::smallint',
  amount: '$10::bigint',
  kind: `'PAYOUT'`,
  reference: `'B' || (select min(id) from round)`,
  counterparty: '$1::text',
  when: 'exists (select 1 from settle)',
});

/** The member's open bets of the round, locked; the win's settlement of them ($11 closes). */
const SETTLE = `round as (
    select b.id from bets b, player
     where b.vendor = $1::text and b.round_ref = $9::text and b.member_id = player.member_id
       and b.status = 'OPEN'
     order by b.id for update of b),
  settle as (
    update bets set payout = payout + case when id = (select min(id) from round)
                                           then $10::bigint else 0 end,
           status = case when $11::boolean then 'SETTLED' else status end,
           settled_at = case when $11::boolean then $12::timestamptz else settled_at end,
           detail = coalesce($13::text, detail), proof_url = coalesce($14::text, proof_url)
     where id in (select id from round)
    returning id)`;

const FAST_PAID_WIN = `with ${PLAYER}, ${SETTLE}, ${WIN_MOVE.wallet}, ${WIN_MOVE.books},
  ${claim('WIN', 'moved.id::text')}
  select answer from claim`;

const FAST_NIL_WIN = `with ${PLAYER}, ${SETTLE},
  wallet as (
    select id, balance from ledger_accounts
     where id = (select account_id from player) and exists (select 1 from settle)
       and $5::int > 0 and $7::smallint >= 0 and $10::bigint = 0),
  ${claim('WIN', 'null::text')}
  select answer from claim`;

export async function fastWin(
  db: Queryable,
  vendor: string,
  win: v.InferOutput<typeof SeamlessWinSchema>,
  now: number,
): Promise<SeamlessAnswer | null> {
  const ids = parsePlayerId(win.player);
  if (!ids) return null;
  return once(db, win.amount > 0 ? FAST_PAID_WIN : FAST_NIL_WIN, [
    vendor,
    win.transactionId,
    gameTokenHash(win.sessionToken),
    ids.memberId,
    ids.merchantId,
    win.currency,
    gamesShardOf(ids.memberId),
    requestHash('win', win),
    win.roundId,
    win.amount,
    win.roundClosed,
    new Date(now).toISOString(),
    win.detail ?? null,
    safeProofUrl(win.proofUrl),
  ]);
}

async function once(
  db: Queryable,
  sql: string,
  params: readonly unknown[],
): Promise<SeamlessAnswer | null> {
  try {
    const [row] = await db.query<{ answer: SeamlessAnswer }>(sql, params);
    return row?.answer ?? null;
  } catch (error: unknown) {
    const code = (error as { code?: unknown } | null)?.code;
    if (typeof code === 'string' && FALL_BACK.has(code)) return null;
    throw error;
  }
}
