import { useState } from 'react';
import { lotteryTickets } from '../../../../contract/lottery.ts';
import { useQuery } from '../../app/api/query.ts';
import { useBrandTime, useFormatMoney } from '../../app/ui/brand-time.ts';
import { Pager } from '../../app/ui/pager.tsx';
import { StatusChip, type StatusTone } from '../../app/ui/status-chip.tsx';
import { useT } from '../../i18n/i18n.tsx';
import { TICKETS_TAG, drawNumber, optionName, playName } from './lottery-data.ts';

const PAGE_SIZE = 10;

/** The member's open and settled tickets of a game (all games without one). */
export function MyTickets({ gameCode }: { gameCode?: string }) {
  const t = useT();
  const money = useFormatMoney();
  const time = useBrandTime();
  const [status, setStatus] = useState<'open' | 'settled'>('open');
  const [page, setPage] = useState(1);
  const query = useQuery(
    lotteryTickets,
    { status, page, pageSize: PAGE_SIZE, ...(gameCode ? { gameCode } : {}) },
    { tags: [TICKETS_TAG] },
  );
  const rows = query.value?.items ?? [];
  const chip = (ticket: (typeof rows)[number]): [StatusTone, string] =>
    ticket.status === 'OPEN'
      ? ['wait', t('lottery.status.open')]
      : ticket.status === 'ROLLED_BACK'
        ? ['bad', t('lottery.status.refunded')]
        : ticket.payout > 0
          ? ['ok', t('lottery.status.won')]
          : ['bad', t('lottery.status.lost')];
  return (
    <section
      className="wl-ltickets"
      aria-labelledby="lottery-tickets-title"
      data-testid="my-tickets"
    >
      <header>
        <h2 id="lottery-tickets-title">{t('lottery.myTickets')}</h2>
        <div className="wl-ltabs" role="tablist">
          {(['open', 'settled'] as const).map((s) => (
            <button
              key={s}
              type="button"
              role="tab"
              aria-selected={status === s}
              className={status === s ? 'is-active' : undefined}
              onClick={() => {
                setStatus(s);
                setPage(1);
              }}
            >
              {t(`lottery.tickets.${s}`)}
            </button>
          ))}
        </div>
      </header>
      {rows.length === 0 && !query.loading && <p className="wl-muted">{t('lottery.noTickets')}</p>}
      <ul className="wl-ltickets__list">
        {rows.map((ticket) => {
          const [tone, label] = chip(ticket);
          return (
            <li key={ticket.ticketNo}>
              <div>
                <strong>{playName(t, { code: ticket.playType, name: ticket.detail })}</strong>
                <span className="wl-ltickets__picks" dir="ltr">
                  {ticket.picks.map((pick) => optionName(t, pick)).join(' · ')}
                </span>
                <small className="wl-muted" dir="ltr">
                  {drawNumber(ticket.drawRef)} · #{ticket.ticketNo} · {time(ticket.placedAt)}
                </small>
              </div>
              <div className="wl-ltickets__money">
                <span>{t('lottery.stakeOf', { amount: money(ticket.stake) })}</span>
                <span className="is-win">
                  {ticket.status === 'OPEN'
                    ? t('lottery.toWin', { amount: money(ticket.potentialWin) })
                    : t('lottery.paid', { amount: money(ticket.payout) })}
                </span>
                <StatusChip tone={tone}>{label}</StatusChip>
              </div>
            </li>
          );
        })}
      </ul>
      {query.value && (
        <Pager page={page} pageSize={PAGE_SIZE} total={query.value.total} onPage={setPage} />
      )}
    </section>
  );
}
