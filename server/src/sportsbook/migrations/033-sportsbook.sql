-- The platform's own book for sports, e-sports and cockfighting (docs/sportsbook.md). Each
-- slip (a single, or a parlay of 2–10 legs from different matches) is one row of bets (its
-- money posts as B<bet id> like every game's); these tables hold what the bets table cannot:
-- the legs with the odds taken and how each ended.
create table sports_slips (
  id bigint generated always as identity primary key,
  merchant_id integer not null references merchants(id) on delete cascade,
  member_id integer not null references members(id) on delete cascade,
  bet_id bigint references bets(id) on delete cascade,
  -- The client's idempotency key: one slip per key and member, whatever the retries.
  client_key text not null,
  book text not null,
  vendor text not null,
  stake bigint not null check (stake > 0),
  -- ANY, HIGHER or NONE: which price changes the member accepts.
  odds_policy text not null,
  -- PENDING (in play, waiting for its acceptance), OPEN, SETTLED, REFUSED (refunded).
  status text not null,
  accept_at timestamptz,
  -- What the latest settlement says the slip pays (null before the first).
  payout_due bigint,
  refusal text,
  placed_at timestamptz not null,
  settled_at timestamptz,
  -- Until when the settler looks for a corrected result of a settled slip.
  watch_until timestamptz,
  unique (member_id, client_key)
);
create index sports_slips_by_member on sports_slips (member_id, placed_at desc);
create index sports_slips_to_work on sports_slips (status, accept_at)
  where status in ('PENDING', 'OPEN');
create index sports_slips_watched on sports_slips (watch_until) where status = 'SETTLED';

create table sports_legs (
  slip_id bigint not null references sports_slips(id) on delete cascade,
  leg_no smallint not null,
  match_id text not null,
  sport text not null,
  -- "Home v Away" and the league as the member saw them when betting.
  match_name text not null,
  league text not null,
  starts_at timestamptz not null,
  market text not null,
  kind text not null,
  line integer,
  selection text not null,
  -- Thousandths (1.950 → 1950): the price asked for, and the one taken.
  requested_odds integer not null check (requested_odds >= 1000),
  odds integer not null check (odds >= 1000),
  in_play boolean not null,
  -- WIN, LOSE, PUSH, VOID once settled; the feed's result version it was settled on.
  outcome text,
  result_version integer not null default 0,
  primary key (slip_id, leg_no)
);

-- A resettlement that takes back more than the member's wallet holds: the wallet goes to zero
-- and the rest is owed here, collected from the member's next sports credits and slips.
create table sports_debts (
  id bigint generated always as identity primary key,
  merchant_id integer not null references merchants(id) on delete cascade,
  member_id integer not null references members(id) on delete cascade,
  bet_id bigint not null references bets(id) on delete cascade,
  owed bigint not null check (owed > 0),
  remaining bigint not null check (remaining >= 0),
  created_at timestamptz not null default now()
);
create index sports_debts_open on sports_debts (member_id, id) where remaining > 0;
