-- An agent that owes a contract payment it could not pay is frozen until it is paid (spec §4
-- contract transitions; docs/agent-contracts.md): withdrawals and transfers out are refused
-- with ACCOUNT_FROZEN. Null while the account is in good standing.
alter table members add column frozen_at timestamptz;
