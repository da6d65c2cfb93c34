import { NavLink } from '../../app/router/links.tsx';
import { useLocation } from '../../app/router/router.tsx';
import { LEGAL_PAGES, isLegalPageId, type LegalPageId } from '../../../../contract/legal.ts';
import type { PageProps } from '../../app/feature.ts';
import { LegalArticle } from '../../app/legal/legal-article.tsx';
import { LEGAL_TITLE_KEYS } from '../../app/legal/legal-titles.ts';
import { useLegalDocument } from '../../app/legal/use-legal-document.ts';
import { useSite } from '../../app/site.tsx';
import { useLanguage, useT } from '../../i18n/i18n.tsx';
import './help.css';

/** The page an address names: /help/privacy → privacy; /help and /helpmc show the contents. */
export function pageOfPath(pathname: string): LegalPageId | null {
  const last = pathname.replace(/\/+$/, '').split('/').pop();
  return isLegalPageId(last) ? last : null;
}

/** The help centre: a table of contents of the brand's legal pages and the page chosen. */
export default function HelpPage(_props: PageProps) {
  const t = useT();
  const [language] = useLanguage();
  const { brand } = useSite();
  const { pathname } = useLocation();
  const page = pageOfPath(pathname);
  const state = useLegalDocument(language);

  return (
    <div className="wl-help" data-testid="help-page">
      <nav className="wl-help__toc" aria-label={t('legal.contents')}>
        <h2 className="wl-help__toc-title">{t('legal.contents')}</h2>
        <ul>
          {LEGAL_PAGES.map((id) => (
            <li key={id}>
              <NavLink to={`/help/${id}`} className="wl-help__toc-link">
                {t(LEGAL_TITLE_KEYS[id])}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="wl-help__main">
        {!page && (
          <section className="wl-help__intro">
            <h1 className="wl-legal__title">{t('page.help')}</h1>
            <p>{t('legal.intro', { brand: brand.name })}</p>
          </section>
        )}
        {page && state.kind === 'ready' && <LegalArticle page={state.doc.pages[page]} />}
        {page && state.kind === 'loading' && (
          <div className="wl-legal__loading" aria-busy="true">
            <span className="wl-spinner" />
          </div>
        )}
        {page && state.kind === 'failed' && (
          <p role="alert">
            {t('legal.unavailable')}{' '}
            <button type="button" className="wl-link" onClick={state.retry}>
              {t('boot.retry')}
            </button>
          </p>
        )}
      </div>
    </div>
  );
}
