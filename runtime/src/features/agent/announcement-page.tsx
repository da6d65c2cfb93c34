import { useState } from 'react';
import { agentAnnouncements } from '../../../../contract/agent-team.ts';
import { useQuery } from '../../app/api/query.ts';
import { useBrandTime } from '../../app/ui/brand-time.ts';
import { EmptyState } from '../../app/ui/empty-state.tsx';
import { Pager } from '../../app/ui/pager.tsx';
import { QueryFailure } from '../../app/ui/query-failure.tsx';
import { useT } from '../../i18n/i18n.tsx';
import { AgentPage } from './agent-table.tsx';
import './agent-notices.css';

const PAGE_SIZE = 10;

/** Spec §2.5 announcement: the merchant's notices for agents, newest first, each unfolding. */
export default function AnnouncementPage() {
  const t = useT();
  const time = useBrandTime();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const query = useQuery(agentAnnouncements, { page, pageSize: PAGE_SIZE });
  const value = query.value;
  return (
    <AgentPage title={t('ac.announcement')}>
      {!value && query.failure && <QueryFailure error={query.failure} onRetry={query.reload} />}
      {!value && !query.failure && (
        <div className="wl-page-loading" aria-busy="true">
          <div className="wl-spinner" />
        </div>
      )}
      {value && value.items.length === 0 && <EmptyState text={t('agent.noAnnouncements')} />}
      {value && value.items.length > 0 && (
        <ul className="wl-agent-notices" data-testid="agent-announcements">
          {value.items.map((item, index) => {
            // The newest notice reads open; the others unfold on a tap.
            const expanded = open === null ? index === 0 && page === 1 : open === item.id;
            return (
              <li key={item.id} className="wl-agent-notice">
                <button
                  type="button"
                  className="wl-agent-notice__head"
                  aria-expanded={expanded}
                  onClick={() => setOpen(expanded ? -1 : item.id)}
                >
                  <span className="wl-agent-notice__title">{item.title}</span>
                  <time className="wl-agent-notice__time" dateTime={item.time}>
                    {time(item.time)}
                  </time>
                </button>
                {expanded && <p className="wl-agent-notice__body">{item.body}</p>}
              </li>
            );
          })}
        </ul>
      )}
      {value && <Pager page={page} pageSize={PAGE_SIZE} total={value.total} onPage={setPage} />}
    </AgentPage>
  );
}
