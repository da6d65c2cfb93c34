import { pageText, type TextKey } from '../../i18n/page-text.ts';

/**
 * NOVA's page words in the 17 languages of sandbox-vendors/i18n. The kit's shell writes the
 * session's language on <html lang> (and dir="rtl" for Urdu), so a page needs no extra call.
 */
export function w(key: TextKey, params?: Readonly<Record<string, string | number>>): string {
  return pageText(document.documentElement.lang || 'en', key, params);
}
