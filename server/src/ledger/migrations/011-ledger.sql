-- Double-entry books (DESIGN "Server"). Every movement of money is one ledger transaction
-- whose entries sum to zero; an account's balance is kept beside its entries, changed in the
-- same database transaction, and must always equal their sum (checkLedger in invariants.ts).
--
-- Account kinds: MAIN (a member's main wallet), VENDOR (a member's wallet at one game
-- vendor, `vendor` = its code), and the merchant's own accounts, one each:
--   HOUSE            the operator's money (bonuses and demo credit come from here),
--   PAYMENT_CLEARING money the payment gateway reported as paid in (runs negative),
--   PAYOUT_CLEARING  money paid out to members' banks (runs positive),
--   WITHDRAWAL_HOLD  withdrawals requested and not yet approved or rejected,
--   BONUS            bonuses granted (runs negative as they are paid to members).
-- Only accounts with may_go_negative may be below zero; member wallets never.
create table ledger_accounts (
  id bigint generated always as identity primary key,
  merchant_id integer not null references merchants(id) on delete cascade,
  kind text not null,
  member_id integer references members(id) on delete cascade,
  vendor text not null default '',
  balance bigint not null default 0,
  may_go_negative boolean not null default false,
  created_at timestamptz not null default now(),
  constraint ledger_balance_floor check (may_go_negative or balance >= 0)
);
create unique index ledger_accounts_member on ledger_accounts (member_id, kind, vendor)
  where member_id is not null;
create unique index ledger_accounts_system on ledger_accounts (merchant_id, kind)
  where member_id is null;

create table ledger_transactions (
  id bigint generated always as identity primary key,
  merchant_id integer not null references merchants(id) on delete cascade,
  -- contract/history.ts RECORD_KINDS
  kind text not null,
  -- The member whose request moved the money (null for the operator or a gateway).
  member_id integer references members(id) on delete cascade,
  -- "D12" (deposit 12), "W7" (withdrawal 7), … so a record can name what it belongs to.
  reference text,
  created_at timestamptz not null default now()
);
create index ledger_transactions_by_reference on ledger_transactions (merchant_id, reference);

create table ledger_entries (
  id bigint generated always as identity primary key,
  transaction_id bigint not null references ledger_transactions(id) on delete cascade,
  account_id bigint not null references ledger_accounts(id) on delete cascade,
  amount bigint not null check (amount <> 0),
  -- The account's balance right after this entry: the account record shows it.
  balance_after bigint not null,
  -- What the member sees as the other side (a vendor code, an account name).
  counterparty text,
  created_at timestamptz not null default now()
);
create index ledger_entries_by_account on ledger_entries (account_id, id);
create index ledger_entries_by_transaction on ledger_entries (transaction_id);

-- A money-moving request's idempotency key (scoped to the member): the hash of what was asked
-- and the answer given. Written in the same database transaction as the money moved, so a
-- key exists exactly when its movement does.
create table idempotency_keys (
  member_id integer not null references members(id) on delete cascade,
  key text not null,
  request_hash text not null,
  response jsonb not null,
  created_at timestamptz not null default now(),
  primary key (member_id, key)
);
