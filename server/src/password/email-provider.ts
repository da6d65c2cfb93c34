import type { Queryable } from '../db/database.ts';

export interface EmailMessage {
  merchantId: number;
  to: string;
  subject: string;
  text: string;
}

/**
 * Where mail goes. The reference platform ships only the sandbox, which delivers into a
 * table (`email_sandbox_outbox`) that developers and tests read through
 * `GET /wps/sandbox/email?to=`; a real mail service implements `send` and mounts no outbox.
 */
export interface EmailProvider {
  readonly kind: 'sandbox' | (string & {});
  send(db: Queryable, message: EmailMessage): Promise<void>;
}

export const sandboxEmailProvider: EmailProvider = {
  kind: 'sandbox',
  async send(db, { merchantId, to, subject, text }) {
    await db.query(
      `insert into email_sandbox_outbox (merchant_id, to_address, subject, text)
       values ($1, $2, $3, $4)`,
      [merchantId, to, subject, text],
    );
  },
};

export interface OutboxEmail {
  to: string;
  subject: string;
  text: string;
  /** The first http(s) link in the text, when there is one. */
  link: string | null;
  createdAt: string;
}

/** The sandbox outbox for one address (any case), newest first. */
export async function readEmailOutbox(
  db: Queryable,
  merchantId: number,
  to: string,
  limit = 10,
): Promise<OutboxEmail[]> {
  const rows = await db.query<{
    to_address: string;
    subject: string;
    text: string;
    created_at: string;
  }>(
    `select to_address, subject, text, created_at from email_sandbox_outbox
      where merchant_id = $1 and lower(to_address) = lower($2) order by id desc limit $3`,
    [merchantId, to.trim(), limit],
  );
  return rows.map((row) => ({
    to: row.to_address,
    subject: row.subject,
    text: row.text,
    link: /https?:\/\/\S+/.exec(row.text)?.[0] ?? null,
    createdAt: row.created_at,
  }));
}
