import type { LanguageCode } from './brand.ts';

export type Direction = 'ltr' | 'rtl';

export interface LanguageInfo {
  /** BCP-47 tag used for `<html lang>` and Intl formatting. */
  readonly locale: string;
  readonly dir: Direction;
  /** The dictionary file under ./dictionaries (without .json). */
  readonly dictionary: string;
}

/**
 * Every language code of spec §9 in one table. The platform's codes are not ISO codes, so
 * some need a decision:
 * - CN and TW are Simplified and Traditional Chinese.
 * - KO and KR both appear in the spec; both are Korean and share one dictionary.
 * - MY is Burmese (Myanmar), not Malay: Malay is MS.
 * - PT is Portuguese; the audience of these sites is Brazilian, so pt-BR.
 * - TY is ambiguous: it is not an ISO 639-1 code in common use (ISO "ty" is Tahitian, which
 *   no market here speaks). On comparable Asian gaming platforms it stands for Tagalog/Filipino,
 *   so we map it to tl-PH. If an operator means something else, only this row changes.
 * - UR is Urdu, written right to left.
 */
export const LANGUAGES: Readonly<Record<LanguageCode, LanguageInfo>> = {
  CN: { locale: 'zh-CN', dir: 'ltr', dictionary: 'cn' },
  EN: { locale: 'en', dir: 'ltr', dictionary: 'en' },
  JA: { locale: 'ja-JP', dir: 'ltr', dictionary: 'ja' },
  TH: { locale: 'th-TH', dir: 'ltr', dictionary: 'th' },
  VI: { locale: 'vi-VN', dir: 'ltr', dictionary: 'vi' },
  MY: { locale: 'my-MM', dir: 'ltr', dictionary: 'my' },
  ES: { locale: 'es-ES', dir: 'ltr', dictionary: 'es' },
  HI: { locale: 'hi-IN', dir: 'ltr', dictionary: 'hi' },
  ID: { locale: 'id-ID', dir: 'ltr', dictionary: 'id' },
  KM: { locale: 'km-KH', dir: 'ltr', dictionary: 'km' },
  KO: { locale: 'ko-KR', dir: 'ltr', dictionary: 'ko' },
  KR: { locale: 'ko-KR', dir: 'ltr', dictionary: 'ko' },
  MS: { locale: 'ms-MY', dir: 'ltr', dictionary: 'ms' },
  PT: { locale: 'pt-BR', dir: 'ltr', dictionary: 'pt' },
  TA: { locale: 'ta-IN', dir: 'ltr', dictionary: 'ta' },
  TW: { locale: 'zh-TW', dir: 'ltr', dictionary: 'tw' },
  TY: { locale: 'tl-PH', dir: 'ltr', dictionary: 'tl' },
  UR: { locale: 'ur-PK', dir: 'rtl', dictionary: 'ur' },
};

export const LANGUAGE_CODES = Object.keys(LANGUAGES) as LanguageCode[];

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && Object.hasOwn(LANGUAGES, value);
}
