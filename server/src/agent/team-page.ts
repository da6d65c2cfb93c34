import type { Queryable } from '../db/database.ts';
import { offsetOf } from '../history/date-range.ts';
import type { Page, PageQuery } from '../history/paging.ts';

/**
 * history/paging.ts's pageOf for queries that start from a `with` (the team's subtree): the
 * page and its count share the prefix, the `from … where …` and the parameters, so both
 * always scope to the same team.
 */
export async function teamPageOf<T>(
  db: Queryable,
  query: PageQuery & { with: string; groupBy?: string },
  { page, pageSize }: { page: number; pageSize: number },
): Promise<Page<T>> {
  const { params } = query;
  const limit = params.length + 1;
  const group = query.groupBy ? `group by ${query.groupBy}` : '';
  const items = await db.query<T>(
    `${query.with} select ${query.columns} ${query.where} ${group} order by ${query.orderBy}
      limit $${limit} offset $${limit + 1}`,
    [...params, pageSize, offsetOf(page, pageSize)],
  );
  const counted = query.groupBy
    ? `select count(*) as n from (select 1 ${query.where} ${group}) as groups`
    : `select count(*) as n ${query.where}`;
  const [count] = await db.query<{ n: number }>(`${query.with} ${counted}`, params);
  return { items, total: count?.n ?? 0, page, pageSize };
}
