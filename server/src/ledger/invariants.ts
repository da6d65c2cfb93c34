import type { Queryable } from '../db/database.ts';

/**
 * Every invariant of the books, over the whole database (DESIGN "Server"). Answers one
 * sentence per violation; an empty list means the books are sound. Tests run it after every
 * scenario, and `npm run bench:api` after its load.
 */
export async function checkLedger(db: Queryable): Promise<string[]> {
  const problems: string[] = [];
  const unbalanced = await db.query<{ id: string; total: string; legs: string }>(
    `select t.id::text, coalesce(sum(e.amount), 0)::text as total, count(e.id)::text as legs
       from ledger_transactions t left join ledger_entries e on e.transaction_id = t.id
      group by t.id having coalesce(sum(e.amount), 0) <> 0 or count(e.id) < 2`,
  );
  for (const row of unbalanced) {
    problems.push(`Transaction ${row.id} has ${row.legs} entries summing to ${row.total}.`);
  }
  const drifted = await db.query<{ id: string; balance: string; total: string }>(
    `select a.id::text, a.balance::text, coalesce(sum(e.amount), 0)::text as total
       from ledger_accounts a left join ledger_entries e on e.account_id = a.id
      group by a.id having a.balance <> coalesce(sum(e.amount), 0)`,
  );
  for (const row of drifted) {
    problems.push(`Account ${row.id} holds ${row.balance} but its entries sum to ${row.total}.`);
  }
  const negative = await db.query<{ id: string; balance: string }>(
    'select id::text, balance::text from ledger_accounts where balance < 0 and not may_go_negative',
  );
  for (const row of negative) problems.push(`Account ${row.id} is below zero: ${row.balance}.`);
  const chain = await db.query<{ id: string; account_id: string }>(
    `select id::text, account_id::text from (
       select id, account_id, balance_after,
              sum(amount) over (partition by account_id order by id) as running
         from ledger_entries) e
      where running <> balance_after`,
  );
  for (const row of chain) {
    problems.push(`Entry ${row.id} of account ${row.account_id} has a wrong balance after.`);
  }
  const merchants = await db.query<{ merchant_id: number; total: string }>(
    `select merchant_id, sum(balance)::text as total from ledger_accounts
      group by merchant_id having sum(balance) <> 0`,
  );
  for (const row of merchants) {
    problems.push(`Merchant ${row.merchant_id}'s accounts sum to ${row.total}, not 0.`);
  }
  const strangers = await db.query<{ id: string }>(
    `select a.id::text from ledger_accounts a join members m on m.id = a.member_id
      where m.merchant_id <> a.merchant_id`,
  );
  for (const row of strangers) problems.push(`Account ${row.id} is in another merchant's books.`);
  const crossing = await db.query<{ id: string }>(
    `select distinct t.id::text from ledger_transactions t
       join ledger_entries e on e.transaction_id = t.id
       join ledger_accounts a on a.id = e.account_id
      where a.merchant_id <> t.merchant_id`,
  );
  for (const row of crossing) problems.push(`Transaction ${row.id} crosses merchants.`);
  problems.push(...(await checkBets(db)));
  return problems;
}

/** The game kinds of ledger transaction, each naming its bet by reference `B<bet id>`. */
const BET_KINDS = `('BET', 'PAYOUT', 'BET_REFUND', 'RESETTLEMENT')`;

/**
 * Every bet's postings (reference B<id>) on the member's side (its MAIN or vendor wallet) sum
 * to what its row says: payout − stake while OPEN or SETTLED (an open round may already hold
 * a win), nothing once ROLLED_BACK; and no game posting's B<id> names a bet that does not
 * exist.
 */
async function checkBets(db: Queryable): Promise<string[]> {
  const problems: string[] = [];
  const wrong = await db.query<{ id: string; status: string; expected: string; total: string }>(
    `with member_side as (
       select t.merchant_id, t.reference, sum(e.amount) as total
         from ledger_transactions t
         join ledger_entries e on e.transaction_id = t.id
         join ledger_accounts a on a.id = e.account_id and a.member_id is not null
        where t.kind in ${BET_KINDS}
        group by t.merchant_id, t.reference)
     select b.id::text, b.status, x.expected::text, coalesce(m.total, 0)::text as total
       from bets b
       left join member_side m on m.merchant_id = b.merchant_id and m.reference = 'B' || b.id
       cross join lateral (select case when b.status = 'ROLLED_BACK' then 0
                                       else b.payout - b.stake end as expected) x
      where coalesce(m.total, 0) <> x.expected`,
  );
  for (const row of wrong) {
    problems.push(
      `Bet ${row.id} (${row.status}) should move ${row.expected} for its member; its postings move ${row.total}.`,
    );
  }
  const orphans = await db.query<{ id: string; reference: string | null }>(
    `select t.id::text, t.reference from ledger_transactions t
      where t.kind in ${BET_KINDS} and t.reference ~ '^B[0-9]+$'
        and not exists (select 1 from bets b
                         where b.merchant_id = t.merchant_id and 'B' || b.id = t.reference)`,
  );
  for (const row of orphans) {
    problems.push(`Game transaction ${row.id} names no bet (${row.reference ?? 'no reference'}).`);
  }
  return problems;
}
