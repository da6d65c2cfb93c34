-- One table for every limit that guards a secret or a scarce resource (login, fund password,
-- change password, SMS codes and quota, captcha, free play, deposits): see limiter.ts.
-- A row counts the attempts of one key in one time bucket; a window is the sum of its last
-- buckets. The counter is bumped with an upsert, which PostgreSQL serialises on the row, so
-- concurrent attempts each read a different count, on every instance sharing the database.
create table limit_hits (
  merchant_id integer not null references merchants(id) on delete cascade,
  rule text not null,
  key text not null,
  bucket bigint not null,
  hits integer not null check (hits >= 0),
  expires_at timestamptz not null,
  primary key (merchant_id, rule, key, bucket)
);
create index limit_hits_expiry on limit_hits (expires_at);
