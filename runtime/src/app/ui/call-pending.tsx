import type { PlatformError } from '../../../../contract/errors.ts';
import { useT } from '../../i18n/i18n.tsx';
import { FormError } from './form-field.tsx';

/**
 * What a member-centre page read with useQuery shows before its first answer: the failure
 * with a way to try again, or a spinner while it waits.
 */
export function CallPending({
  failure,
  onRetry,
}: {
  failure: PlatformError | null;
  onRetry: () => void;
}) {
  const t = useT();
  return failure ? (
    <div className="wl-mc-page">
      <FormError error={failure} />
      <button type="button" className="wl-button wl-button--outline" onClick={onRetry}>
        {t('boot.retry')}
      </button>
    </div>
  ) : (
    <div className="wl-mc__loading" aria-busy="true">
      <span className="wl-spinner" />
    </div>
  );
}
