-- Notices for a merchant's agents (spec §2.5 agent centre, announcement). Title and body are
-- maps of language code to text; a reader whose language is missing gets default_language.
-- Rows seeded from platform.json agentAnnouncements carry its announcementId in seed_id, so
-- the seed is applied once per notice; an operator's own notices have none.
create table agent_announcements (
  id integer generated always as identity primary key,
  merchant_id integer not null references merchants(id) on delete cascade,
  seed_id text,
  default_language text not null,
  titles jsonb not null,
  bodies jsonb not null,
  published_at timestamptz not null default now()
);
create unique index agent_announcements_seed on agent_announcements (merchant_id, seed_id);
create index agent_announcements_by_merchant on agent_announcements (merchant_id, published_at desc, id desc);
