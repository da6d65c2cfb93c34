import type { ResolvedBrand } from '../../../../contract/brand.ts';
import type { PlatformError } from '../../../../contract/errors.ts';
import { useT } from '../../i18n/i18n.tsx';
import { errorText } from '../ui/error-text.ts';
import { Icon } from '../ui/icons.tsx';
import { StatusScreen } from './status-screen.tsx';

interface Props {
  brand: Pick<ResolvedBrand, 'name' | 'theme'>;
  error: PlatformError;
  onRetry: () => void;
  retrying?: boolean;
}

/** A failed status call: say what went wrong in the user's language and offer a retry. */
export function BootErrorPage({ brand, error, onRetry, retrying = false }: Props) {
  const t = useT();
  return (
    <StatusScreen
      brand={brand}
      icon="refresh"
      tone="danger"
      title={t('boot.errorTitle')}
      testId="boot-error-page"
    >
      <p className="wl-status__body" role="alert">
        {errorText(t, error)}
      </p>
      <p className="wl-status__hint">{t('boot.errorBody')}</p>
      <button
        type="button"
        className="wl-button wl-button--primary"
        onClick={onRetry}
        disabled={retrying}
        data-testid="boot-retry"
      >
        <Icon name="refresh" size={18} />
        {t('boot.retry')}
      </button>
      <p className="wl-status__code">{t('boot.errorCode', { code: error.code })}</p>
    </StatusScreen>
  );
}
