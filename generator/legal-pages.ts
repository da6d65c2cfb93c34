import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import MarkdownIt from 'markdown-it';
import type { LanguageCode } from '../contract/brand.ts';
import {
  LEGAL_PAGES,
  legalFolder,
  type LegalDocument,
  type LegalPage,
  type LegalPageId,
} from '../contract/legal.ts';
import { renderLegalMarkdown } from './legal-pages-markdown.ts';

export interface LegalBuild {
  /** Site paths written, e.g. `legal/en.json`. */
  files: string[];
  /** What the operator should know: fallbacks, dropped HTML or links. Never fatal. */
  notes: string[];
}

const exists = (path: string) =>
  stat(path).then(
    (s) => s.isFile(),
    () => false,
  );

/** Path of a page's Markdown inside the brand folder, as the operator writes it. */
export const legalSource = (language: LanguageCode, page: LegalPageId) =>
  `legal/${legalFolder(language)}/${page}.md`;

/**
 * Renders the brand's legal Markdown into `<siteDir>/legal/<lang>.json`, one file per offered
 * language. A page missing in a language falls back to the default language's text (marked
 * with that language, so the runtime sets `lang`/`dir` right) and the build says so, because a
 * half-translated site is better than a missing agreement. A brand without a legal folder
 * ships none (validate does not insist; the note says so).
 */
export async function writeLegalPages(options: {
  brandDir: string;
  siteDir: string;
  languages: readonly LanguageCode[];
  defaultLanguage: LanguageCode;
}): Promise<LegalBuild> {
  const { brandDir, siteDir, languages, defaultLanguage } = options;
  const notes: string[] = [];
  const hasAny = await stat(join(brandDir, 'legal')).then(
    (s) => s.isDirectory(),
    () => false,
  );
  if (!hasAny) {
    return { files: [], notes: ['legal: no legal/ folder, so the site has no legal pages'] };
  }
  const md = new MarkdownIt();
  const rendered = new Map<string, Promise<LegalPage | undefined>>();
  const render = (language: LanguageCode, page: LegalPageId) => {
    const source = legalSource(language, page);
    let result = rendered.get(source);
    if (!result) {
      result = (async () => {
        const path = join(brandDir, source);
        if (!(await exists(path))) return undefined;
        const out = renderLegalMarkdown(md, await readFile(path, 'utf8'));
        for (const dropped of out.dropped) notes.push(`legal: ${source}: dropped ${dropped}`);
        return { title: out.title, html: out.html, language };
      })();
      rendered.set(source, result);
    }
    return result;
  };

  await mkdir(join(siteDir, 'legal'), { recursive: true });
  const files = await Promise.all(
    languages.map(async (language) => {
      const pages: Partial<Record<LegalPageId, LegalPage>> = {};
      for (const page of LEGAL_PAGES) {
        let text = await render(language, page);
        if (!text && language !== defaultLanguage) {
          text = await render(defaultLanguage, page);
          if (text) {
            notes.push(
              `legal: ${legalSource(language, page)} is missing; ${language} shows the ` +
                `${defaultLanguage} text`,
            );
          }
        }
        pages[page] = text ?? { title: '', html: '', language: defaultLanguage };
        if (!text) notes.push(`legal: ${legalSource(defaultLanguage, page)} is missing`);
      }
      const doc: LegalDocument = { language, pages: pages as LegalDocument['pages'] };
      const name = `legal/${legalFolder(language)}.json`;
      await writeFile(join(siteDir, name), JSON.stringify(doc));
      return name;
    }),
  );
  return { files, notes: [...new Set(notes)].sort() };
}
