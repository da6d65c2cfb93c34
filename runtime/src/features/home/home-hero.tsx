import { useAtomValue } from 'jotai';
import { useOpenModal } from '../../app/modals.ts';
import { sessionAtom } from '../../app/session.ts';
import { useSite } from '../../app/site.tsx';
import { CategoryIcon, Icon } from '../../app/ui/icons.tsx';
import { LANGUAGES } from '../../../../contract/languages.ts';
import { useLanguage, useT } from '../../i18n/i18n.tsx';
import { heroCategories, listNames, orbCategories } from './hero-categories.ts';
import './home-hero.css';

const ORB_CLASS = ['wl-hero__orb--a', 'wl-hero__orb--b', 'wl-hero__orb--c'] as const;
const ORB_SIZE = [44, 52, 40] as const;

/** The welcome banner: the brand's hero image, and Register / Log in for a visitor. */
export function Hero() {
  const t = useT();
  const { brand, modals, navTabs } = useSite();
  const [language] = useLanguage();
  // Named and drawn from what the brand really offers (issue 10: no lottery on a brand without).
  const categories = heroCategories(navTabs);
  const names = categories.map((category) => t(`category.${category}`));
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
        {names.length > 0 && (
          <p className="wl-hero__tagline" data-testid="hero-tagline">
            {t('home.taglineList', { categories: listNames(names, LANGUAGES[language].locale) })}
          </p>
        )}
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
        {orbCategories(categories).map((category, i) => (
          <span
            key={category}
            className={`wl-hero__orb ${ORB_CLASS[i] ?? ''}`}
            data-testid="hero-orb"
            data-category={category}
          >
            <CategoryIcon category={category} size={ORB_SIZE[i] ?? 40} />
          </span>
        ))}
      </div>
    </section>
  );
}
