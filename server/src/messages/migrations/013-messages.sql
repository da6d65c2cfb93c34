-- Spec §3 notifications and operator mail (spec §2.4 messageV2). Stored as a kind and its
-- parameters; the runtime words them in the reader's language.
create table member_messages (
  id bigint generated always as identity primary key,
  member_id integer not null references members(id) on delete cascade,
  kind text not null,
  amount bigint,
  subject text,
  text text,
  reference text,
  read_at timestamptz,
  created_at timestamptz not null default now()
);
create index member_messages_by_member on member_messages (member_id, id desc);
create index member_messages_unread on member_messages (member_id) where read_at is null;
