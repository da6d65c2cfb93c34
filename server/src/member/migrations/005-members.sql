-- Members of every merchant: players (role 0), agents (1, 2, 41, 42) and free-play demo
-- accounts (4), spec §6. Account names are unique per merchant without regard to case;
-- mobiles and affiliate codes (agents only) are unique per merchant.
create table members (
  id integer generated always as identity primary key,
  merchant_id integer not null references merchants(id) on delete cascade,
  account text not null,
  nickname text not null,
  mobile text,
  email text,
  payee_name text,
  -- The other registration fields (qqNum, line, whatsapp, facebook, wechat, idNumber,
  -- recommenderId), keyed by their contract names.
  contacts jsonb not null default '{}',
  -- scrypt$N$r$p$salt$hash; null when the member has no password login (mobile
  -- registration without a password, demo accounts): a password login then always fails.
  password_hash text,
  payment_password_hash text,
  role smallint not null default 0,
  upline_id integer references members(id),
  -- [{ "labelName": "vip" }, …]
  member_labels jsonb not null default '[]',
  club_label text,
  affiliate_code text,
  -- The affiliate or referral code this member registered with (its upline's code).
  referral_code text,
  first_login_at timestamptz,
  password_changed_at timestamptz not null default now(),
  -- Still the known default password (seeded agents): the first login must change it.
  password_is_default boolean not null default false,
  last_login_ip text,
  registration_ip text,
  created_at timestamptz not null default now()
);
create unique index members_account_per_merchant on members (merchant_id, lower(account));
create unique index members_mobile_per_merchant on members (merchant_id, mobile)
  where mobile is not null;
create unique index members_affiliate_code_per_merchant on members (merchant_id, upper(affiliate_code))
  where affiliate_code is not null;
create index members_by_upline on members (upline_id);
create index members_demo_by_ip on members (merchant_id, registration_ip, created_at)
  where role = 4;

-- A free-play tap's nonce, so the same tap sent twice gets the same demo account.
create table free_play_nonces (
  merchant_id integer not null references merchants(id) on delete cascade,
  nonce text not null,
  member_id integer not null references members(id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (merchant_id, nonce)
);
