import { vnOpenedNumbers } from '../../../../contract/lottery.ts';
import { useQuery } from '../../app/api/query.ts';
import { useT } from '../../i18n/i18n.tsx';

/**
 * Spec §7 Vietnamese numbers (count 20): the latest special prizes of every region as a strip
 * across the lobby, the "what came out today" players check before anything else.
 */
export function RecentNumbers({ language }: { language: string }) {
  const t = useT();
  const query = useQuery(
    vnOpenedNumbers,
    { count: 20, language },
    { refreshMs: 60_000, pauseWhenHidden: true },
  );
  const draws = query.value ?? [];
  if (draws.length === 0) return null;
  return (
    <section
      className="wl-recent"
      aria-label={t('lottery.recentNumbers')}
      data-testid="recent-numbers"
    >
      <h2>{t('lottery.recentNumbers')}</h2>
      <ul>
        {draws.map((d) => (
          <li key={d.drawId} title={d.ref}>
            <small>{d.province ?? d.gameName}</small>
            <b dir="ltr">
              {d.special.slice(0, -2)}
              <em>{d.special.slice(-2)}</em>
            </b>
          </li>
        ))}
      </ul>
    </section>
  );
}
