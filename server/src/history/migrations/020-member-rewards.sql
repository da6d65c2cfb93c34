-- Spec §2.4 rewardCenter: rewards a promotion grants a member, to claim before they expire.
-- Promotions fill it later; until then the reward centre answers its real, empty list.
create table member_rewards (
  id bigint generated always as identity primary key,
  member_id integer not null references members(id) on delete cascade,
  title text not null,
  amount bigint not null check (amount > 0),
  -- CLAIMABLE, CLAIMED or EXPIRED; a CLAIMABLE reward past expires_at reads as EXPIRED.
  status text not null default 'CLAIMABLE' check (status in ('CLAIMABLE', 'CLAIMED', 'EXPIRED')),
  expires_at timestamptz,
  created_at timestamptz not null default now()
);
create index member_rewards_by_member on member_rewards (member_id, id desc);

-- The histories (account record, profit and loss, bonuses, bets) read a member's entries by
-- account and date range. With only (account_id, id) the database reads every entry the
-- account ever had and filters by date; this index keeps a query's cost to its window.
create index ledger_entries_by_account_time on ledger_entries (account_id, created_at);
