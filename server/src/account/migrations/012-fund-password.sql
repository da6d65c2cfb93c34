-- Wrong fund (payment) passwords, so guessing one is slowed down: after FUND_PASSWORD_TRIES
-- wrong ones within the window the member must wait (TOO_MANY_REQUESTS).
create table fund_password_failures (
  member_id integer not null references members(id) on delete cascade,
  failed_at timestamptz not null default now()
);
create index fund_password_failures_by_member on fund_password_failures (member_id, failed_at);
