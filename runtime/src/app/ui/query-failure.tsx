import type { PlatformError } from '../../../../contract/errors.ts';
import { useT } from '../../i18n/i18n.tsx';
import { errorText } from './error-text.ts';
import './data-table.css';

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
