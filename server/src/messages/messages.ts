import type { PlatformMessage } from '../../../contract/messages.ts';
import type { Queryable } from '../db/database.ts';
import { pageOf, type Page } from '../history/paging.ts';
import { notify } from './notify.ts';

export interface MessagePage extends Page<PlatformMessage> {
  unread: number;
}

/** The header badge's count (spec §7); served by the partial index of unread messages. */
export async function unreadCount(db: Queryable, memberId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'select count(*) as n from member_messages where member_id = $1 and read_at is null',
    [memberId],
  );
  return row?.n ?? 0;
}

/** Spec §2.4 messageV2: the member's messages, newest first, with the unread count. */
export async function messageList(
  db: Queryable,
  memberId: number,
  page: number,
  pageSize: number,
): Promise<MessagePage> {
  const messages = await pageOf<PlatformMessage>(
    db,
    {
      columns: `id, kind, created_at as time, read_at is not null as read, amount, subject, text,
                reference`,
      where: 'from member_messages where member_id = $1',
      params: [memberId],
      orderBy: 'id desc',
    },
    { page, pageSize },
  );
  return { ...messages, unread: await unreadCount(db, memberId) };
}

/**
 * Marks messages read and answers the count still unread. Only the member's own messages are
 * touched: an id of someone else's message is ignored, not an error, so a guessed id tells
 * the caller nothing.
 */
export async function markRead(
  db: Queryable,
  memberId: number,
  ids: 'all' | readonly number[],
): Promise<number> {
  if (ids === 'all') {
    await db.query(
      'update member_messages set read_at = now() where member_id = $1 and read_at is null',
      [memberId],
    );
  } else if (ids.length > 0) {
    await db.query(
      `update member_messages set read_at = now()
        where member_id = $1 and read_at is null and id = any($2::bigint[])`,
      [memberId, ids],
    );
  }
  return unreadCount(db, memberId);
}

/** Longest operator mail the back-office may send; a message is not a document. */
export const MAIL_LIMITS = { title: 200, text: 5000 };

/**
 * The back-office's mail to one member (kind MAIL: the operator's own words, shown as
 * written). No route: the operator tooling calls it.
 */
export async function sendMail(
  db: Queryable,
  memberId: number,
  title: string,
  text: string,
): Promise<void> {
  const subject = title.trim();
  const body = text.trim();
  if (subject === '' || subject.length > MAIL_LIMITS.title) {
    throw new Error(`A mail title must be 1 to ${MAIL_LIMITS.title} characters.`);
  }
  if (body === '' || body.length > MAIL_LIMITS.text) {
    throw new Error(`A mail text must be 1 to ${MAIL_LIMITS.text} characters.`);
  }
  await notify(db, { memberId, kind: 'MAIL', subject, text: body });
}
