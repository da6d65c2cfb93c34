-- Spec §4 second factor for an unknown IP.
-- The IPs a member has registered or completed a login from (IPv6 by /64, see ipKey).
create table member_known_ips (
  member_id integer not null references members(id) on delete cascade,
  ip_key text not null,
  first_seen_at timestamptz not null default now(),
  primary key (member_id, ip_key)
);

-- A member's authenticator (RFC 6238). The secret is bound once a code confirms it;
-- last_step is the last time step accepted, so a code cannot be used twice.
create table member_totp (
  member_id integer primary key references members(id) on delete cascade,
  secret text not null,
  bound_at timestamptz,
  last_step bigint
);

-- Login challenges: only the sha256 (hex) of the ticket is stored; bound to the member,
-- IP and client; 5 minutes, 5 attempts, used once.
create table second_factor_tickets (
  ticket_hash text primary key,
  member_id integer not null references members(id) on delete cascade,
  merchant_id integer not null references merchants(id) on delete cascade,
  ip_key text not null,
  ip text,
  client_id text not null,
  methods text[] not null,
  attempts integer not null default 0,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index second_factor_tickets_by_member on second_factor_tickets (member_id);
