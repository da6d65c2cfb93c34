import type { Queryable } from '../db/database.ts';

export type SmsPurpose = 'register' | 'login';

export interface SmsMessage {
  merchantId: number;
  mobile: string;
  purpose: SmsPurpose;
  text: string;
}

/**
 * Where SMS go. The reference platform ships only the sandbox, which delivers into a table
 * (`sms_sandbox_outbox`) that developers and tests read; a real gateway implements `send`
 * and mounts no outbox route.
 */
export interface SmsProvider {
  readonly kind: 'sandbox' | (string & {});
  send(db: Queryable, message: SmsMessage, now: number): Promise<void>;
}

export const sandboxSmsProvider: SmsProvider = {
  kind: 'sandbox',
  async send(db, { merchantId, mobile, purpose, text }, now) {
    await db.query(
      `insert into sms_sandbox_outbox (merchant_id, mobile, purpose, text, created_at)
       values ($1, $2, $3, $4, $5)`,
      [merchantId, mobile, purpose, text, new Date(now).toISOString()],
    );
  },
};

export interface OutboxMessage {
  mobile: string;
  purpose: SmsPurpose;
  text: string;
  /** The 6-digit code in the text, when there is one. */
  code: string | null;
  createdAt: string;
}

/** The sandbox outbox for one mobile, newest first. */
export async function readSandboxOutbox(
  db: Queryable,
  merchantId: number,
  mobile: string,
  limit = 10,
): Promise<OutboxMessage[]> {
  const rows = await db.query<{
    mobile: string;
    purpose: SmsPurpose;
    text: string;
    created_at: string;
  }>(
    `select mobile, purpose, text, created_at from sms_sandbox_outbox
      where merchant_id = $1 and mobile = $2 order by id desc limit $3`,
    [merchantId, mobile.trim(), limit],
  );
  return rows.map((row) => ({
    mobile: row.mobile,
    purpose: row.purpose,
    text: row.text,
    code: /\b(\d{6})\b/.exec(row.text)?.[1] ?? null,
    createdAt: row.created_at,
  }));
}
