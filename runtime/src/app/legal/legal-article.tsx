import type { LegalPage } from '../../../../contract/legal.ts';
import { LANGUAGES, isLanguageCode } from '../../../../contract/languages.ts';
import './legal.css';

interface LegalArticleProps {
  page: LegalPage;
  /** The id of the title, for a dialog's aria-labelledby. */
  titleId?: string;
  /** h1 on its own page, h2 inside a dialog that has its own heading structure. */
  headingLevel?: 1 | 2;
}

/**
 * One legal page. The HTML was rendered from the brand's Markdown and sanitised through an
 * allow-list at build time (generator/legal-pages-markdown.ts): headings, paragraphs, lists,
 * emphasis and http(s)/relative links only, no attributes of the source. `lang` and `dir`
 * follow the language the text is really in, which differs when a page fell back to the
 * brand's default language.
 */
export function LegalArticle({ page, titleId, headingLevel = 1 }: LegalArticleProps) {
  const info = isLanguageCode(page.language) ? LANGUAGES[page.language] : undefined;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <article className="wl-legal" lang={info?.locale} dir={info?.dir} data-testid="legal-article">
      <Heading id={titleId} className="wl-legal__title">
        {page.title}
      </Heading>
      <LegalBody page={page} />
    </article>
  );
}

/** The page without its title, for a dialog whose header already names it. */
export function LegalBody({ page }: { page: LegalPage }) {
  const info = isLanguageCode(page.language) ? LANGUAGES[page.language] : undefined;
  return (
    <div
      className="wl-legal__body"
      lang={info?.locale}
      dir={info?.dir}
      // Sanitised at build time through an allow-list; see the comment above LegalArticle.
      dangerouslySetInnerHTML={{ __html: page.html }}
    />
  );
}
