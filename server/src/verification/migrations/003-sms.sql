-- The live SMS code per (merchant, mobile, purpose): sha256 of merchant, mobile, purpose and
-- code; burnt when used, expired, or guessed wrong too often.
create table sms_codes (
  merchant_id integer not null references merchants(id) on delete cascade,
  mobile text not null,
  purpose text not null,
  code_hash text not null,
  attempts integer not null default 0,
  expires_at timestamptz not null,
  primary key (merchant_id, mobile, purpose)
);

-- Every send request that passed validation (sent or silently skipped), for the throttles,
-- the hourly limit per mobile and the merchant's daily quota.
create table sms_sends (
  merchant_id integer not null references merchants(id) on delete cascade,
  mobile text not null,
  purpose text not null,
  client_id text not null,
  ip text,
  delivered boolean not null,
  sent_at timestamptz not null
);
create index sms_sends_by_mobile on sms_sends (merchant_id, mobile, sent_at);
create index sms_sends_by_client on sms_sends (merchant_id, client_id, sent_at);
create index sms_sends_by_merchant on sms_sends (merchant_id, sent_at);

-- The sandbox SMS provider's outbox: what a real gateway would have delivered.
create table sms_sandbox_outbox (
  id integer generated always as identity primary key,
  merchant_id integer not null references merchants(id) on delete cascade,
  mobile text not null,
  purpose text not null,
  text text not null,
  created_at timestamptz not null
);
create index sms_sandbox_outbox_by_mobile on sms_sandbox_outbox (merchant_id, mobile, id);
