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
} as const;
export type SystemAccount = keyof typeof SYSTEM_ACCOUNTS;

/** A member's main wallet ('MAIN') or its wallet at a vendor (the vendor code). */
export type AccountRef = { member: number; wallet: string } | { system: SystemAccount };

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
  return 'system' in ref ? `system:${ref.system}` : `member:${ref.member}:${ref.wallet}`;
}

/** The account's id, created on first use (member wallets and system accounts alike). */
export async function accountId(
  tx: Queryable,
  merchantId: number,
  ref: AccountRef,
): Promise<number> {
  if ('system' in ref) {
    const negative = SYSTEM_ACCOUNTS[ref.system].mayGoNegative;
    await tx.query(
      `insert into ledger_accounts (merchant_id, kind, may_go_negative) values ($1, $2, $3)
       on conflict (merchant_id, kind) where member_id is null do nothing`,
      [merchantId, ref.system, negative],
    );
    const [row] = await tx.query<{ id: number }>(
      'select id from ledger_accounts where merchant_id = $1 and kind = $2 and member_id is null',
      [merchantId, ref.system],
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
