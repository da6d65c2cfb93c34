import { EmptyState } from '../../app/ui/empty-state.tsx';
import { useT } from '../../i18n/i18n.tsx';
import '../../app/ui/data-table.css';

function FlagArt() {
  return (
    <svg width="56" height="56" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path
        d="M5 21V4M5 4h11l-2 4 2 4H5"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * Spec §2.4 missionLeaderboard. The platform has no missions yet (they come with the
 * promotions issue), so the honest page is the empty state, with no call to fake.
 */
export default function MissionLeaderboardPage() {
  const t = useT();
  return (
    <div className="wl-mc-page">
      <h2 className="wl-mc-page__title">{t('mc.missionLeaderboard')}</h2>
      <EmptyState text={t('missions.empty')} icon={<FlagArt />} />
    </div>
  );
}
