-- The brand's prize modes (brand.json prizeModes: Lott, ZY, Elott, SEA): which lottery games
-- and odds tables the merchant offers (docs/lottery.md). Seeded from brand.json; a merchant
-- seeded before this column keeps none until `serve --reseed`, and the lottery then offers
-- the games of its lottery vendors' categories (lottery/prize-modes.ts).
alter table merchants add column prize_modes text[] not null default '{}';
