-- Withdrawals are numbered per merchant (record-numbers/031). Withdrawals made before keep their
-- order: each merchant's are numbered 1, 2, 3… by id, and its counter starts after the last.
alter table withdrawals add column number bigint;
update withdrawals set number = numbered.n
  from (select id, row_number() over (partition by merchant_id order by id) as n from withdrawals)
    as numbered
 where withdrawals.id = numbered.id;
insert into record_numbers (merchant_id, kind, last_number)
  select merchant_id, 'WITHDRAWAL', max(number) from withdrawals group by merchant_id;
alter table withdrawals alter column number set not null;
create unique index withdrawals_number on withdrawals (merchant_id, number);
