import * as v from 'valibot';
import type { LanguageCode } from './brand.ts';
import { LANGUAGES } from './languages.ts';

/**
 * The legal pages every brand ships (terms, privacy, responsible gaming). The generator renders
 * `brands/<id>/legal/<lang>/<page>.md` into one JSON file per language; the runtime fetches the
 * player's file only when a legal page or the agreement dialog is opened.
 */
export const LEGAL_PAGES = ['terms', 'privacy', 'responsible-gaming'] as const;
export type LegalPageId = (typeof LEGAL_PAGES)[number];

export function isLegalPageId(value: unknown): value is LegalPageId {
  return typeof value === 'string' && (LEGAL_PAGES as readonly string[]).includes(value);
}

/** The folder name of a language under legal/ and in dist: its dictionary name (en, th, ur…). */
export const legalFolder = (language: LanguageCode): string => LANGUAGES[language].dictionary;

/** Where the built site serves the legal pages of one language. */
export const legalUrl = (language: LanguageCode): string => `/legal/${legalFolder(language)}.json`;

const LegalPageSchema = v.object({
  /** The page's first `#` heading. */
  title: v.string(),
  /** Sanitised HTML of the rest of the page (allow-listed tags only, see generator/legal-pages.ts). */
  html: v.string(),
  /** The language the text is written in: the brand default when this language had no file. */
  language: v.string(),
});

export const LegalDocumentSchema = v.object({
  language: v.string(),
  pages: v.object({
    terms: LegalPageSchema,
    privacy: LegalPageSchema,
    'responsible-gaming': LegalPageSchema,
  }),
});

export type LegalPage = v.InferOutput<typeof LegalPageSchema>;
export type LegalDocument = v.InferOutput<typeof LegalDocumentSchema>;
