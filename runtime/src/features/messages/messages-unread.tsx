import { unreadCount } from '../../../../contract/messages.ts';
import { useQuery } from '../../app/api/query.ts';
import { useT } from '../../i18n/i18n.tsx';
import './messages-unread.css';

/** Spec §7 unread count: every minute while the tab is visible is fresh enough for a badge. */
export const UNREAD_POLL_MS = 60_000;

/**
 * The unread badge on the header's messages icon. Re-read when a message is read or money
 * moves (each movement sends a message, spec §3): both invalidate "unread". Also every minute
 * while the tab is visible, and when it comes back into view.
 */
export default function MessagesUnread() {
  const t = useT();
  const { value } = useQuery(
    unreadCount,
    {},
    { tags: ['unread'], refreshMs: UNREAD_POLL_MS, pauseWhenHidden: true },
  );
  const count = value?.count ?? 0;

  if (count <= 0) return null;
  return (
    <span
      className="wl-tool__badge"
      data-testid="messages-unread"
      aria-label={t('header.unread', { count })}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
