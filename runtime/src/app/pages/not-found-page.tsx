import { Link } from '../router/links.tsx';
import { useT } from '../../i18n/i18n.tsx';
import { Icon } from '../ui/icons.tsx';

export function NotFoundPage() {
  const t = useT();
  return (
    <section className="wl-soon" data-testid="not-found-page">
      <p className="wl-not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="wl-soon__title">{t('notFound.title')}</h1>
      <p className="wl-soon__body">{t('notFound.body')}</p>
      <Link className="wl-button wl-button--primary" to="/index">
        <Icon name="home" size={18} />
        {t('notFound.home')}
      </Link>
    </section>
  );
}
