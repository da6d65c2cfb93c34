import {
  ERROR_MESSAGES,
  errorMessageKey,
  type PlatformError,
} from '../../../../contract/errors.ts';
import type { Translate } from '../../i18n/i18n.tsx';

/**
 * The one way a failure becomes words: the catalogue message of its code in the reader's
 * language (spec §8), or the server's own message for a code the catalogue does not know.
 */
export function errorText(t: Translate, error: PlatformError): string {
  return Object.hasOwn(ERROR_MESSAGES, error.code) ? t(errorMessageKey(error.code)) : error.message;
}
