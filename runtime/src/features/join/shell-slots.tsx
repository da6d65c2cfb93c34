import { Link } from 'react-router-dom';
import { RailItem } from '../../app/layout/rail-item.tsx';
import { useRoutePath } from '../../app/site.tsx';
import { useT } from '../../i18n/i18n.tsx';

/** Spec §2.2 side bar: the first entry invites agents to join. */
export function JoinEntry() {
  const t = useT();
  const joinPath = useRoutePath('/join');
  if (!joinPath) return null;
  return (
    <Link to={joinPath} className="wl-rail__item wl-rail__item--accent">
      <RailItem icon="userPlus" label={t('side.join')} />
    </Link>
  );
}
