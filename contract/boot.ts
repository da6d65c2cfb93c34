/**
 * The handshake between the generated index.html and the runtime bundle.
 * index.html inlines the resolved brand as JSON in the element BRAND_ELEMENT_ID and starts
 * the status call in an inline script before the bundle loads, leaving the promise on
 * window[STATUS_GLOBAL]; the runtime awaits that promise instead of calling again.
 */
export const BRAND_ELEMENT_ID = 'wl-brand';
export const STATUS_GLOBAL = '__wlStatus';
/** Local storage key of the chosen interface language (spec §3 "Session storage"). */
export const LANGUAGE_STORAGE_KEY = 'language';
export const MERCHANT_HEADER = 'Merchant';
export const LANGUAGE_HEADER = 'Language';

/** Builds the status URL the same way in the inline script and in the runtime. */
export function statusUrl(apiBase: string, host: string): string {
  return `${apiBase}/wps/system/status?url=${encodeURIComponent(host)}`;
}
