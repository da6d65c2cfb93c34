import { ERROR_CODES, errorMessageKey, type ErrorCode } from '../../../../contract/errors.ts';
import type { useT } from '../../i18n/i18n.tsx';

// Its own file, away from market-labels.ts: the home page uses those labels, and these words
// belong to the sports part of the dictionary (i18n/dictionary-parts.ts).
type T = ReturnType<typeof useT>;

/** Why the book refused an in-play slip, in words (the platform stores the error code). */
export function refusalText(t: T, code: string): string {
  const reason = (ERROR_CODES as readonly string[]).includes(code)
    ? t(errorMessageKey(code as ErrorCode))
    : t('sports.bets.status.REFUSED');
  return `${reason} ${t('sports.slip.stakeReturned')}`;
}
