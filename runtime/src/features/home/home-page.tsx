import { Suspense } from 'react';
import { Link } from '../../app/router/links.tsx';
import { mountedComponent } from '../../app/layout/mount.tsx';
import { categoriesWithVendors, vendorsByCategory } from '../../app/routes.ts';
import { useSite } from '../../app/site.tsx';
import { Icon, VendorBadge } from '../../app/ui/icons.tsx';
import { useT } from '../../i18n/i18n.tsx';
import { CategoryArt } from './category-art.tsx';
import { Hero } from './home-hero.tsx';
import './home.css';

/** Category → route of spec §2.2. */
const CATEGORY_PATH = {
  LIVE: '/live',
  SPORTS: '/sports',
  FISH: '/fish',
  RNG: '/rng',
  PVP: '/pvp',
  ELOTT: '/elott',
  LOTT: '/lottery',
  ESPORTS: '/esports',
  COCKFIGHT: '/cockfight',
} as const;

export default function HomePage() {
  const t = useT();
  const { status, routes, homeSections } = useSite();
  const registered = new Set(routes.map((r) => r.path.toLowerCase()));
  const byCategory = vendorsByCategory(status.vendors);
  const categories = categoriesWithVendors(status.vendors).filter((c) =>
    registered.has(CATEGORY_PATH[c].toLowerCase()),
  );

  return (
    <div className="wl-home">
      <Hero />
      <section className="wl-section" aria-labelledby="wl-home-categories">
        <h2 id="wl-home-categories" className="wl-section__title">
          {t('home.categoriesTitle')}
        </h2>
        {categories.length === 0 ? (
          <p className="wl-muted">{t('home.noVendors')}</p>
        ) : (
          <ul className="wl-cat-cards">
            {categories.map((category) => {
              const vendors = byCategory.get(category) ?? [];
              const hot = vendors.some((v) => v.isHot);
              return (
                <li key={category}>
                  <Link
                    to={CATEGORY_PATH[category]}
                    className={`wl-cat-card wl-cat-card--${category.toLowerCase()}`}
                    data-testid={`home-tile-${category.toLowerCase()}`}
                  >
                    {hot && <span className="wl-hot wl-cat-card__hot">{t('category.hot')}</span>}
                    <CategoryArt category={category} />
                    <span className="wl-cat-card__name">{t(`category.${category}`)}</span>
                    <span className="wl-cat-card__meta">
                      {t('category.providerCount', { count: vendors.length })}
                    </span>
                    <span className="wl-cat-card__cta">
                      {t('home.explore')}
                      <Icon name="arrowEnd" size={14} />
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      {homeSections.map((section) => {
        // Other features' sections (the games' strips and ticker) load after the hero shows.
        const Section = mountedComponent(section);
        return (
          <Suspense key={section.id} fallback={null}>
            <Section />
          </Suspense>
        );
      })}
      {status.vendors.length > 0 && (
        <section className="wl-section" aria-labelledby="wl-home-vendors">
          <h2 id="wl-home-vendors" className="wl-section__title">
            {t('home.vendorsTitle')}
          </h2>
          <ul className="wl-vendor-strip" data-testid="vendor-strip">
            {status.vendors.map((vendor) => (
              <li key={`${vendor.category}-${vendor.code}`} className="wl-vendor-card">
                <VendorBadge name={vendor.displayName} />
                <span className="wl-vendor-card__text">
                  <strong>{vendor.displayName}</strong>
                  <span>{t(`category.${vendor.category}`)}</span>
                </span>
                {vendor.isHot && <span className="wl-hot">{t('category.hot')}</span>}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
