-- Deposits (issue 4): a member's request to pay money in through a payment gateway. Nothing
-- is credited at creation; the gateway's signed callback settles the deposit exactly once
-- (PENDING → ARRIVED with its ledger posting, or PENDING → FAILED).
create table deposits (
  id bigint generated always as identity primary key,
  merchant_id integer not null references merchants(id) on delete cascade,
  member_id integer not null references members(id) on delete cascade,
  -- The method as it was when the deposit was made (the operator may edit the seed later).
  method_id text not null,
  method_type text not null,
  method_name text not null,
  amount bigint not null check (amount > 0),
  status text not null default 'PENDING' check (status in ('PENDING', 'ARRIVED', 'FAILED')),
  -- Which gateway holds the payment, its reference there and where the payer pays.
  gateway text not null,
  payment_ref text,
  pay_url text,
  created_at timestamptz not null default now(),
  settled_at timestamptz
);
create unique index deposits_by_payment on deposits (gateway, payment_ref);
create index deposits_by_member on deposits (member_id, created_at desc);

-- The secret a gateway signs its callbacks with, one per merchant and gateway, drawn from
-- crypto random bytes on first use (never written in code or config).
create table payment_gateway_secrets (
  merchant_id integer not null references merchants(id) on delete cascade,
  gateway text not null,
  secret text not null,
  created_at timestamptz not null default now(),
  primary key (merchant_id, gateway)
);

-- The sandbox gateway's own books, as a real provider keeps them on its side: what is to be
-- paid, to whom, and what the payer chose on the sandbox page (first choice is final).
create table sandbox_payments (
  payment_ref text primary key,
  merchant_id integer not null references merchants(id) on delete cascade,
  amount bigint not null check (amount > 0),
  description text not null,
  outcome text check (outcome in ('PAID', 'FAILED')),
  decided_at timestamptz,
  created_at timestamptz not null default now()
);
