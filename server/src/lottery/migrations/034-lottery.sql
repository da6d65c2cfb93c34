-- The lottery the platform runs itself (docs/lottery.md). A draw is created ahead with a seed
-- whose sha256 is published; at draw time the result is computed from the seed and the seed
-- revealed. Each ticket is one row of `bets` (its money moves through the ledger like any
-- game's, reference 'B<bet id>') plus its lottery terms here.
create table lottery_draws (
  id bigint generated always as identity primary key,
  merchant_id integer not null references merchants(id) on delete cascade,
  game_code text not null,
  -- 20261124-0421 (fast games: local day and slot), 20261124 (daily), 20261124-HCM (province).
  draw_key text not null,
  -- "<game>-<key>": the bets' round_ref and the HMAC message prefix of the result.
  ref text not null,
  province text,
  draw_at timestamptz not null,
  close_at timestamptz not null,
  -- Secret until the draw: never answered while status is OPEN.
  seed text not null,
  seed_hash text not null,
  -- OPEN (betting until close_at), DRAWN (result known, tickets settling), SETTLED, CANCELLED.
  status text not null default 'OPEN',
  result jsonb,
  drawn_at timestamptz,
  unique (merchant_id, game_code, draw_key)
);
create index lottery_draws_due on lottery_draws (merchant_id, draw_at) where status in ('OPEN', 'DRAWN');
create index lottery_draws_by_game on lottery_draws (merchant_id, game_code, draw_at desc);

-- A ticket's terms, beside its bets row (stake, payout and status live there).
create table lottery_tickets (
  bet_id bigint primary key references bets(id) on delete cascade,
  draw_id bigint not null references lottery_draws(id) on delete cascade,
  member_id integer not null references members(id) on delete cascade,
  play_type text not null,
  -- The picked numbers or options, as strings ("07", "BIG").
  picks jsonb not null,
  units integer not null check (units > 0),
  unit_stake bigint not null check (unit_stake > 0),
  point_price integer not null check (point_price > 0),
  odds_bp bigint not null check (odds_bp > 0),
  odds_table text not null,
  potential_win bigint not null,
  hits integer
);
create index lottery_tickets_by_draw on lottery_tickets (draw_id);
create index lottery_tickets_by_member on lottery_tickets (member_id, bet_id desc);

-- A merchant's own stake unit and limit (defaults in lottery/merchant-terms.ts when absent).
create table lottery_settings (
  merchant_id integer primary key references merchants(id) on delete cascade,
  unit_stake bigint not null check (unit_stake > 0),
  max_units integer not null check (max_units > 0)
);

-- A merchant's own odds or lô point price for one play type of one game (defaults in catalogue.ts).
create table lottery_odds (
  merchant_id integer not null references merchants(id) on delete cascade,
  game_code text not null,
  play_type text not null,
  odds_bp bigint check (odds_bp > 0),
  point_price integer check (point_price > 0),
  primary key (merchant_id, game_code, play_type)
);
