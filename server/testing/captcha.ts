import type { Queryable } from '../src/db/database.ts';
import {
  verifySlider,
  issueSliderChallenge,
  type TrackPoint,
} from '../src/captcha/captcha-service.ts';
import {
  sandboxSliderProvider,
  type SliderCaptchaProvider,
} from '../src/captcha/slider-provider.ts';

/** A hand-like drag for tests: eases out over ~600 ms with uneven steps, ending at `x`. */
export function humanTrack(x: number): TrackPoint[] {
  const points: TrackPoint[] = [];
  const steps = 15;
  for (let i = 0; i <= steps; i++) {
    const progress = 1 - (1 - i / steps) ** 2;
    points.push({ x: Math.round(x * progress), t: i * 40 + ((i * 37) % 11) });
  }
  return points;
}

/** The sandbox with its gap always at 120, so tests know the answer. */
export const fixedGapProvider: SliderCaptchaProvider = {
  create: () => ({ ...sandboxSliderProvider.create(), gapX: 120 }),
  accepts: sandboxSliderProvider.accepts,
};

/**
 * For other areas' tests (login, register): a fresh slider token, solved the honest way by
 * the client that will present it (a token is bound to the client id that asked for it).
 */
export async function solvedSliderToken(
  db: Queryable,
  merchantId: number,
  clientId = 'test-client-000000',
): Promise<string> {
  const options = { provider: fixedGapProvider };
  const challenge = await issueSliderChallenge(db, merchantId, clientId, undefined, options);
  return verifySlider(
    db,
    merchantId,
    { id: challenge.id, x: 120, track: humanTrack(120) },
    options,
  );
}
