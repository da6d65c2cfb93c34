-- A session opened by a password login while the password was expired or still the known
-- default (spec §4): until the member changes it, only changePassword, logout and memberInfo
-- answer.
alter table sessions add column must_change_password boolean not null default false;

-- Forgot-password reset links: only the sha256 (hex) of the 32-byte token is kept; single
-- use (used_at), 30 minutes.
create table password_reset_tokens (
  token_hash text primary key,
  member_id integer not null references members(id) on delete cascade,
  merchant_id integer not null references merchants(id) on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index password_reset_tokens_by_member on password_reset_tokens (member_id);

-- Every forgot-password request and every refused reset, for the per-IP and per-account
-- limits. member_id is null when the pair named no member (or the token no live link).
create table password_attempts (
  merchant_id integer not null references merchants(id) on delete cascade,
  kind text not null,
  ip text not null,
  member_id integer references members(id) on delete cascade,
  at timestamptz not null default now()
);
create index password_attempts_by_ip on password_attempts (merchant_id, kind, ip, at);
create index password_attempts_by_member on password_attempts (member_id, kind, at);

-- The sandbox email provider's outbox: what a real mail service would have delivered.
create table email_sandbox_outbox (
  id integer generated always as identity primary key,
  merchant_id integer not null references merchants(id) on delete cascade,
  to_address text not null,
  subject text not null,
  text text not null,
  created_at timestamptz not null default now()
);
create index email_sandbox_outbox_by_address on email_sandbox_outbox (merchant_id, lower(to_address), id);
