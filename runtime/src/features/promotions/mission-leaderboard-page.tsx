import { EmptyState } from '../../app/ui/empty-state.tsx';
import { PathIcon } from '../../app/ui/icons.tsx';
import { useT } from '../../i18n/i18n.tsx';
import '../../app/ui/data-table.css';

/** A flag on its pole, drawn above "no missions". */
const FLAG = 'M5 21V4M5 4h11l-2 4 2 4H5';

/**
 * Spec §2.4 missionLeaderboard. The platform has no missions yet (they come with the
 * promotions issue), so the honest page is the empty state, with no call to fake.
 */
export default function MissionLeaderboardPage() {
  const t = useT();
  return (
    <div className="wl-mc-page">
      <h2 className="wl-mc-page__title">{t('mc.missionLeaderboard')}</h2>
      <EmptyState
        text={t('missions.empty')}
        icon={<PathIcon d={FLAG} size={56} strokeWidth={1.5} />}
      />
    </div>
  );
}
