-- Withdrawals (contract/withdrawal.ts WITHDRAWAL_STATUSES). The amount is held in
-- WITHDRAWAL_HOLD from the request (PENDING) until the operator approves (PAID, moved on to
-- PAYOUT_CLEARING) or rejects it (REJECTED, returned to the member). A PAID withdrawal waits
-- for the member's receipt confirmation (spec §4) until confirm_by, after which it counts as
-- AUTO_RECEIVED.
create table withdrawals (
  id integer generated always as identity primary key,
  merchant_id integer not null references merchants(id) on delete cascade,
  member_id integer not null references members(id) on delete cascade,
  card_id integer not null references member_cards(id),
  -- Copied from the card at request time, so the record reads the same if the card changes.
  bank_name text not null,
  card_last4 text not null,
  amount bigint not null check (amount > 0),
  status text not null default 'PENDING',
  reason text,
  decided_at timestamptz,
  confirm_by timestamptz,
  confirmed_at timestamptz,
  received bigint,
  -- NOT_RECEIVED: the member's proof, a PNG or JPEG data URL (at most ~5 MB).
  proof_image text,
  created_at timestamptz not null default now()
);
create index withdrawals_by_member on withdrawals (member_id, created_at desc);
create index withdrawals_by_status on withdrawals (merchant_id, status, id);
-- The receipt sweep looks for PAID ones past their deadline.
create index withdrawals_awaiting_receipt on withdrawals (confirm_by) where status = 'PAID';
