-- Deposits are numbered per merchant (record-numbers/031). Deposits made before keep their
-- order: each merchant's are numbered 1, 2, 3… by id, and its counter starts after the last.
alter table deposits add column number bigint;
update deposits set number = numbered.n
  from (select id, row_number() over (partition by merchant_id order by id) as n from deposits)
    as numbered
 where deposits.id = numbered.id;
insert into record_numbers (merchant_id, kind, last_number)
  select merchant_id, 'DEPOSIT', max(number) from deposits group by merchant_id;
alter table deposits alter column number set not null;
create unique index deposits_number on deposits (merchant_id, number);
