import { rewardList } from '../../../../contract/history.ts';
import { useQuery } from '../../app/api/query.ts';
import { useBrandTime, useFormatMoney } from '../../app/ui/brand-time.ts';
import { PathIcon } from '../../app/ui/icons.tsx';
import { QueryView } from '../../app/ui/query-view.tsx';
import { AmountCell, StatusCell } from '../../app/ui/record-cells.tsx';
import { useT } from '../../i18n/i18n.tsx';
import '../../app/ui/data-table.css';

const TONE = { CLAIMABLE: 'wait', CLAIMED: 'ok', EXPIRED: 'bad' } as const;

/** A wrapped gift, drawn above "no rewards". */
const GIFT =
  'M3 9h18v4H3zM5 13h14v8H5zM12 9v12M12 9S10 4 7.5 5 9 9 12 9zM12 9s2-5 4.5-4S15 9 12 9z';

/** Spec §2.4 rewardCenter: rewards to claim (none until promotions hand them out). */
export default function RewardCentrePage() {
  const t = useT();
  const money = useFormatMoney();
  const time = useBrandTime();
  const query = useQuery(rewardList, {}, { tags: ['records'] });
  return (
    <div className="wl-mc-page">
      <h2 className="wl-mc-page__title">{t('mc.rewardCenter')}</h2>
      <QueryView
        query={query}
        isEmpty={(rewards) => rewards.length === 0}
        emptyText={t('reward.empty')}
        emptyIcon={<PathIcon d={GIFT} size={56} strokeWidth={1.5} />}
        spinner
      >
        {(rewards) => (
          <div className="wl-table-wrap">
            <table className="wl-table">
              <thead>
                <tr>
                  <th>{t('reward.title')}</th>
                  <th className="is-number">{t('table.amount')}</th>
                  <th>{t('reward.expires')}</th>
                  <th>{t('table.status')}</th>
                </tr>
              </thead>
              <tbody>
                {rewards.map((r) => (
                  <tr key={r.id} data-testid="record-row" data-kind="REWARD">
                    <td data-label={t('reward.title')}>{r.title}</td>
                    <AmountCell>{money(r.amount)}</AmountCell>
                    <td data-label={t('reward.expires')}>
                      {r.expiresAt ? time(r.expiresAt) : '—'}
                    </td>
                    <StatusCell tone={TONE[r.status]}>{t(`reward.status.${r.status}`)}</StatusCell>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryView>
    </div>
  );
}
