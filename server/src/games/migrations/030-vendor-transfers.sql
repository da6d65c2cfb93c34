-- Transfer-wallet vendors (DESIGN "Outside services"): the member's money for such a vendor sits
-- at the vendor. Each move between main and the vendor wallet is one row here, written before
-- the vendor is called and keyed by the platform's own id (`transfer_ref`, what the vendor sees
-- as transferId), so a call that times out stays PENDING until the reconciler asks the vendor
-- what became of that id. direction IN = main -> vendor (the ledger moved MAIN -> VENDOR in the
-- same database transaction that wrote the row); OUT = vendor -> main (the ledger moves only
-- once the vendor confirms).
create table vendor_transfers (
  id bigint generated always as identity primary key,
  transfer_ref text not null unique,
  merchant_id integer not null references merchants(id) on delete cascade,
  member_id integer not null references members(id) on delete cascade,
  vendor text not null,
  -- IN (main -> vendor) or OUT (vendor -> main).
  direction text not null,
  amount bigint not null check (amount > 0),
  -- PENDING, DONE, FAILED.
  status text not null default 'PENDING',
  -- Why it failed (the vendor's status, or the reconciler's NOT_FOUND), for the operator.
  failure text,
  -- The member's idempotency key and what it asked (vendor, direction, amount or ALL): a
  -- repeat answers this row, the same key with another request is refused.
  idempotency_key text not null,
  request text not null,
  -- A reconciler instance working on the row until then (no other instance touches it).
  lease_until timestamptz,
  created_at timestamptz not null,
  finished_at timestamptz,
  unique (member_id, idempotency_key)
);
create index vendor_transfers_pending on vendor_transfers (created_at) where status = 'PENDING';
create index vendor_transfers_by_member on vendor_transfers (member_id, vendor, status);

-- Where the platform is in each transfer vendor's bet records (its /bets cursor). The vendor's
-- records name players of every merchant, so there is one cursor per vendor; it advances only
-- in the database transaction that writes the records it covers.
create table vendor_bet_cursors (
  vendor text primary key,
  cursor text,
  pulled_at timestamptz
);
