-- Login sessions. Only the sha256 (hex) of a token is stored, so a database leak does not
-- hand out live sessions. A session ends when idle too long, past its absolute expiry, or
-- when revoked (logout).
create table sessions (
  token_hash text primary key,
  member_id integer not null references members(id) on delete cascade,
  merchant_id integer not null references merchants(id) on delete cascade,
  ip text,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index sessions_by_member on sessions (member_id);

-- One row per failed login (wrong password or SMS code), for the image-captcha threshold
-- (per account key or client id) and the lockouts (per account key, per IP).
-- account_key is `member:<id>` for an existing member, else `name:<what was typed>`.
-- A successful login marks its account's and client's rows cleared; they still count for
-- the IP.
create table login_failures (
  merchant_id integer not null references merchants(id) on delete cascade,
  account_key text not null,
  client_id text not null,
  ip text not null,
  cleared boolean not null default false,
  failed_at timestamptz not null default now()
);
create index login_failures_by_account on login_failures (merchant_id, account_key, failed_at);
create index login_failures_by_client on login_failures (merchant_id, client_id, failed_at);
create index login_failures_by_ip on login_failures (merchant_id, ip, failed_at);
