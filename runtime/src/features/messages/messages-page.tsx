import { useState } from 'react';
import { messageList, messageRead, type PlatformMessage } from '../../../../contract/messages.ts';
import { call } from '../../app/api/call.ts';
import { invalidate, useQuery } from '../../app/api/query.ts';
import { useBrandTime, useFormatMoney } from '../../app/ui/brand-time.ts';
import { EmptyState } from '../../app/ui/empty-state.tsx';
import { Pager } from '../../app/ui/pager.tsx';
import { QueryFailure } from '../../app/ui/query-failure.tsx';
import { useT } from '../../i18n/i18n.tsx';
import { messageWording } from './message-wording.ts';
import '../../app/ui/data-table.css';
import './messages.css';

const PAGE_SIZE = 10;

function MessageRow({
  message,
  read,
  open,
  onOpen,
}: {
  message: PlatformMessage;
  read: boolean;
  open: boolean;
  onOpen: () => void;
}) {
  const t = useT();
  const money = useFormatMoney();
  const time = useBrandTime();
  const { title, body } = messageWording(t, message, money);
  return (
    <li
      className={read ? 'wl-message' : 'wl-message wl-message--unread'}
      data-testid="message-row"
      data-kind={message.kind}
      data-read={String(read)}
    >
      <button type="button" className="wl-message__head" aria-expanded={open} onClick={onOpen}>
        <span className="wl-message__dot" aria-hidden="true" />
        <span className="wl-message__title">
          {!read && <span className="wl-visually-hidden">{t('messages.unread')} </span>}
          {title}
        </span>
        <time className="wl-message__time" dateTime={message.time}>
          {time(message.time)}
        </time>
      </button>
      {open && <p className="wl-message__body">{body}</p>}
    </li>
  );
}

const readDone = () => invalidate('unread');

/** Spec §2.4 messageV2: notifications, newest first; opening one marks it read. */
export default function MessagesPage() {
  const t = useT();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  // Read here before the list re-reads, so the dot goes at once.
  const [readHere, setReadHere] = useState<ReadonlySet<number>>(new Set());
  const [allRead, setAllRead] = useState(false);
  const query = useQuery(messageList, { page, pageSize: PAGE_SIZE }, { tags: ['unread'] });
  const value = query.value;

  const isRead = (m: PlatformMessage) => m.read || allRead || readHere.has(m.id);

  const openMessage = (m: PlatformMessage) => {
    setOpen((current) => (current === m.id ? null : m.id));
    if (isRead(m)) return;
    setReadHere((s) => new Set(s).add(m.id));
    // The header badge and this list carry the "unread" tag: both read again.
    void call(messageRead, { ids: [m.id] }).then(readDone, () => undefined);
  };

  const readAll = () => {
    setAllRead(true);
    void call(messageRead, { ids: 'all' }).then(readDone, () => setAllRead(false));
  };

  // Only messages the last answer still calls unread count down, so a re-read never counts twice.
  const readSince = value?.items.filter((m) => !m.read && readHere.has(m.id)).length ?? 0;
  const unread = allRead ? 0 : Math.max(0, (value?.unread ?? 0) - readSince);
  return (
    <div className="wl-mc-page">
      <div className="wl-messages__head">
        <h2 className="wl-mc-page__title">
          {t('mc.messageV2')}
          {unread > 0 && <span className="wl-messages__count">{unread}</span>}
        </h2>
        <button
          type="button"
          className="wl-button wl-button--ghost"
          data-testid="messages-read-all"
          disabled={unread === 0}
          onClick={readAll}
        >
          {t('messages.readAll')}
        </button>
      </div>
      {query.failure && !value ? (
        <QueryFailure error={query.failure} onRetry={query.reload} />
      ) : !value ? (
        <div className="wl-page-loading" aria-busy="true">
          <div className="wl-spinner" />
        </div>
      ) : value.items.length === 0 ? (
        <EmptyState text={t('messages.empty')} />
      ) : (
        <>
          <ul className="wl-messages">
            {value.items.map((m) => (
              <MessageRow
                key={m.id}
                message={m}
                read={isRead(m)}
                open={open === m.id}
                onOpen={() => openMessage(m)}
              />
            ))}
          </ul>
          <Pager page={page} pageSize={PAGE_SIZE} total={value.total} onPage={setPage} />
        </>
      )}
    </div>
  );
}
