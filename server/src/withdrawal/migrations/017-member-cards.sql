-- Bank cards members withdraw to (issue 4). The full number is never stored readable: only
-- its last four digits for display and an HMAC-SHA256 of the digits under a secret pepper of
-- the merchant, so "one card number per merchant" is enforced by a unique index without the
-- database holding the numbers.
create table card_peppers (
  merchant_id integer primary key references merchants(id) on delete cascade,
  pepper bytea not null
);

create table member_cards (
  id integer generated always as identity primary key,
  member_id integer not null references members(id) on delete cascade,
  merchant_id integer not null references merchants(id) on delete cascade,
  bank_code text not null,
  bank_name text not null,
  -- The account holder as typed (the member's real name).
  holder text not null,
  card_number_hash text not null,
  card_last4 text not null,
  created_at timestamptz not null default now()
);
create unique index member_cards_number_per_merchant on member_cards (merchant_id, card_number_hash);
create index member_cards_by_member on member_cards (member_id, id);
