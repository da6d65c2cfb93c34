import type { MessageKind } from '../../../contract/messages.ts';
import type { Queryable } from '../db/database.ts';

export interface Notification {
  memberId: number;
  kind: MessageKind;
  amount?: number;
  subject?: string;
  text?: string;
  reference?: string;
}

/**
 * Leaves a platform message for a member (spec §3 notifications). Call it with the same
 * transaction that moved the money, so a message exists exactly when its movement does.
 */
export async function notify(tx: Queryable, message: Notification): Promise<void> {
  await tx.query(
    `insert into member_messages (member_id, kind, amount, subject, text, reference)
     values ($1, $2, $3, $4, $5, $6)`,
    [
      message.memberId,
      message.kind,
      message.amount ?? null,
      message.subject ?? null,
      message.text ?? null,
      message.reference ?? null,
    ],
  );
}
