import { CN } from './texts/cn.ts';
import { EN, type TextKey, type Texts } from './texts/en.ts';
import { ES } from './texts/es.ts';
import { HI } from './texts/hi.ts';
import { ID } from './texts/id.ts';
import { JA } from './texts/ja.ts';
import { KM } from './texts/km.ts';
import { KO } from './texts/ko.ts';
import { MS } from './texts/ms.ts';
import { MY } from './texts/my.ts';
import { PT } from './texts/pt.ts';
import { TA } from './texts/ta.ts';
import { TH } from './texts/th.ts';
import { TL } from './texts/tl.ts';
import { TW } from './texts/tw.ts';
import { UR } from './texts/ur.ts';
import { VI } from './texts/vi.ts';

/**
 * The words of vendor game pages in every language of the product. Dependency-free on purpose:
 * it runs both in a vendor's server (catalogue names, page titles) and in the page bundle.
 * The platform sends the player's language upper case in the launch request (`language`); the
 * vendor keeps it on the session, so a page asks its session (`/state` answers `language`).
 */

export const VENDOR_LANGUAGES = [
  'EN',
  'CN',
  'TW',
  'JA',
  'KO',
  'TH',
  'VI',
  'ID',
  'MS',
  'MY',
  'KM',
  'HI',
  'TA',
  'UR',
  'ES',
  'PT',
  'TL',
] as const;

export type VendorLanguage = (typeof VENDOR_LANGUAGES)[number];
export type { TextKey };

export const TEXTS: Record<VendorLanguage, Texts> = {
  EN,
  CN,
  TW,
  JA,
  KO,
  TH,
  VI,
  ID,
  MS,
  MY,
  KM,
  HI,
  TA,
  UR,
  ES,
  PT,
  TL,
};

/** BCP 47 tags for <html lang>: Chinese needs its script, Filipino is `fil`. */
const HTML_LANG: Record<VendorLanguage, string> = {
  EN: 'en',
  CN: 'zh-Hans',
  TW: 'zh-Hant',
  JA: 'ja',
  KO: 'ko',
  TH: 'th',
  VI: 'vi',
  ID: 'id',
  MS: 'ms',
  MY: 'my',
  KM: 'km',
  HI: 'hi',
  TA: 'ta',
  UR: 'ur',
  ES: 'es',
  PT: 'pt',
  TL: 'fil',
};

const RTL: ReadonlySet<VendorLanguage> = new Set(['UR']);

export function isVendorLanguage(code: string): code is VendorLanguage {
  return (VENDOR_LANGUAGES as readonly string[]).includes(code);
}

/**
 * The language of a launch request, a session or a page's `lang` attribute, in any case;
 * HTML tags the kit's shell writes (`zh` for CN) are understood too. Anything else is English,
 * so a platform that sends a language no vendor knows still gets a readable page.
 */
export function vendorLanguage(code: string | null | undefined): VendorLanguage {
  const upper = (code ?? '').trim().toUpperCase();
  if (isVendorLanguage(upper)) return upper;
  const tag = upper.split(/[-_]/);
  if (tag[0] === 'ZH') return tag.includes('HANT') || tag.includes('TW') ? 'TW' : 'CN';
  if (tag[0] === 'FIL') return 'TL';
  const base = tag[0] ?? '';
  return isVendorLanguage(base) ? base : 'EN';
}

export function isRtl(language: string): boolean {
  return RTL.has(vendorLanguage(language));
}

export function htmlLang(language: string): string {
  return HTML_LANG[vendorLanguage(language)];
}

/** Fills `{name}` marks; a mark without a value stays as written, so a slip shows, not hides. */
function fill(text: string, params?: Readonly<Record<string, string | number>>): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (mark: string, name: string) => {
    const value = params[name];
    return value === undefined ? mark : String(value);
  });
}

/** The text of `key` in `language` (English when that language lacks it), params filled in. */
export function pageText(
  language: string,
  key: TextKey,
  params?: Readonly<Record<string, string | number>>,
): string {
  const text = TEXTS[vendorLanguage(language)][key] || EN[key];
  return fill(text, params);
}

/** One text in every language: what a catalogue's `names` needs (games, rooms). */
export function namesOf(key: TextKey): Record<VendorLanguage, string> {
  const names = {} as Record<VendorLanguage, string>;
  for (const language of VENDOR_LANGUAGES) names[language] = pageText(language, key);
  return names;
}

/** The `{name}` marks in a text, sorted: the test compares them across languages. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();
}
