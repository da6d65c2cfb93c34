import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { categoriesWithVendors, vendorsByCategory } from '../../app/routes.ts';
import { useOpenModal } from '../../app/modals.ts';
import { sessionAtom } from '../../app/session.ts';
import { useSite } from '../../app/site.tsx';
import { CategoryIcon, Icon, VendorBadge } from '../../app/ui/icons.tsx';
import { useT } from '../../i18n/i18n.tsx';
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
} as const;

function Hero() {
  const t = useT();
  const { brand, modals } = useSite();
  const session = useAtomValue(sessionAtom);
  const openModal = useOpenModal();
  const hero = brand.theme.heroImage;
  return (
    <section
      className="wl-hero"
      data-testid="home-hero"
      style={hero ? { backgroundImage: `url("${hero}")` } : undefined}
    >
      <div className="wl-hero__glow" aria-hidden="true" />
      <div className="wl-hero__content">
        <h1 className="wl-hero__title">{t('home.welcome', { brand: brand.name })}</h1>
        <p className="wl-hero__tagline">{t('home.tagline')}</p>
        {!session && (
          <div className="wl-hero__actions">
            {modals.has('registerModal') && (
              <button
                type="button"
                className="wl-button wl-button--primary wl-button--lg"
                onClick={() => openModal({ id: 'registerModal' })}
              >
                {t('header.register')}
                <Icon name="arrowEnd" size={18} />
              </button>
            )}
            <button
              type="button"
              className="wl-button wl-button--outline wl-button--lg"
              onClick={() => openModal({ id: 'loginModal' })}
            >
              {t('header.login')}
            </button>
          </div>
        )}
      </div>
      <div className="wl-hero__art" aria-hidden="true">
        <span className="wl-hero__orb wl-hero__orb--a">
          <CategoryIcon category="LIVE" size={44} />
        </span>
        <span className="wl-hero__orb wl-hero__orb--b">
          <CategoryIcon category="RNG" size={52} />
        </span>
        <span className="wl-hero__orb wl-hero__orb--c">
          <CategoryIcon category="SPORTS" size={40} />
        </span>
      </div>
    </section>
  );
}

export default function HomePage() {
  const t = useT();
  const { status, routes } = useSite();
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
          <ul className="wl-tiles">
            {categories.map((category) => {
              const vendors = byCategory.get(category) ?? [];
              const hot = vendors.some((v) => v.isHot);
              return (
                <li key={category}>
                  <Link
                    to={CATEGORY_PATH[category]}
                    className={`wl-tile wl-tile--${category.toLowerCase()}`}
                    data-testid={`home-tile-${category.toLowerCase()}`}
                  >
                    {hot && <span className="wl-hot wl-tile__hot">{t('category.hot')}</span>}
                    <span className="wl-tile__icon">
                      <CategoryIcon category={category} size={34} />
                    </span>
                    <span className="wl-tile__name">{t(`category.${category}`)}</span>
                    <span className="wl-tile__meta">
                      {t('category.providerCount', { count: vendors.length })}
                    </span>
                    <span className="wl-tile__cta">
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
