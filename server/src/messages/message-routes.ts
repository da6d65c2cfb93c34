import type { Hono } from 'hono';
import { messageList, messageRead, unreadCount } from '../../../contract/messages.ts';
import type { AppEnv } from '../http/app-env.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { sessionOf } from '../session/authenticate.ts';
import { markRead, messageList as listMessages, unreadCount as countUnread } from './messages.ts';

/** Spec §2.4 messageV2 and the §7 unread count: the member's platform messages. */
export function registerMessageRoutes(app: Hono<AppEnv>): void {
  registerEndpoint(app, messageList, (input, call) =>
    listMessages(call.db, sessionOf(call).member.id, input.page, input.pageSize),
  );
  registerEndpoint(app, unreadCount, async (_input, call) => ({
    count: await countUnread(call.db, sessionOf(call).member.id),
  }));
  registerEndpoint(app, messageRead, async (input, call) => ({
    unread: await markRead(call.db, sessionOf(call).member.id, input.ids),
  }));
}
