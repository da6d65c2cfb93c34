import type { Queryable } from '../db/database.ts';
import { ipKey } from '../session/login-failures.ts';

/** Marks the IP (IPv6 by its /64) as one this member has used. */
export async function rememberIp(
  db: Queryable,
  memberId: number,
  ip: string | undefined,
): Promise<void> {
  await db.query(
    `insert into member_known_ips (member_id, ip_key) values ($1, $2)
     on conflict do nothing`,
    [memberId, ipKey(ip)],
  );
}

/** 'known', 'unknown', or 'none' when the member has no known IP at all yet. */
export async function ipStatus(
  db: Queryable,
  memberId: number,
  ip: string | undefined,
): Promise<'known' | 'unknown' | 'none'> {
  const [row] = await db.query<{ total: number; hit: number }>(
    `select count(*)::int as total, count(*) filter (where ip_key = $2)::int as hit
       from member_known_ips where member_id = $1`,
    [memberId, ipKey(ip)],
  );
  if (!row || row.total === 0) return 'none';
  return row.hit > 0 ? 'known' : 'unknown';
}
