import { ERROR_MESSAGES, type PlatformError } from '../../../../contract/errors.ts';
import { useT, type MessageKey, type Translate } from '../../i18n/i18n.tsx';
import './data-table.css';

/** The catalogue message of an error in the reader's language (spec §8). */
export function errorText(t: Translate, error: PlatformError): string {
  return Object.hasOwn(ERROR_MESSAGES, error.code)
    ? t(`error.${error.code}` as MessageKey)
    : error.message;
}

/** A failed read: what went wrong, in words, and a way to try again. */
export function QueryFailure({ error, onRetry }: { error: PlatformError; onRetry: () => void }) {
  const t = useT();
  return (
    <div className="wl-query-failure" role="alert" data-testid="query-failure">
      <p>{errorText(t, error)}</p>
      <button type="button" className="wl-button wl-button--outline" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
