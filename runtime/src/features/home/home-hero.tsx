import { useAtomValue } from 'jotai';
import { useOpenModal } from '../../app/modals.ts';
import { sessionAtom } from '../../app/session.ts';
import { useSite } from '../../app/site.tsx';
import { CategoryIcon, Icon } from '../../app/ui/icons.tsx';
import { useT } from '../../i18n/i18n.tsx';
import './home-hero.css';

/** The welcome banner: the brand's hero image, and Register / Log in for a visitor. */
export function Hero() {
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
