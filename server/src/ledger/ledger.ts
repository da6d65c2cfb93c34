import type { RecordKind } from '../../../contract/history.ts';
import { PlatformError } from '../../../contract/errors.ts';
import type { Queryable } from '../db/database.ts';

/** The merchant's own accounts (see migrations/011-ledger.sql for what each holds). */
export const SYSTEM_ACCOUNTS = {
  HOUSE: { mayGoNegative: true },
  PAYMENT_CLEARING: { mayGoNegative: true },
  PAYOUT_CLEARING: { mayGoNegative: true },
  WITHDRAWAL_HOLD: { mayGoNegative: false },
  BONUS: { mayGoNegative: true },
  /**
   * The house's result of game rounds: stakes in, payouts out (runs negative when players
   * win). Kept in GAMES_SHARDS rows per merchant (ledger_accounts.shard, migration 029), so
   * concurrent bets of different members do not queue on one row lock; the house's game
   * result is the sum of them all.
   */
  GAMES: { mayGoNegative: true },
} as const;
export type SystemAccount = keyof typeof SYSTEM_ACCOUNTS;

/** How many rows the GAMES account is spread over (see SYSTEM_ACCOUNTS.GAMES). */
export const GAMES_SHARDS = 16;

/** The GAMES row a member's rounds post to. */
export const gamesShardOf = (memberId: number): number => memberId % GAMES_SHARDS;

/**
 * A member's main wallet ('MAIN') or its wallet at a vendor (the vendor code), or one of the
 * merchant's own accounts (`shard` only for GAMES; 0 when left out).
 */
export type AccountRef =
  { member: number; wallet: string } | { system: SystemAccount; shard?: number };

export interface Leg {
  account: AccountRef;
  /** Minor units; positive credits the account, negative debits it. */
  amount: number;
  /** What the account's owner sees as the other side (a vendor code, an account name). */
  counterparty?: string;
}

export interface Posting {
  merchantId: number;
  kind: RecordKind;
  /** The member whose request moves the money; null for the operator or a gateway. */
  memberId: number | null;
  reference?: string;
  legs: readonly Leg[];
}

export interface Posted {
  transactionId: number;
  /** Each leg's account balance after the posting, in leg order. */
  balances: number[];
}

/** An amount a member typed: a positive whole number of minor units, or AMOUNT_INVALID. */
export function requireAmount(amount: unknown): number {
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) {
    throw new PlatformError('AMOUNT_INVALID');
  }
  return amount;
}

const MAIN = 'MAIN';

function keyOf(ref: AccountRef): string {
  return 'system' in ref
    ? `system:${ref.system}:${ref.shard ?? 0}`
    : `member:${ref.member}:${ref.wallet}`;
}

/** The account's id, created on first use (member wallets and system accounts alike). */
export async function accountId(
  tx: Queryable,
  merchantId: number,
  ref: AccountRef,
): Promise<number> {
  if ('system' in ref) {
    const negative = SYSTEM_ACCOUNTS[ref.system].mayGoNegative;
    const shard = ref.shard ?? 0;
    await tx.query(
      `insert into ledger_accounts (merchant_id, kind, may_go_negative, shard) values ($1, $2, $3, $4)
       on conflict (merchant_id, kind, shard) where member_id is null do nothing`,
      [merchantId, ref.system, negative, shard],
    );
    const [row] = await tx.query<{ id: number }>(
      `select id from ledger_accounts
        where merchant_id = $1 and kind = $2 and shard = $3 and member_id is null`,
      [merchantId, ref.system, shard],
    );
    if (!row) throw new Error(`Ledger account ${ref.system} could not be created.`);
    return row.id;
  }
  const kind = ref.wallet === MAIN ? 'MAIN' : 'VENDOR';
  const vendor = ref.wallet === MAIN ? '' : ref.wallet;
  await tx.query(
    `insert into ledger_accounts (merchant_id, kind, member_id, vendor) values ($1, $2, $3, $4)
     on conflict (member_id, kind, vendor) where member_id is not null do nothing`,
    [merchantId, kind, ref.member, vendor],
  );
  const [row] = await tx.query<{ id: number }>(
    `select id from ledger_accounts
      where member_id = $1 and kind = $2 and vendor = $3 and merchant_id = $4`,
    [ref.member, kind, vendor, merchantId],
  );
  if (!row) throw new Error(`Member ${ref.member} does not belong to merchant ${merchantId}.`);
  return row.id;
}

/**
 * Posts one balanced movement. Must run inside a database transaction (`db.transaction`):
 * the accounts are locked in id order (so two postings never wait on each other in a cycle),
 * every balance is checked, and the entries and new balances are written together. A member
 * wallet (or any account not allowed below zero) that would go negative makes the whole
 * posting fail with INSUFFICIENT_FUNDS and nothing moves.
 */
export async function post(tx: Queryable, posting: Posting): Promise<Posted> {
  if (posting.legs.length < 2) throw new Error('A posting needs at least two legs.');
  let sum = 0;
  for (const leg of posting.legs) {
    if (!Number.isSafeInteger(leg.amount) || leg.amount === 0) {
      throw new Error(`Ledger leg amount ${leg.amount} is not a non-zero whole number.`);
    }
    sum += leg.amount;
  }
  if (sum !== 0) throw new Error(`A posting must sum to zero; this one sums to ${sum}.`);

  const ids = new Map<string, number>();
  for (const leg of posting.legs) {
    const key = keyOf(leg.account);
    if (!ids.has(key)) ids.set(key, await accountId(tx, posting.merchantId, leg.account));
  }
  const locked = await tx.query<{ id: number; balance: number; may_go_negative: boolean }>(
    `select id, balance, may_go_negative from ledger_accounts
      where id = any($1::bigint[]) order by id for update`,
    [[...ids.values()]],
  );
  const balances = new Map(locked.map((row) => [row.id, row.balance]));
  const floors = new Map(locked.map((row) => [row.id, !row.may_go_negative]));

  const after: number[] = [];
  for (const leg of posting.legs) {
    const id = ids.get(keyOf(leg.account)) ?? -1;
    const next = (balances.get(id) ?? 0) + leg.amount;
    balances.set(id, next);
    after.push(next);
  }
  for (const [id, balance] of balances) {
    if (balance < 0 && floors.get(id)) throw new PlatformError('INSUFFICIENT_FUNDS');
  }

  const [transaction] = await tx.query<{ id: number }>(
    `insert into ledger_transactions (merchant_id, kind, member_id, reference)
     values ($1, $2, $3, $4) returning id`,
    [posting.merchantId, posting.kind, posting.memberId, posting.reference ?? null],
  );
  if (!transaction) throw new Error('The ledger transaction was not written.');
  const transactionId = transaction.id;
  for (const [index, leg] of posting.legs.entries()) {
    await tx.query(
      `insert into ledger_entries (transaction_id, account_id, amount, balance_after, counterparty)
       values ($1, $2, $3, $4, $5)`,
      [
        transactionId,
        ids.get(keyOf(leg.account)),
        leg.amount,
        after[index],
        leg.counterparty ?? null,
      ],
    );
  }
  for (const [id, balance] of balances) {
    await tx.query('update ledger_accounts set balance = $2 where id = $1', [id, balance]);
  }
  return { transactionId, balances: after };
}

/** The member's wallets: main (0 before any movement) and each vendor wallet it has used. */
export async function walletsOf(
  db: Queryable,
  memberId: number,
): Promise<{ main: number; vendors: Map<string, number> }> {
  const rows = await db.query<{ kind: string; vendor: string; balance: number }>(
    'select kind, vendor, balance from ledger_accounts where member_id = $1',
    [memberId],
  );
  let main = 0;
  const vendors = new Map<string, number>();
  for (const row of rows) {
    if (row.kind === 'MAIN') main = row.balance;
    else vendors.set(row.vendor, row.balance);
  }
  return { main, vendors };
}

/** SQL expressions (placeholders or column references) of the caller's statement. */
export interface GameMoveSql {
  merchant: string;
  member: string;
  /** The member's MAIN account id. */
  mainAccount: string;
  /** gamesShardOf(member). */
  shard: string;
  /** Minor units to the member: negative for a stake, positive for a payout or refund. */
  amount: string;
  kind: string;
  reference: string;
  /** CTEs of the caller that `reference` names (joined to the wallet's one row). */
  referenceFrom?: string;
  counterparty: string;
  /** The move runs only when this holds (e.g. the caller's own row was written). */
  when?: string;
}

/**
 * The fast path of game money (the seamless wallet's bets, wins and refunds): the posting of
 * post() between a member's MAIN account and its GAMES row, as CTE parts of the caller's own
 * statement, so a round event writes its rows and its money in one round trip and holds the
 * shared GAMES row only until its commit. Same rules as post(): the wallet update's condition
 * keeps it from going below zero (a racing debit re-checks it on the row's newest version),
 * the two entries sum to zero and carry each account's balance after. MAIN is locked before
 * GAMES by every game move, so two of them never wait on each other in a cycle.
 *
 * `wallet` defines `wallet(id, balance)`: empty when the wallet cannot pay. `books`, placed
 * after it (and after any CTE `reference` names), defines `house`, `moved(id)` (the ledger
 * transaction) and `moved_entries`.
 */
export function gameMoveCtes(p: GameMoveSql): { wallet: string; books: string } {
  const amount = `(${p.amount})::bigint`;
  const when = p.when ?? 'true';
  return {
    wallet: `wallet as (
      update ledger_accounts set balance = balance + ${amount}
       where id = ${p.mainAccount} and balance + ${amount} >= 0 and ${when}
      returning id, balance)`,
    books: `house as (
      insert into ledger_accounts (merchant_id, kind, may_go_negative, shard, balance)
      select ${p.merchant}, 'GAMES', true, ${p.shard}, -${amount} from wallet
      on conflict (merchant_id, kind, shard) where member_id is null
      do update set balance = ledger_accounts.balance + excluded.balance
      returning id, balance),
    moved as (
      insert into ledger_transactions (merchant_id, kind, member_id, reference)
      select ${p.merchant}, ${p.kind}, ${p.member}, ${p.reference}
        from wallet${p.referenceFrom ? `, ${p.referenceFrom}` : ''}
      returning id),
    moved_entries as (
      insert into ledger_entries (transaction_id, account_id, amount, balance_after, counterparty)
      select moved.id, wallet.id, ${amount}, wallet.balance, ${p.counterparty} from moved, wallet
      union all
      select moved.id, house.id, -${amount}, house.balance, null from moved, house
      returning id)`,
  };
}
