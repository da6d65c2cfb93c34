-- The server's RSA-OAEP key pair for `E` payloads, made at first use. The private key sits
-- here as PKCS#8 (base64) so every server of one database shares it; a production
-- deployment would keep it in a KMS/HSM and only the public half here.
create table crypto_keys (
  id text primary key,
  public_spki text not null,
  private_pkcs8 text not null,
  created_at timestamptz not null default now()
);

-- Nonces of accepted encrypted payloads until their timestamp could no longer pass, so
-- the same payload sent twice is refused.
create table crypto_nonces (
  nonce text primary key,
  expires_at timestamptz not null
);
create index crypto_nonces_expiry on crypto_nonces (expires_at);
