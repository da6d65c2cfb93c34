import { useState } from 'react';
import type { PlatformError } from '../../../../contract/errors.ts';
import { NoticeDialog } from '../../app/ui/notice-dialog.tsx';
import { useT, type Translate } from '../../i18n/i18n.tsx';
import { errorText } from '../../app/ui/error-text.ts';
import { useSmsButton } from './use-sms-button.ts';

interface SmsButtonProps {
  /** Validates the number, then sends; see useSmsButton. */
  send: () => Promise<boolean>;
}

/**
 * TOO_MANY_REQUESTS carries `retryAfter` in seconds: a short wait (the 1 s throttle, the rest
 * of a 60 s resend) is said as such; the hourly limit keeps the catalogue's "5 minutes".
 */
function smsFailureMessage(t: Translate, error: PlatformError): string {
  const retryAfter = (error.value as { retryAfter?: unknown } | undefined)?.retryAfter;
  if (error.code === 'TOO_MANY_REQUESTS' && typeof retryAfter === 'number' && retryAfter < 300) {
    return t('sms.retryAfter', { seconds: Math.max(1, Math.ceil(retryAfter)) });
  }
  return errorText(t, error);
}

/** The send-code button with its countdown; a failure opens a warning with the reason (spec §8). */
export function SmsButton({ send }: SmsButtonProps) {
  const t = useT();
  const [failure, setFailure] = useState<PlatformError | null>(null);
  const { state, click } = useSmsButton(send, setFailure);
  const label =
    state.kind === 'loading'
      ? t('sms.sending')
      : state.kind === 'countdown'
        ? t('sms.countdown', { seconds: state.seconds })
        : t('sms.send');
  return (
    <>
      <button
        type="button"
        className="wl-button wl-button--outline wl-sms"
        data-testid="sms-send"
        data-state={state.kind}
        disabled={state.kind !== 'ready'}
        aria-live="polite"
        onClick={() => void click()}
      >
        {label}
      </button>
      {failure && (
        <NoticeDialog title={t('sms.failedTitle')} onClose={() => setFailure(null)}>
          <p>{smsFailureMessage(t, failure)}</p>
        </NoticeDialog>
      )}
    </>
  );
}
