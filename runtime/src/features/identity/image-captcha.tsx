import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { captchaImage, captchaQuestion } from '../../../../contract/captcha.ts';
import type { PlatformError } from '../../../../contract/errors.ts';
import { call } from '../../app/api/call.ts';
import { FormField, type FormFieldProps } from '../../app/ui/form-field.tsx';
import { Icon } from '../../app/ui/icons.tsx';
import { useT } from '../../i18n/i18n.tsx';
import './image-captcha.css';

/** Spec §4 / §9: a new image at most once a second. */
export const CAPTCHA_REFRESH_MS = 1000;

/**
 * Whether a refusal was the image captcha's alone (`value.failed: 'captcha'`): the server only
 * looked at the slider token then, so a solved slider stays solved (issue 10).
 */
export function failedOnCaptchaOnly(error: PlatformError): boolean {
  const value = error.value as { failed?: unknown } | undefined;
  return error.code === 'CAPTCHA_FAILED' && value?.failed === 'captcha';
}

type Challenge =
  { kind: 'image'; src: string } | { kind: 'question'; a: number; b: number } | { kind: 'loading' };

/**
 * The live challenge of one form: the picture, or (issue 10, "Accessible") its text
 * alternative, a sum read out as text. `refreshKey` changing asks for a new one (the old
 * answer is used up after a failed attempt); a request inside the server's one-a-second
 * window waits for the window rather than being dropped, so the picture shown is always live.
 */
function useCaptchaChallenge(clientId: string, refreshKey: number) {
  const [mode, setMode] = useState<'image' | 'question'>('image');
  const [challenge, setChallenge] = useState<Challenge>({ kind: 'loading' });
  const last = useRef(-Infinity);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const fetchNow = useCallback(async () => {
    last.current = Date.now();
    if (mode === 'question') {
      const q = await call(captchaQuestion, { clientId }).catch(() => null);
      if (q) setChallenge({ kind: 'question', a: q.a, b: q.b });
    } else {
      const src = await call(captchaImage, { clientId }).catch(() => null);
      if (src) setChallenge({ kind: 'image', src });
    }
  }, [clientId, mode]);

  const refresh = useCallback(() => {
    clearTimeout(timer.current);
    const wait = last.current + CAPTCHA_REFRESH_MS - Date.now();
    if (wait > 0) timer.current = setTimeout(() => void fetchNow(), wait);
    else void fetchNow();
  }, [fetchNow]);

  useEffect(() => {
    refresh();
  }, [refresh, refreshKey]);
  useEffect(() => () => clearTimeout(timer.current), []);

  return { mode, setMode, challenge, refresh };
}

type CaptchaFieldProps = Omit<FormFieldProps, 'addon' | 'hint' | 'label'> & {
  clientId: string;
  /** Changes when the form wants a new challenge (after a failed attempt). */
  refreshKey?: number;
};

/**
 * The image captcha as a form shows it: a picture large enough to read at 100 % zoom, a
 * labelled button for a new one (the rest of the form is kept), a switch to a text question
 * for people who cannot see the picture, and the input. The question is the input's
 * description, so a screen reader reads it when the input gets focus.
 */
export function CaptchaField({ clientId, refreshKey = 0, onChange, ...field }: CaptchaFieldProps) {
  const t = useT();
  const { mode, setMode, challenge, refresh } = useCaptchaChallenge(clientId, refreshKey);
  const questionId = useId();
  const renew = () => {
    // A new challenge makes what was typed for the old one meaningless.
    onChange('');
    refresh();
  };
  const question =
    challenge.kind === 'question' ? t('captcha.question', { a: challenge.a, b: challenge.b }) : '';

  return (
    <div className="wl-captcha-field" data-testid="captcha-field">
      <div className="wl-captcha-field__challenge">
        <div className="wl-captcha-field__picture" aria-live="polite">
          {challenge.kind === 'image' ? (
            <img
              src={challenge.src}
              alt={t('captcha.imageAlt')}
              width={180}
              height={60}
              data-testid="captcha-image"
            />
          ) : challenge.kind === 'question' ? (
            <span
              id={questionId}
              className="wl-captcha-field__question"
              data-testid="captcha-question"
            >
              {question}
            </span>
          ) : (
            <span className="wl-spinner" role="status" aria-label={t('app.loading')} />
          )}
        </div>
        <button
          type="button"
          className="wl-captcha-field__refresh"
          data-testid="captcha-refresh"
          onClick={renew}
        >
          <Icon name="refresh" size={16} />
          <span>{mode === 'image' ? t('captcha.newImage') : t('captcha.newQuestion')}</span>
        </button>
      </div>
      <FormField
        {...field}
        onChange={onChange}
        label={mode === 'image' ? t('field.captcha') : t('captcha.answer')}
        hint={mode === 'question' ? question : t('captcha.imageHint')}
        autoComplete="off"
        inputMode={mode === 'question' ? 'numeric' : 'text'}
        autoCapitalize={mode === 'image' ? 'characters' : undefined}
        spellCheck={false}
      />
      <button
        type="button"
        className="wl-link wl-captcha-field__switch"
        data-testid="captcha-switch"
        onClick={() => {
          onChange('');
          setMode(mode === 'image' ? 'question' : 'image');
        }}
      >
        {mode === 'image' ? t('captcha.useQuestion') : t('captcha.useImage')}
      </button>
    </div>
  );
}
