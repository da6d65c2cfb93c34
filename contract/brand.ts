import type { BrandConfig } from './generated/brand.ts';

export type LanguageCode = BrandConfig['defaultLanguage'];

/**
 * The brand config as the runtime receives it, inlined into index.html: schema defaults
 * filled in and asset paths (assets/logo.svg) replaced by the built, hashed URLs.
 */
export type ResolvedBrand = BrandConfig &
  Required<
    Pick<
      BrandConfig,
      'lotteryType' | 'device' | 'apiBase' | 'timezone' | 'loginedToHomePage' | 'prizeModes'
    >
  >;

/** Picks the text for a language from operator-authored text, falling back to the brand default. */
export function localized(
  text: Partial<Record<LanguageCode, string>> | undefined,
  language: LanguageCode,
  fallback: LanguageCode,
): string {
  if (!text) return '';
  return text[language] ?? text[fallback] ?? Object.values(text)[0] ?? '';
}
