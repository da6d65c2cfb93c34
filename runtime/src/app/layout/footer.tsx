import { Link } from '../router/links.tsx';
import { localized } from '../../../../contract/brand.ts';
import { LEGAL_PAGES } from '../../../../contract/legal.ts';
import { LEGAL_TITLE_KEYS } from '../legal/legal-titles.ts';
import { useLanguage, useT } from '../../i18n/i18n.tsx';
import { useRoutePath, useSite } from '../site.tsx';
import { AppLinkList, useAppLinks } from '../ui/app-links.tsx';
import { Icon } from '../ui/icons.tsx';

/** Spec §2.2 footer: the brand's marketing text, sponsor logos and app download links. */
export function Footer() {
  const t = useT();
  const [language] = useLanguage();
  const { brand, status } = useSite();
  const helpPath = useRoutePath('/help');
  const promotionsPath = useRoutePath('/promotions');
  const downPath = useRoutePath('/down');
  const legalPath = useRoutePath('/help/terms');
  const sponsors = brand.footer?.sponsors ?? [];
  const appLinks = useAppLinks();
  const year = new Date(status.serverTime).getUTCFullYear();

  return (
    <footer className="wl-footer" data-testid="footer">
      <div className="wl-footer__inner">
        {sponsors.length > 0 && (
          <section className="wl-footer__sponsors" aria-label={t('footer.sponsors')}>
            <h2 className="wl-footer__heading">{t('footer.sponsors')}</h2>
            <ul>
              {sponsors.map((s) => (
                <li key={s.name}>
                  {s.url ? (
                    <a href={s.url} target="_blank" rel="noopener noreferrer">
                      <img src={s.logo} alt={s.name} height={44} loading="lazy" />
                    </a>
                  ) : (
                    <img src={s.logo} alt={s.name} height={44} loading="lazy" />
                  )}
                </li>
              ))}
            </ul>
          </section>
        )}
        <div className="wl-footer__grid">
          <div>
            {brand.theme.footerLogo ? (
              <img
                className="wl-footer__logo"
                src={brand.theme.footerLogo}
                alt={brand.name}
                height={36}
              />
            ) : (
              <img
                className="wl-footer__logo wl-footer__logo--plated"
                src={brand.theme.logo}
                alt={brand.name}
                height={36}
              />
            )}
            <p className="wl-footer__text">
              {localized(brand.footer?.text, language, brand.defaultLanguage)}
            </p>
          </div>
          <nav aria-label={brand.name} className="wl-footer__links">
            {promotionsPath && <Link to={promotionsPath}>{t('nav.promotions')}</Link>}
            {helpPath && <Link to={helpPath}>{t('footer.help')}</Link>}
            {legalPath &&
              LEGAL_PAGES.map((page) => (
                <Link key={page} to={`/help/${page}`}>
                  {t(LEGAL_TITLE_KEYS[page])}
                </Link>
              ))}
            {downPath && <Link to={downPath}>{t('footer.download')}</Link>}
          </nav>
          {appLinks.length > 0 && (
            <div className="wl-footer__apps">
              <h2 className="wl-footer__heading">{t('footer.download')}</h2>
              <AppLinkList links={appLinks} linkClassName="wl-app-link" iconSize={16} />
            </div>
          )}
        </div>
        <div className="wl-footer__bottom">
          <span className="wl-footer__age">
            <Icon name="shield" size={16} />
            {t('footer.responsible')}
          </span>
          <span>{t('footer.copyright', { year, brand: brand.name })}</span>
        </div>
      </div>
    </footer>
  );
}
