import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type * as v from 'valibot';
import type { SliderChallengeSchema } from '../../../../contract/captcha.ts';
import { sliderChallenge, sliderVerify } from '../../../../contract/captcha.ts';
import { call } from '../../app/api/call.ts';
import { Icon } from '../../app/ui/icons.tsx';
import { useT } from '../../i18n/i18n.tsx';
import './slider-captcha.css';

type Challenge = v.InferOutput<typeof SliderChallengeSchema>;
type Status = 'loading' | 'idle' | 'dragging' | 'verifying' | 'ok' | 'failed' | 'error';
interface Point {
  x: number;
  t: number;
}

const MAX_POINTS = 500;

/**
 * The slider as a form sees it: the token once verified, and `token()` that also waits for a
 * drag the server is still checking, so a quick submit right after the drop is not refused.
 */
export function useSlider() {
  const [token, setToken] = useState<string | null>(null);
  const [key, setKey] = useState(0);
  const [pending, setPending] = useState<Promise<string | null> | null>(null);
  return {
    key,
    props: { onChange: setToken, onVerifying: setPending },
    resolve: async () => token ?? (pending ? await pending : null),
    /** Starts over with a new puzzle (spec §4: after a failed login or registration). */
    reset: () => {
      setToken(null);
      setPending(null);
      setKey((k) => k + 1);
    },
  };
}
const KEY_STEP = 3;

interface SliderCaptchaProps {
  clientId: string;
  /** The single-use token once verified, null when a new puzzle replaces it. */
  onChange: (token: string | null) => void;
  /** Told about a verification in flight (see useSlider). */
  onVerifying?: (verdict: Promise<string | null>) => void;
}

/**
 * The slide puzzle: drag the piece into the gap (mouse, touch, or the keyboard: see onKeyDown). The drag
 * is recorded as it happens and the server decides; the picture never mirrors, even in Urdu.
 */
export function SliderCaptcha({ clientId, onChange, onVerifying }: SliderCaptchaProps) {
  const t = useT();
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [x, setX] = useState(0);
  const [pieceWidth, setPieceWidth] = useState(0);
  const frame = useRef<HTMLDivElement>(null);
  const drag = useRef<{ startX: number; t0: number; track: Point[] } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const hintId = useId();

  // The parent starts over (e.g. after a failed login) by remounting with a new key.
  useEffect(() => {
    let live = true;
    call(sliderChallenge, { clientId }).then(
      (next) => {
        if (!live) return;
        setChallenge(next);
        setStatus('idle');
      },
      () => live && setStatus('error'),
    );
    return () => {
      live = false;
    };
  }, [clientId, attempt]);

  const reload = () => {
    setStatus('loading');
    setX(0);
    setPieceWidth(0);
    drag.current = null;
    onChange(null);
    setAttempt((a) => a + 1);
  };

  const maxX = challenge ? Math.max(0, challenge.width - pieceWidth) : 0;
  /** Natural (puzzle) pixels per displayed pixel. */
  const scale = () => {
    const width = frame.current?.getBoundingClientRect().width ?? 0;
    return challenge && width > 0 ? challenge.width / width : 1;
  };
  const record = (next: number) => {
    const d = drag.current;
    if (!d) return;
    const point = { x: Math.round(next), t: Math.round(performance.now() - d.t0) };
    if (d.track.length < MAX_POINTS - 1) d.track.push(point);
    else d.track[d.track.length - 1] = point;
  };

  const verify = async () => {
    const d = drag.current;
    if (!challenge || !d) return;
    drag.current = null;
    if (d.track.length < 2) d.track.push({ x: Math.round(x), t: d.track.length ? 1 : 0 });
    setStatus('verifying');
    const verdict = call(sliderVerify, { id: challenge.id, x: Math.round(x), track: d.track }).then(
      ({ token }) => token,
      () => null,
    );
    // A submit made while the server is still deciding waits for this answer.
    onVerifying?.(verdict);
    const token = await verdict;
    if (token) {
      setStatus('ok');
      onChange(token);
    } else {
      setStatus('failed');
      // A puzzle is single-use: after a miss, a fresh one.
      setTimeout(reload, 900);
    }
  };

  const canMove = status === 'idle' || status === 'dragging';
  const start = (clientX: number) => {
    drag.current = { startX: clientX, t0: performance.now(), track: [{ x: 0, t: 0 }] };
    setStatus('dragging');
  };
  const onPointerDown = (e: PointerEvent<HTMLElement>) => {
    if (!canMove || status === 'dragging') return;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    start(e.clientX);
  };
  const onPointerMove = (e: PointerEvent<HTMLElement>) => {
    const d = drag.current;
    if (!d || status !== 'dragging') return;
    const next = Math.min(maxX, Math.max(0, (e.clientX - d.startX) * scale()));
    setX(next);
    record(next);
  };
  const onPointerUp = () => {
    if (status === 'dragging') void verify();
  };
  /**
   * Keyboard path (issue 10, "Accessible"): the handle is a role="slider" whose value is the
   * piece's x; arrows step (Shift or PageUp/PageDown: bigger steps), Home/End jump to the
   * ends, Enter or Space checks. The key presses are the track, and the moment of Enter is its
   * last point: a person stops to look before confirming, which the server's check expects.
   */
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (!canMove) return;
    const big = KEY_STEP * 4;
    const moves: Record<string, number> = {
      ArrowRight: KEY_STEP,
      ArrowUp: KEY_STEP,
      ArrowLeft: -KEY_STEP,
      ArrowDown: -KEY_STEP,
      PageUp: big,
      PageDown: -big,
    };
    const move = moves[e.key];
    const target =
      e.key === 'Home'
        ? 0
        : e.key === 'End'
          ? maxX
          : move === undefined
            ? undefined
            : x + (e.shiftKey ? Math.sign(move) * big : move);
    if (target !== undefined) {
      e.preventDefault();
      if (!drag.current) start(0);
      const next = Math.min(maxX, Math.max(0, target));
      setX(next);
      record(next);
    } else if ((e.key === 'Enter' || e.key === ' ') && drag.current) {
      e.preventDefault();
      record(x);
      void verify();
    }
  };

  const pct = (n: number) => (challenge ? `${(n / challenge.width) * 100}%` : '0');
  const message =
    status === 'ok'
      ? t('slider.success')
      : status === 'failed'
        ? t('slider.failed')
        : status === 'error'
          ? t('error.NETWORK')
          : t('slider.hint');

  return (
    <div className={`wl-slider is-${status}`} dir="ltr" data-testid="slider-captcha">
      <div
        ref={frame}
        className="wl-slider__frame"
        style={challenge ? { aspectRatio: `${challenge.width} / ${challenge.height}` } : undefined}
      >
        {challenge ? (
          <>
            <img
              className="wl-slider__background"
              src={challenge.background}
              alt=""
              draggable={false}
              data-testid="slider-background"
            />
            <img
              className="wl-slider__piece"
              src={challenge.piece}
              alt=""
              draggable={false}
              onLoad={(e) => setPieceWidth(e.currentTarget.naturalWidth)}
              style={{
                left: pct(x),
                insetBlockStart: `${(challenge.pieceY / challenge.height) * 100}%`,
                inlineSize: pieceWidth ? pct(pieceWidth) : undefined,
                visibility: pieceWidth ? 'visible' : 'hidden',
              }}
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={onPointerUp}
            />
          </>
        ) : (
          <span className="wl-spinner" role="status" aria-label={t('app.loading')} />
        )}
        <button
          type="button"
          className="wl-slider__reload"
          title={t('slider.reload')}
          aria-label={t('slider.reload')}
          disabled={status === 'loading' || status === 'verifying'}
          onClick={reload}
        >
          <Icon name="refresh" size={16} />
        </button>
      </div>
      <div className="wl-slider__track">
        <div className="wl-slider__fill" style={{ inlineSize: `calc(${pct(x)} + 22px)` }} />
        <span className="wl-slider__text" role="status">
          {message}
        </span>
        <span id={hintId} className="wl-visually-hidden">
          {t('slider.keyboard')}
        </span>
        <div
          className="wl-slider__handle"
          role="slider"
          tabIndex={canMove ? 0 : -1}
          aria-label={t('slider.label')}
          aria-valuemin={0}
          aria-valuemax={Math.round(maxX)}
          aria-valuenow={Math.round(x)}
          aria-valuetext={status === 'ok' ? t('slider.success') : undefined}
          aria-disabled={!canMove}
          aria-describedby={hintId}
          title={t('slider.keyboard')}
          data-testid="slider-handle"
          style={{ left: pct(x) }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          onKeyDown={onKeyDown}
        >
          <Icon
            name={status === 'ok' ? 'check' : status === 'failed' ? 'close' : 'chevronsEnd'}
            size={20}
          />
        </div>
      </div>
    </div>
  );
}
