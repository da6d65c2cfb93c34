import { CategoryIcon, Icon } from '../../app/ui/icons.tsx';
import type { Translate } from '../../i18n/i18n.tsx';
import type { GameCategory } from '../../../../contract/modules.ts';
import { listNames, orbCategories } from './hero-categories.ts';

const ORB_CLASS = ['wl-hero__orb--a', 'wl-hero__orb--b', 'wl-hero__orb--c'] as const;
const ORB_SIZE = [44, 52, 40] as const;

export interface HeroViewProps {
  t: Translate;
  brandName: string;
  heroImage?: string | undefined;
  /** What the brand offers, in the nav bar's order (hero-categories.ts). */
  categories: readonly GameCategory[];
  /** The page language's locale, for the "A, B and C" list. */
  locale: string;
  /** Register / Log in show for a visitor without a session. */
  guest: boolean;
  canRegister: boolean;
  onRegister?: () => void;
  onLogin?: () => void;
}

/**
 * The hero's markup, free of hooks, stores and CSS imports: the runtime renders it with the
 * visitor's session and language, and `whitelabel build` renders the same component to HTML
 * (generator/prerender-home.ts) so the home page's largest text paints before any script.
 */
export function HeroView(props: HeroViewProps) {
  const { t, categories } = props;
  const names = categories.map((category) => t(`category.${category}`));
  return (
    <section
      className="wl-hero"
      data-testid="home-hero"
      style={props.heroImage ? { backgroundImage: `url("${props.heroImage}")` } : undefined}
    >
      <div className="wl-hero__glow" aria-hidden="true" />
      <div className="wl-hero__content">
        <h1 className="wl-hero__title">{t('home.welcome', { brand: props.brandName })}</h1>
        {names.length > 0 && (
          <p className="wl-hero__tagline" data-testid="hero-tagline">
            {t('home.taglineList', { categories: listNames(names, props.locale) })}
          </p>
        )}
        {props.guest && (
          <div className="wl-hero__actions">
            {props.canRegister && (
              <button
                type="button"
                className="wl-button wl-button--primary wl-button--lg"
                onClick={props.onRegister}
              >
                {t('header.register')}
                <Icon name="arrowEnd" size={18} />
              </button>
            )}
            <button
              type="button"
              className="wl-button wl-button--outline wl-button--lg"
              onClick={props.onLogin}
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
