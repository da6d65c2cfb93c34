import type { BetRecord } from '../../../../contract/history.ts';
import { useSite } from '../../app/site.tsx';
import { useBrandTime } from '../../app/ui/brand-time.ts';
import { useT } from '../../i18n/i18n.tsx';
import { proofHref } from './proof-href.ts';

/**
 * The expanded part of a bet's row: the vendor's ids, what the vendor says happened in the
 * round, and its provably-fair proof. The proof is the vendor's own page, so it opens in a
 * new tab that cannot reach back into the site (noopener).
 */
export function BetDetail({ bet }: { bet: BetRecord }) {
  const t = useT();
  const time = useBrandTime();
  const { brand } = useSite();
  const proof = bet.proofUrl ? proofHref(bet.proofUrl, brand.apiBase) : null;
  return (
    <div className="wl-bet-detail">
      <dl className="wl-bet-detail__facts">
        <div>
          <dt>{t('bets.betId')}</dt>
          <dd className="wl-bet-detail__id">{bet.betId}</dd>
        </div>
        <div>
          <dt>{t('bets.roundId')}</dt>
          <dd className="wl-bet-detail__id">{bet.roundId}</dd>
        </div>
        <div>
          <dt>{t('bets.settledAt')}</dt>
          <dd>{bet.settledAt ? time(bet.settledAt) : '—'}</dd>
        </div>
      </dl>
      <p className="wl-bet-detail__round">
        <span className="wl-bet-detail__label">{t('bets.round')}</span>{' '}
        {/* The vendor's words for its own round ("Reels 7 7 W — 2 lines"), shown as sent. */}
        <bdi>{bet.detail ?? t('bets.noDetail')}</bdi>
      </p>
      {proof && (
        <a
          className="wl-button wl-button--outline wl-bet-detail__verify"
          href={proof}
          target="_blank"
          rel="noopener noreferrer"
          title={t('bets.verifyHint')}
          data-testid="bet-verify"
        >
          {t('bets.verify')}
        </a>
      )}
    </div>
  );
}
