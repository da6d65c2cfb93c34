-- One row per merchant (brand) the platform hosts. `settings` starts as the brand's
-- platform.json seed and is the operator's to change afterwards; seeding never overwrites it.
create table merchants (
  id integer generated always as identity primary key,
  code text not null unique,
  brand_id text not null unique,
  name text not null,
  domains text[] not null default '{}',
  settings jsonb not null,
  created_at timestamptz not null default now()
);
