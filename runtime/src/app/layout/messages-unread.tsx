import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { unreadCount } from '../../../../contract/messages.ts';
import { useT } from '../../i18n/i18n.tsx';
import { asPlatformError, call } from '../api/call.ts';
import { openModalAtom } from '../modals.ts';
import { moneyVersionAtom } from '../money.ts';
import { handleSessionFailure } from '../session.ts';
import './messages-unread.css';

/** Spec §7 unread count: every minute while the tab is visible is fresh enough for a badge. */
export const UNREAD_POLL_MS = 60_000;

/**
 * The unread badge on the header's messages icon. Re-read after every money movement (each
 * one sends a message, spec §3), when the member centre closes (messages may have been read),
 * when the tab comes back into view, and every minute while it is visible.
 */
export default function MessagesUnread({ token }: { token: string }) {
  const t = useT();
  const [count, setCount] = useState(0);
  const moneyVersion = useAtomValue(moneyVersionAtom);
  const memberCentreOpen = useAtomValue(openModalAtom)?.id === 'memberCentre';

  useEffect(() => {
    if (memberCentreOpen) return;
    let live = true;
    const read = () => {
      if (document.visibilityState === 'hidden') return;
      call(unreadCount, {}).then(
        (value) => {
          if (live) setCount(value.count);
        },
        (e: unknown) => {
          handleSessionFailure(asPlatformError(e));
        },
      );
    };
    read();
    const timer = setInterval(read, UNREAD_POLL_MS);
    document.addEventListener('visibilitychange', read);
    return () => {
      live = false;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', read);
    };
  }, [token, moneyVersion, memberCentreOpen]);

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
