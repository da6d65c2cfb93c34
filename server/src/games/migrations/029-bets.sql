-- Every bet of both wallet protocols (DESIGN "Outside services"). A seamless vendor's bet is
-- written when its bet call arrives and settled by its win (or refunded by its rollback); a
-- transfer vendor's bet arrives with the pulled bet records. The ledger postings of a bet
-- carry reference 'B<id>', so checkLedger can hold every settled bet's postings to its stake
-- and payout.
create table bets (
  id bigint generated always as identity primary key,
  merchant_id integer not null references merchants(id) on delete cascade,
  member_id integer not null references members(id) on delete cascade,
  vendor text not null,
  -- The vendor's bet (transaction) id and round id.
  bet_ref text not null,
  round_ref text not null,
  game_id integer references games(id) on delete set null,
  game_code text not null,
  category text not null,
  stake bigint not null check (stake >= 0),
  valid_bet bigint not null check (valid_bet >= 0),
  payout bigint not null default 0 check (payout >= 0),
  -- OPEN, SETTLED, ROLLED_BACK (contract/history.ts BET_STATUSES).
  status text not null default 'OPEN',
  -- A free-play member's bet: demo credit, never in popularity, winners or anyone's figures.
  demo boolean not null default false,
  detail text,
  proof_url text,
  placed_at timestamptz not null default now(),
  settled_at timestamptz,
  unique (vendor, bet_ref)
);
create index bets_by_member on bets (member_id, placed_at desc);
create index bets_by_round on bets (vendor, round_ref);
create index bets_recent_wins on bets (merchant_id, settled_at desc) where status = 'SETTLED' and not demo;

-- A launch's game session: the token the vendor calls back with (stored as sha256), for one
-- member, game and vendor, until it expires. Bets need a live session; wins and rollbacks not.
create table game_sessions (
  id bigint generated always as identity primary key,
  token_hash text not null unique,
  merchant_id integer not null references merchants(id) on delete cascade,
  member_id integer not null references members(id) on delete cascade,
  vendor text not null,
  game_id integer not null references games(id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);

-- Each seamless request by its transaction id (per vendor): what was asked (hash) and the
-- first answer, written in the same database transaction as its posting, so a replay answers
-- the first answer. A rollback (kind ROLLBACK, the bet's id in ref_transaction) of a bet never
-- seen also takes that bet's id with a row of kind VOID (ref_transaction = the rollback's id),
-- so the bet, arriving late or racing the rollback, meets it and is refused.
create table seamless_transactions (
  vendor text not null,
  transaction_id text not null,
  kind text not null,
  request_hash text not null,
  ref_transaction text,
  round_ref text not null,
  answer jsonb not null,
  created_at timestamptz not null default now(),
  primary key (vendor, transaction_id)
);
create index seamless_rollbacks_by_ref on seamless_transactions (vendor, ref_transaction)
  where kind = 'ROLLBACK';

-- The GAMES account (the house's game result) is spread over several rows per merchant, one
-- per shard, so that concurrent bets of different members do not all queue on one row lock
-- (ledger.ts GAMES_SHARDS). Every other system account keeps shard 0.
alter table ledger_accounts add column shard smallint not null default 0;
drop index ledger_accounts_system;
create unique index ledger_accounts_system on ledger_accounts (merchant_id, kind, shard)
  where member_id is null;
