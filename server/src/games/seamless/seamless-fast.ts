import type * as v from 'valibot';
import type {
  SeamlessAnswer,
  SeamlessBetSchema,
  SeamlessWinSchema,
} from '../../../../contract/vendor/seamless.ts';
import type { Queryable } from '../../db/database.ts';
import { gameTokenHash, parsePlayerId } from './player-id.ts';
import { requestHash, safeProofUrl } from './seamless-context.ts';

/**
 * The hot path of the seamless wallet: bets, or wins, that will simply go through, several at
 * once as ONE statement in its own transaction (fast-lane.ts gathers them). Measured on this
 * two-core machine, PostgreSQL spent about half of each one-event statement on what every
 * statement costs whatever it writes (executor start, bind, commit and its WAL flush, the
 * socket round trip); a batch pays that once. Each event writes only when every check of its
 * own passes; an event that fails one writes nothing, is missing from the answer, and the full
 * path (seamless-bet.ts, seamless-win.ts) decides it. A transaction id already taken (a
 * duplicate, or a rollback's VOID row) fails the statement with a unique violation, which
 * writes nothing at all: the lane then hands every event of the batch to the full path.
 *
 * The lane never puts one member twice in a batch, nor in two batches at once, so each event
 * updates its own MAIN row. All of a batch's house side goes to one GAMES shard per merchant
 * (the lane's), added once; its entries carry the running balance in id order, as checkLedger
 * requires. MAIN rows are locked before the GAMES row (the house sums the wallet rows), as on
 * every game move.
 */

/** One event's values, as the batch's parallel arrays take them. */
export interface FastEvent {
  transactionId: string;
  tokenHash: string;
  memberId: number;
  merchantId: number;
  currency: string;
  requestHash: string;
  roundId: string;
  amount: number;
  gameCode: string;
  detail: string | null;
  proofUrl: string | null;
  /** When the event arrived (ISO): the bet's placed_at, the win's settled_at. */
  at: string;
  /** A win that closes its round (always false for a bet, which closes on the full path). */
  closes: boolean;
}

/** A parsed bet or win as a batch takes it; null when its player id is not one of ours. */
export function fastEventOf(
  kind: 'bet' | 'win',
  request: v.InferOutput<typeof SeamlessBetSchema> | v.InferOutput<typeof SeamlessWinSchema>,
  now: number,
): FastEvent | null {
  const ids = parsePlayerId(request.player);
  if (!ids) return null;
  return {
    transactionId: request.transactionId,
    tokenHash: gameTokenHash(request.sessionToken),
    memberId: ids.memberId,
    merchantId: ids.merchantId,
    currency: request.currency,
    requestHash: requestHash(kind, request),
    roundId: request.roundId,
    amount: request.amount,
    gameCode: request.gameCode,
    detail: request.detail ?? null,
    proofUrl: safeProofUrl(request.proofUrl),
    at: new Date(now).toISOString(),
    closes: kind === 'win' && request.roundClosed,
  };
}

/** The events' columns ($2 … $14); $1 is the vendor, $15 the GAMES shard. */
const INPUT = `input as (
    select * from unnest($2::text[], $3::text[], $4::int[], $5::int[], $6::text[], $7::text[],
                         $8::text[], $9::bigint[], $10::text[], $11::text[], $12::text[],
                         $13::timestamptz[], $14::boolean[])
      as i(tx, token, member, merchant, currency, hash, round, amount, game_code, detail,
           proof, at, closes))`;

/** Each event's member (of the session, merchant and currency it names) and MAIN account. */
const PLAYER = `player as (
    select i.*, m.role, a.id as account_id, a.balance as held, gs.expires_at
      from input i
      join game_sessions gs on gs.token_hash = i.token and gs.vendor = $1::text
                           and gs.member_id = i.member
      join members m on m.id = i.member and m.merchant_id = i.merchant
      join merchants mer on mer.id = m.merchant_id and mer.currency_code = i.currency
      join ledger_accounts a on a.member_id = m.id and a.kind = 'MAIN' and a.vendor = '')`;

/**
 * The house side of the batch's postings (`wallet` rows with member, merchant, amount moved
 * to the member) and their ledger transactions (`ref` rows: member, reference).
 */
function books(kind: 'BET' | 'PAYOUT'): string {
  return `house as (
    insert into ledger_accounts (merchant_id, kind, may_go_negative, shard, balance)
    select merchant, 'GAMES', true, $15::smallint, -sum(amount) from wallet group by merchant
    on conflict (merchant_id, kind, shard) where member_id is null
    do update set balance = ledger_accounts.balance + excluded.balance
    returning id, merchant_id, balance),
  moved as (
    insert into ledger_transactions (merchant_id, kind, member_id, reference)
    select w.merchant, '${kind}', w.member, ref.reference
      from wallet w join ref on ref.member = w.member
     order by w.member
    returning id, member_id),
  posted as (
    select moved.id as tx_id, w.id as wallet_id, w.balance as wallet_after, w.amount,
           h.id as house_id,
           h.balance + coalesce(sum(w.amount) over (partition by h.id order by moved.id
                                 rows between 1 following and unbounded following), 0)
             as house_after
      from moved join wallet w on w.member = moved.member_id
      join house h on h.merchant_id = w.merchant),
  moved_entries as (
    insert into ledger_entries (transaction_id, account_id, amount, balance_after, counterparty)
    select tx_id, account_id, amount, balance_after, counterparty from (
      select tx_id, wallet_id as account_id, amount, wallet_after as balance_after,
             $1::text as counterparty from posted
      union all
      select tx_id, house_id, -amount, house_after, null from posted) e
     order by tx_id
    returning id)`;
}

const answerOf = (balance: string, transaction: string) =>
  `jsonb_build_object('status', 'OK', 'balance', ${balance}, 'currency', p.currency,
                      'platformTransactionId', ${transaction})`;

const BETS = `with ${INPUT}, ${PLAYER},
  game as (
    select p.*, g.id as game_id, g.category from player p
      join games g on g.merchant_id = p.merchant and g.vendor = $1::text and g.code = p.game_code
     where p.expires_at > p.at
       and not exists (select 1 from bets b where b.vendor = $1::text and b.round_ref = p.round
                         and b.member_id = p.member and b.status = 'SETTLED')),
  wallet as (
    update ledger_accounts a set balance = a.balance - game.amount
      from game
     where a.id = game.account_id and a.balance - game.amount >= 0
    returning a.id, a.balance, game.member, game.merchant, -game.amount as amount),
  bet as (
    insert into bets (merchant_id, member_id, vendor, bet_ref, round_ref, game_id, game_code,
                      category, stake, valid_bet, status, demo, detail, proof_url, placed_at)
    select g.merchant, g.member, $1::text, g.tx, g.round, g.game_id, g.game_code, g.category,
           g.amount, g.amount, 'OPEN', g.role = $16::int, g.detail, g.proof, g.at
      from game g join wallet w on w.member = g.member
    returning id, member_id),
  ref as (select member_id as member, 'B' || id as reference from bet),
  ${books('BET')},
  claim as (
    insert into seamless_transactions
      (vendor, transaction_id, kind, request_hash, round_ref, answer)
    select $1::text, p.tx, 'BET', p.hash, p.round, ${answerOf('w.balance', 'moved.id::text')}
      from game p join wallet w on w.member = p.member join moved on moved.member_id = p.member
    returning transaction_id, answer)
  select transaction_id, answer from claim`;

const WINS = `with ${INPUT}, ${PLAYER},
  round as (
    select b.id, b.member_id from bets b join player p
        on b.vendor = $1::text and b.round_ref = p.round and b.member_id = p.member
     where b.status = 'OPEN'
     order by b.id for update of b),
  first as (select member_id as member, min(id) as id from round group by member_id),
  settle as (
    update bets set payout = bets.payout + case when bets.id = f.id then p.amount else 0 end,
           status = case when p.closes then 'SETTLED' else bets.status end,
           settled_at = case when p.closes then p.at else bets.settled_at end,
           detail = coalesce(p.detail, bets.detail), proof_url = coalesce(p.proof, bets.proof_url)
      from round r join first f on f.member = r.member_id join player p on p.member = r.member_id
     where bets.id = r.id
    returning bets.member_id),
  settled as (select distinct member_id as member from settle),
  wallet as (
    update ledger_accounts a set balance = a.balance + p.amount
      from player p join settled s on s.member = p.member
     where a.id = p.account_id and p.amount > 0
    returning a.id, a.balance, p.member, p.merchant, p.amount),
  ref as (select member, 'B' || id as reference from first),
  ${books('PAYOUT')},
  claim as (
    insert into seamless_transactions
      (vendor, transaction_id, kind, request_hash, round_ref, answer)
    select $1::text, p.tx, 'WIN', p.hash, p.round,
           ${answerOf('coalesce(w.balance, p.held)', 'moved.id::text')}
      from player p join settled s on s.member = p.member
      left join wallet w on w.member = p.member left join moved on moved.member_id = p.member
    returning transaction_id, answer)
  select transaction_id, answer from claim`;

/**
 * Runs one batch of bets or wins; answers each written event's answer by transaction id (an
 * event missing from the map takes the full path). Throws what the statement threw.
 */
export async function runFastBatch(
  db: Queryable,
  kind: 'bet' | 'win',
  vendor: string,
  events: readonly FastEvent[],
  shard: number,
  demoRole: number,
): Promise<Map<string, SeamlessAnswer>> {
  const column = <K extends keyof FastEvent>(key: K) => events.map((event) => event[key]);
  const params: unknown[] = [
    vendor,
    column('transactionId'),
    column('tokenHash'),
    column('memberId'),
    column('merchantId'),
    column('currency'),
    column('requestHash'),
    column('roundId'),
    column('amount'),
    column('gameCode'),
    column('detail'),
    column('proofUrl'),
    column('at'),
    column('closes'),
    shard,
  ];
  const rows =
    kind === 'bet'
      ? await db.query<Row>(BETS, [...params, demoRole], { prepared: 'seamless-fast-bets' })
      : await db.query<Row>(WINS, params, { prepared: 'seamless-fast-wins' });
  return new Map(rows.map((row) => [row.transaction_id, row.answer]));
}

interface Row {
  transaction_id: string;
  answer: SeamlessAnswer;
}
