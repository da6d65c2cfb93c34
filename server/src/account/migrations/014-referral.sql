-- A player's own referral code (spec §2.4 referral), made on its first request: 8 characters
-- from an alphabet without look-alikes, unique per merchant. Agents share their affiliate
-- code instead. A member who registered with a player's code joins that player's upline and
-- records the player here, so the player can see whom it invited.
alter table members add column own_referral_code text;
alter table members add column referred_by integer references members(id);
create unique index members_own_referral_code_per_merchant on members (merchant_id, own_referral_code)
  where own_referral_code is not null;
create index members_by_referrer on members (referred_by) where referred_by is not null;
