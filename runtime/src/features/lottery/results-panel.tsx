import { useState } from 'react';
import { lotteryDraws, lotteryVerify, type Draw } from '../../../../contract/lottery.ts';
import { call } from '../../app/api/call.ts';
import { useQuery } from '../../app/api/query.ts';
import { useSend } from '../../app/api/use-send.ts';
import { useBrandTime } from '../../app/ui/brand-time.ts';
import { errorText } from '../../app/ui/error-text.ts';
import { Pager } from '../../app/ui/pager.tsx';
import { useT } from '../../i18n/i18n.tsx';
import { Balls } from './balls.tsx';
import { drawNumber, headline, isVietnamese, tierRows } from './lottery-data.ts';
import { ResultTable } from './result-table.tsx';

const PAGE_SIZE = 10;

/** A drawn result: the Vietnamese tier sheet, or the winning number as balls. */
export function DrawResult({ draw, mine = [] }: { draw: Draw; mine?: readonly string[] }) {
  const time = useBrandTime();
  if (isVietnamese(draw.gameCode)) {
    const title = `${draw.province ?? drawNumber(draw.ref)} · ${time(draw.drawAt)}`;
    return <ResultTable title={title} rows={tierRows(draw.result)} mine={mine} />;
  }
  const number = headline(draw.result);
  return number ? <Balls number={number} /> : null;
}

/** Recomputes a past draw from its revealed seed and says whether it matches. */
function VerifyButton({ draw }: { draw: Draw }) {
  const t = useT();
  const { busy, failure, send } = useSend();
  const [answer, setAnswer] = useState<{ hashMatches: boolean; verified: boolean } | null>(null);
  return (
    <span className="wl-verify">
      <button
        type="button"
        className="wl-button wl-button--ghost"
        disabled={busy || !draw.seed}
        data-testid={`verify-${draw.drawId}`}
        onClick={() =>
          void send(async () => setAnswer(await call(lotteryVerify, { drawId: draw.drawId })))
        }
      >
        {t('lottery.verify')}
      </button>
      {answer && (
        <span className={answer.verified ? 'wl-verify__ok' : 'wl-verify__bad'} role="status">
          {t(answer.verified ? 'lottery.verified' : 'lottery.notVerified')}
        </span>
      )}
      {failure && <span className="wl-verify__bad">{errorText(t, failure)}</span>}
      {draw.seed && (
        <small className="wl-verify__seed" dir="ltr">
          seed {draw.seed.slice(0, 12)}… → sha256 {draw.seedHash.slice(0, 12)}…
        </small>
      )}
    </span>
  );
}

/** The results history, newest first, paged, each with its verify action. */
export function ResultsHistory({ gameCode }: { gameCode: string }) {
  const t = useT();
  const time = useBrandTime();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const query = useQuery(lotteryDraws, { gameCode, page, pageSize: PAGE_SIZE });
  const vn = isVietnamese(gameCode);
  const rows = query.value?.items ?? [];
  return (
    <section className="wl-lhistory" id="lottery-history" aria-labelledby="lottery-history-title">
      <h2 id="lottery-history-title">{t('lottery.history')}</h2>
      {rows.length === 0 && !query.loading && <p className="wl-muted">{t('lottery.noResults')}</p>}
      <ul className="wl-lhistory__list">
        {rows.map((draw) => (
          <li key={draw.drawId} data-testid={`history-${draw.drawId}`}>
            <div className="wl-lhistory__row">
              <span className="wl-lhistory__ref" dir="ltr">
                {drawNumber(draw.ref)}
              </span>
              <span className="wl-muted">{time(draw.drawAt)}</span>
              {draw.status === 'CANCELLED' ? (
                <em>{t('lottery.cancelled')}</em>
              ) : vn ? (
                <button
                  type="button"
                  className="wl-link-button"
                  onClick={() => setOpen(open === draw.drawId ? null : draw.drawId)}
                >
                  <Balls number={headline(draw.result) ?? ''} small />
                </button>
              ) : (
                <DrawResult draw={draw} />
              )}
              <VerifyButton draw={draw} />
            </div>
            {vn && open === draw.drawId && <DrawResult draw={draw} />}
          </li>
        ))}
      </ul>
      {query.value && (
        <Pager page={page} pageSize={PAGE_SIZE} total={query.value.total} onPage={setPage} />
      )}
    </section>
  );
}
