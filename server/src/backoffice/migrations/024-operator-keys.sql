-- Operator credentials for the back-office (`Authorization: Operator <key>`, the
-- `whitelabel platform` CLI), shared by every instance on this database. A key reads
-- `wlop_<id>_<secret>`: the id is public (lookup, listing, revoking), the 32-byte random secret
-- is shown once and only its sha256 is kept. A high-entropy secret needs no slow hash: nobody
-- can search 2^256 candidates against a leaked digest.
create table operator_keys (
  id text primary key,
  secret_sha256 text not null,
  label text not null default '',
  created_at timestamptz not null default now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);

-- The brands (merchants) a key may act on. By brand id rather than merchant row, so the first
-- key can be made before `serve` has seeded its merchant.
create table operator_key_brands (
  key_id text not null references operator_keys(id) on delete cascade,
  brand_id text not null,
  primary key (key_id, brand_id)
);
