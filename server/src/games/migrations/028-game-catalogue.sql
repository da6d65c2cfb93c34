-- The game catalogue (spec §3 Games), synced from each vendor's catalogue API per merchant
-- (`whitelabel platform sync-games`, and on first start), with the operator's overrides from
-- platform.json applied on top (hidden, featured, hot, sort order). A game the vendor drops is
-- kept (bets name it) but marked retired and left out of every lobby.
create table games (
  id integer generated always as identity primary key,
  merchant_id integer not null references merchants(id) on delete cascade,
  vendor text not null,
  code text not null,
  -- Name per language code: {"EN": "Starfall Sevens", "TH": "…"}.
  names jsonb not null,
  category text not null,
  sub_category text not null,
  min_bet bigint not null,
  max_bet bigint not null,
  lines integer not null default 0,
  rtp_bp integer not null,
  demo boolean not null default false,
  jackpot boolean not null default false,
  thumbnail text not null,
  released_at timestamptz not null,
  -- PVP rooms: [{"roomId": "…", "names": {…}, "minBet": 100, "seats": 5}].
  rooms jsonb not null default '[]',
  -- Operator overrides (platform.json gameOverrides).
  hidden boolean not null default false,
  featured boolean not null default false,
  hot boolean not null default false,
  sort_order integer not null default 0,
  retired boolean not null default false,
  synced_at timestamptz not null default now(),
  unique (merchant_id, vendor, code)
);
create index games_lobby on games (merchant_id, category, vendor) where not hidden and not retired;

-- Spec §7 favourites: a member's starred games.
create table game_favourites (
  member_id integer not null references members(id) on delete cascade,
  game_id integer not null references games(id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (member_id, game_id)
);

-- Spec §7 recent games: the last launch of each game per member (the list keeps the newest 12).
create table game_recent (
  member_id integer not null references members(id) on delete cascade,
  game_id integer not null references games(id) on delete cascade,
  launched_at timestamptz not null default now(),
  primary key (member_id, game_id)
);
create index game_recent_by_member on game_recent (member_id, launched_at desc);
