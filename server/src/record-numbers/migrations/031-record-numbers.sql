-- Numbers players see on their records ("D12", "W3") count per merchant (issue 10): one
-- platform hosts several brands, and a brand's players must not see another brand's traffic
-- in their numbers. One row per merchant and kind holds the last number handed out; taking
-- the next one is a single upsert that keeps the row locked until the record's transaction
-- ends, so two records never get the same number and a rolled-back one gives its number back.
create table record_numbers (
  merchant_id integer not null references merchants(id) on delete cascade,
  kind text not null check (kind in ('DEPOSIT', 'WITHDRAWAL')),
  last_number bigint not null check (last_number > 0),
  primary key (merchant_id, kind)
);
