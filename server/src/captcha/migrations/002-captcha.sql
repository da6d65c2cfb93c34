-- Image captchas: one live captcha per (merchant, client); a new one replaces the previous.
-- Only a hash of the (upper-cased) answer is kept.
create table captcha_images (
  merchant_id integer not null references merchants(id) on delete cascade,
  client_id text not null,
  answer_hash text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  primary key (merchant_id, client_id)
);

-- Every captcha (image or slider) handed out, for the per-IP cap; old rows are pruned.
create table captcha_requests (
  merchant_id integer not null references merchants(id) on delete cascade,
  ip text not null,
  created_at timestamptz not null
);
create index captcha_requests_by_ip on captcha_requests (merchant_id, ip, created_at);

-- Slider challenges: the gap's x is known only here; a challenge gets one attempt.
create table slider_challenges (
  id text primary key,
  merchant_id integer not null references merchants(id) on delete cascade,
  client_id text not null,
  gap_x integer not null,
  expires_at timestamptz not null
);
create index slider_challenges_expiry on slider_challenges (expires_at);

-- Tokens of solved sliders (sha256 of 32 random bytes), accepted once by login or register.
create table slider_tokens (
  token_hash text primary key,
  merchant_id integer not null references merchants(id) on delete cascade,
  expires_at timestamptz not null
);
create index slider_tokens_expiry on slider_tokens (expires_at);
