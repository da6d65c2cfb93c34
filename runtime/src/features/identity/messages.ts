import { ERROR_MESSAGES, type PlatformError } from '../../../../contract/errors.ts';
import type { MessageKey, Translate } from '../../i18n/i18n.tsx';

/** The catalogue message of an error in the visitor's language (spec §8). */
export function platformMessage(t: Translate, error: PlatformError): string {
  return Object.hasOwn(ERROR_MESSAGES, error.code)
    ? t(`error.${error.code}` as MessageKey)
    : error.message;
}
