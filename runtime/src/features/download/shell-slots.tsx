import { Link } from '../../app/router/links.tsx';
import { useRoutePath } from '../../app/site.tsx';
import { useAppLinks } from '../../app/ui/app-links.tsx';
import { Icon } from '../../app/ui/icons.tsx';
import { useT } from '../../i18n/i18n.tsx';

/** Spec §2.1: the left bar promotes the app and goes to /down. */
export function DownloadPromo() {
  const t = useT();
  const downPath = useRoutePath('/down');
  // A brand with no app to install gets no promotion of one.
  const links = useAppLinks();
  if (!downPath || links.length === 0) return null;
  return (
    <Link to={downPath} className="wl-rail__promo">
      <Icon name="phoneApp" size={28} />
      <strong>{t('side.download')}</strong>
      <span>{t('side.downloadHint')}</span>
    </Link>
  );
}
