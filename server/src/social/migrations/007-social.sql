-- Social sign-in (spec §1, §7): OAuth 2.0 authorization-code flows in progress, the provider
-- accounts linked to members, and the sandbox provider's codes.

-- A flow's `state`: only its sha256 (hex) is kept, bound to the client id, provider and
-- redirect URI; 10 minutes; used once (used_at).
create table social_states (
  state_hash text primary key,
  merchant_id integer not null references merchants(id) on delete cascade,
  provider text not null,
  client_id text not null,
  redirect_uri text not null,
  ip text,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index social_states_by_ip on social_states (merchant_id, ip, created_at);

-- One provider account (provider, subject) is one member of the merchant. No linking by
-- e-mail: an address a provider reports never takes over an existing account.
create table social_identities (
  merchant_id integer not null references merchants(id) on delete cascade,
  provider text not null,
  subject text not null,
  member_id integer not null references members(id) on delete cascade,
  email text,
  created_at timestamptz not null default now(),
  primary key (merchant_id, provider, subject)
);
create index social_identities_by_member on social_identities (member_id);

-- The sandbox provider's authorization codes (sha256 hex), 2 minutes, single use.
create table social_sandbox_codes (
  code_hash text primary key,
  provider text not null,
  subject text not null,
  email text,
  name text,
  redirect_uri text not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
