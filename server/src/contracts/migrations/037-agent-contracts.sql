-- Contracts between an upline and a direct downline agent, and their payments (spec §3, §4,
-- §7; docs/agent-contracts.md). upline_id null = the merchant (the house) is the paying side,
-- for a top-level agent's contract.
create table agent_contracts (
  id bigint generated always as identity primary key,
  merchant_id integer not null references merchants(id) on delete cascade,
  -- contract/agent-contracts.ts CONTRACT_KINDS and CONTRACT_STATUSES
  kind text not null,
  status text not null,
  upline_id integer references members(id) on delete cascade,
  downline_id integer not null references members(id) on delete cascade,
  terms jsonb not null,
  offered_at timestamptz not null,
  signed_at timestamptz,
  ended_at timestamptz,
  termination_by text,
  termination_requested_at timestamptz,
  end_reason text,
  -- The end of the last period the settlement job went through (null: none yet). Only a
  -- cursor: the unique (contract_id, period_start) payment row is what pays once.
  settled_until timestamptz
);
-- One waiting offer and one contract in force per downline and kind.
create unique index agent_contracts_one_offer on agent_contracts (downline_id, kind)
  where status = 'OFFERED';
create unique index agent_contracts_one_in_force on agent_contracts (downline_id, kind)
  where status in ('SIGNED', 'TERMINATING');
create index agent_contracts_by_upline on agent_contracts (upline_id, id desc);
create index agent_contracts_by_downline on agent_contracts (downline_id, id desc);
-- What the settlement job walks: contracts with periods possibly still to settle.
create index agent_contracts_to_settle on agent_contracts (merchant_id, kind)
  where signed_at is not null and (ended_at is null or settled_until is null or settled_until < ended_at);

-- One row per contract and settled period, written in the same transaction as its posting:
-- the unique key is what makes a period pay exactly once across instances and retries.
create table contract_payments (
  id bigint generated always as identity primary key,
  merchant_id integer not null references merchants(id) on delete cascade,
  contract_id bigint not null references agent_contracts(id) on delete cascade,
  kind text not null,
  period_start timestamptz not null,
  period_end timestamptz not null,
  period_label text not null,
  -- null: the house paid.
  payer_id integer references members(id) on delete cascade,
  payee_id integer not null references members(id) on delete cascade,
  -- contract/agent-contracts.ts PaymentBasisSchema and the tier reached (null: none).
  basis jsonb not null,
  tier jsonb,
  rate_bp integer,
  amount bigint not null check (amount >= 0),
  -- PAID, NOTHING_DUE, OWED
  status text not null,
  settled_at timestamptz not null,
  paid_at timestamptz,
  transaction_id bigint references ledger_transactions(id),
  unique (contract_id, period_start)
);
create index contract_payments_by_payee on contract_payments (payee_id, settled_at desc);
create index contract_payments_by_payer on contract_payments (payer_id, settled_at desc);
create index contract_payments_owed on contract_payments (payer_id, id) where status = 'OWED';

-- When a settled bet counts for contracts: its settled_at, or the moment the platform learned
-- of it when that is later (a transfer vendor's bet records pulled an hour late carry the
-- vendor's settle time). A period already settled is never reopened, so a bet that arrives
-- late counts in the period it arrived in: carried forward, never lost
-- (docs/agent-contracts.md "Late bets"). Kept by a trigger, so no game path has to know.
alter table bets add column counted_at timestamptz;
update bets set counted_at = settled_at where status = 'SETTLED';
create function bets_counted_at() returns trigger language plpgsql as $$
begin
  if new.status = 'SETTLED' and new.settled_at is not null and (tg_op = 'INSERT'
      or old.status is distinct from new.status or old.settled_at is distinct from new.settled_at) then
    new.counted_at := greatest(new.settled_at, now());
  end if;
  return new;
end
$$;
create trigger bets_counted_at before insert or update on bets
  for each row execute function bets_counted_at();
create index bets_counted on bets (counted_at) where status = 'SETTLED' and not demo;
