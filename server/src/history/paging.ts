import type { Queryable } from '../db/database.ts';
import { offsetOf } from './date-range.ts';

/** Spec §9 paging: one page of rows and how many there are in all. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface PageQuery {
  /** The select list, naming the item's fields (`created_at as time`). */
  columns: string;
  /** `from … where …`, shared by the page and its count so both always scope the same way. */
  where: string;
  params: readonly unknown[];
  orderBy: string;
}

/** The rows of one 1-based page in `orderBy` order, with the count of all of them. */
export async function pageOf<T>(
  db: Queryable,
  query: PageQuery,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<Page<T>> {
  const { params } = query;
  const limit = params.length + 1;
  const items = await db.query<T>(
    `select ${query.columns} ${query.where} order by ${query.orderBy}
      limit $${limit} offset $${limit + 1}`,
    [...params, pageSize, offsetOf(page, pageSize)],
  );
  const [count] = await db.query<{ n: number }>(`select count(*) as n ${query.where}`, params);
  return { items, total: count?.n ?? 0, page, pageSize };
}
