import * as v from 'valibot';
import { defineEndpoint } from './endpoint.ts';
import { BigIdSchema } from './input.ts';
import { MinorSchema, PageQuery, pageOf } from './money.ts';

/**
 * Spec §3 notifications. A message is stored as a kind and its parameters, and the runtime
 * words it in the reader's language (`message.<kind>.title` / `.body`); MAIL carries the
 * operator's own title and text.
 */
export const MESSAGE_KINDS = [
  'DEPOSIT_ARRIVED',
  'DEPOSIT_FAILED',
  'WITHDRAWAL_APPROVED',
  'WITHDRAWAL_REJECTED',
  'TRANSFER_IN',
  'TRANSFER_OUT',
  'MAIL',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const MessageSchema = v.object({
  id: v.number(),
  kind: v.picklist(MESSAGE_KINDS),
  time: v.string(),
  read: v.boolean(),
  amount: v.nullable(MinorSchema),
  /** TRANSFER_IN/OUT: the other account; MAIL: the title. */
  subject: v.nullable(v.string()),
  /** WITHDRAWAL_REJECTED: the operator's reason; MAIL: the text. */
  text: v.nullable(v.string()),
  /** The deposit or withdrawal number, when there is one. */
  reference: v.nullable(v.string()),
});
export type PlatformMessage = v.InferOutput<typeof MessageSchema>;

/** GET /wps/v2/messages (T) — spec §2.4 messageV2, newest first. */
export const messageList = defineEndpoint({
  id: 'messageList',
  method: 'GET',
  path: '/wps/v2/messages',
  token: true,
  encrypted: false,
  input: v.object(PageQuery),
  value: v.object({ ...pageOf(MessageSchema).entries, unread: v.number() }),
  errors: ['NOT_LOGGED_IN'],
});

/** GET /wps/v2/messages/unread (T) — spec §7 unread message count, for the header badge. */
export const unreadCount = defineEndpoint({
  id: 'unreadCount',
  method: 'GET',
  path: '/wps/v2/messages/unread',
  token: true,
  encrypted: false,
  input: v.object({}),
  value: v.object({ count: v.number() }),
  errors: ['NOT_LOGGED_IN'],
});

/** POST /wps/v2/messages/read (T) — marks the given messages (or all) read. */
export const messageRead = defineEndpoint({
  id: 'messageRead',
  method: 'POST',
  path: '/wps/v2/messages/read',
  token: true,
  encrypted: false,
  input: v.object({
    ids: v.union([v.literal('all'), v.pipe(v.array(BigIdSchema), v.maxLength(100))]),
  }),
  value: v.object({ unread: v.number() }),
  errors: ['NOT_LOGGED_IN'],
});
