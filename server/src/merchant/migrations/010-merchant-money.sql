-- The books of a merchant are kept in its brand's currency (brand.json `currency`), and its
-- days (daily withdrawal limits, history date filters) follow the brand's clock (`timezone`).
alter table merchants add column currency_code text not null default 'USD';
alter table merchants add column currency_minor_units smallint not null default 2;
alter table merchants add column utc_offset_minutes integer not null default 480;
