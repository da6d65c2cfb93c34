import type { Queryable } from '../db/database.ts';
import { pageOf, type Page } from '../history/paging.ts';
import type { Merchant } from '../merchant/merchant-store.ts';

export interface AgentAnnouncement {
  id: number;
  time: string;
  title: string;
  body: string;
}

/**
 * Writes the merchant's platform.json agentAnnouncements into the table the first time its
 * notices are read, when it holds none yet: from then on the table is the operator's record
 * (as the merchant row is, see merchant/seed-merchants.ts). Two first reads racing meet at
 * the unique seed id and add each notice once.
 */
async function seedOnce(db: Queryable, merchant: Merchant): Promise<void> {
  const seed = merchant.settings.agentAnnouncements ?? [];
  if (seed.length === 0) return;
  await db.query(
    `insert into agent_announcements (merchant_id, seed_id, default_language, titles, bodies,
                                      published_at)
     select $1, n ->> 'announcementId', n ->> 'defaultLanguage', n -> 'title', n -> 'body',
            (n ->> 'publishedAt')::timestamptz
       from jsonb_array_elements($2::jsonb) as n
      where not exists (select 1 from agent_announcements where merchant_id = $1)
     on conflict do nothing`,
    [merchant.id, JSON.stringify(seed)],
  );
}

/** The text of `texts` in `language`, else in the notice's default language, else any. */
const textIn = (texts: string) => `coalesce(${texts} ->> $2, ${texts} ->> default_language,
  (select value from jsonb_each_text(${texts}) order by key limit 1), '')`;

/** Spec §2.5 agent announcements, newest first, in the reader's language when there is one. */
export async function agentAnnouncements(
  db: Queryable,
  merchant: Merchant,
  language: string,
  query: { page: number; pageSize: number },
): Promise<Page<AgentAnnouncement>> {
  await seedOnce(db, merchant);
  return pageOf<AgentAnnouncement>(
    db,
    {
      columns: `id, published_at as time, ${textIn('titles')} as title, ${textIn('bodies')} as body`,
      where: 'from agent_announcements where merchant_id = $1 and $2::text is not null',
      params: [merchant.id, language],
      orderBy: 'published_at desc, id desc',
    },
    query,
  );
}
