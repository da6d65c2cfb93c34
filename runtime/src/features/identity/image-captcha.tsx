import { useCallback, useEffect, useRef, useState } from 'react';
import { captchaImage } from '../../../../contract/captcha.ts';
import { call } from '../../app/api/call.ts';
import { useT } from '../../i18n/i18n.tsx';

/** Spec §4 / §9: a new image at most once a second. */
export const CAPTCHA_REFRESH_MS = 1000;

/** The image captcha: the picture (click for another) beside whatever input the form puts in. */
export function CaptchaImage({
  clientId,
  refreshKey = 0,
}: {
  clientId: string;
  refreshKey?: number;
}) {
  const t = useT();
  const [src, setSrc] = useState<string | null>(null);
  const last = useRef(-Infinity);

  const refresh = useCallback(async () => {
    const now = Date.now();
    if (now - last.current < CAPTCHA_REFRESH_MS) return;
    last.current = now;
    const image = await call(captchaImage, { clientId }).catch(() => null);
    setSrc(image);
  }, [clientId]);

  useEffect(() => {
    void refresh();
  }, [refresh, refreshKey]);

  return (
    <button
      type="button"
      className="wl-captcha"
      title={t('login.captchaRefresh')}
      aria-label={t('login.captchaRefresh')}
      onClick={() => void refresh()}
    >
      {src ? (
        <img src={src} alt={t('field.captcha')} data-testid="captcha-image" />
      ) : (
        <span className="wl-spinner" data-testid="captcha-image" />
      )}
    </button>
  );
}
