import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { PlatformError } from '../../../contract/errors.ts';
import type { Queryable } from '../db/database.ts';
import { hit, release, type Hit, type LimitRule } from '../limits/limiter.ts';
import { countSecretCheck } from '../limits/secret-checks.ts';
import { ipKey } from '../session/login-failures.ts';
import { CAPTCHA_ALPHABET, renderCaptchaPng } from './captcha-image.ts';
import { sandboxSliderProvider, type SliderCaptchaProvider } from './slider-provider.ts';

export const IMAGE_CAPTCHA_TTL_MS = 5 * 60_000;
/** Spec §9: a new image captcha at most once a second per client. */
export const CAPTCHA_PER_CLIENT: LimitRule = { name: 'captcha:client', max: 1, windowSeconds: 1 };
/** Captchas (image and slider) one IP may ask for per minute, per merchant. */
export const CAPTCHA_PER_IP_PER_MINUTE = 120;
export const CAPTCHA_PER_IP: LimitRule = {
  name: 'captcha:ip',
  max: CAPTCHA_PER_IP_PER_MINUTE,
  windowSeconds: 60,
};
export const SLIDER_TTL_MS = 2 * 60_000;
export const SLIDER_TOKEN_TTL_MS = 2 * 60_000;

/** Every function takes `now` (ms) so tests can move the clock. */
export interface Clock {
  now?: number;
}

/** Slider tokens and answers are kept only as this hash. */
export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** What a person typed, as compared: case and every space (also between letters) ignored. */
export const normaliseAnswer = (text: string) => text.replace(/\s+/g, '').toUpperCase();

function answerHash(merchantId: number, clientId: string, text: string): string {
  return sha256(`captcha\n${merchantId}\n${clientId}\n${normaliseAnswer(text)}`);
}

function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Four glyphs: enough against guessing (23⁴ ≈ 280,000) with the login limits, few enough to read. */
export function randomCaptchaText(length = 4): string {
  let text = '';
  for (let i = 0; i < length; i++) text += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return text;
}

/**
 * Records one captcha request against each limit and reads the count in the same atomic
 * statement, so concurrent requests never pass a limit together. A refused request gives
 * back what it recorded: a captcha costs the platform a drawing, not a guess, so a refusal
 * costs the visitor nothing and a quick second click does not extend the wait.
 */
async function takeCaptchaLimits(
  db: Queryable,
  merchantId: number,
  limits: readonly (readonly [LimitRule, string, string?])[],
  now: number | undefined,
): Promise<void> {
  const hits: Hit[] = [];
  for (const [rule, key, message] of limits) {
    const recorded = await hit(db, merchantId, rule, key, { now });
    hits.push(recorded);
    if (!recorded.allowed) {
      await release(db, merchantId, hits);
      throw new PlatformError('TOO_MANY_REQUESTS', {
        value: { retryAfter: recorded.retryAfterSeconds },
        ...(message ? { message } : {}),
      });
    }
  }
}

/** A server-side call (tests, tools) has no address to count. */
const ipLimit = (ip: string | undefined) =>
  ip === undefined ? [] : [[CAPTCHA_PER_IP, ipKey(ip)] as const];

/**
 * Stores `text` as this client's one live captcha answer (hashed), replacing the previous one
 * so a refreshed picture invalidates the old answer. At most one per second per client
 * (TOO_MANY_REQUESTS with `value.retryAfter` in seconds) and a per-IP cap. The picture and
 * the text question (captcha-question.ts) both go through here: one limit, one live answer.
 */
export async function storeCaptchaAnswer(
  db: Queryable,
  merchantId: number,
  clientId: string,
  ip: string | undefined,
  text: string,
  clock: number | undefined,
): Promise<void> {
  const now = clock ?? Date.now();
  await takeCaptchaLimits(
    db,
    merchantId,
    [
      [CAPTCHA_PER_CLIENT, clientId, 'Please wait a second before asking for a new captcha.'],
      ...ipLimit(ip),
    ],
    clock,
  );
  // Captchas nobody answered are forgotten once expired.
  await db.query('delete from captcha_images where merchant_id = $1 and expires_at < $2', [
    merchantId,
    new Date(now),
  ]);
  await db.query(
    `insert into captcha_images (merchant_id, client_id, answer_hash, created_at, expires_at)
     values ($1, $2, $3, $4, $5)
     on conflict (merchant_id, client_id) do update
       set answer_hash = excluded.answer_hash, created_at = excluded.created_at,
           expires_at = excluded.expires_at`,
    [
      merchantId,
      clientId,
      answerHash(merchantId, clientId, text),
      new Date(now),
      new Date(now + IMAGE_CAPTCHA_TTL_MS),
    ],
  );
}

/** A new image captcha for this client (see storeCaptchaAnswer), as a PNG data URL. */
export async function issueImageCaptcha(
  db: Queryable,
  merchantId: number,
  clientId: string,
  ip: string | undefined,
  { now, text = randomCaptchaText() }: Clock & { text?: string } = {},
): Promise<string> {
  await storeCaptchaAnswer(db, merchantId, clientId, ip, text, now);
  return `data:image/png;base64,${renderCaptchaPng(text).toString('base64')}`;
}

/**
 * True when `text` answers this client's live image captcha or text question (case and
 * spaces ignored). Any check uses the captcha up, right or wrong, so each picture gets one
 * guess; an expired or missing captcha, or no text, is false.
 */
export async function checkImageCaptcha(
  db: Queryable,
  merchantId: number,
  clientId: string,
  text: string | undefined,
  { now = Date.now() }: Clock = {},
): Promise<boolean> {
  const [row] = await db.query<{ answer_hash: string; expires_at: string }>(
    'delete from captcha_images where merchant_id = $1 and client_id = $2 returning answer_hash, expires_at',
    [merchantId, clientId],
  );
  if (!row || !text || normaliseAnswer(text) === '') return false;
  if (Date.parse(row.expires_at) <= now) return false;
  // The delete above used the captcha up before this one comparison: one guess per picture.
  countSecretCheck('image-captcha');
  return sameHex(row.answer_hash, answerHash(merchantId, clientId, text));
}

export interface SliderChallenge {
  id: string;
  width: number;
  height: number;
  pieceY: number;
  background: string;
  piece: string;
}

/** A new slide puzzle; the gap's x stays in the database. */
export async function issueSliderChallenge(
  db: Queryable,
  merchantId: number,
  clientId: string,
  ip: string | undefined,
  {
    now: clock,
    provider = sandboxSliderProvider,
  }: Clock & { provider?: SliderCaptchaProvider } = {},
): Promise<SliderChallenge> {
  const now = clock ?? Date.now();
  await takeCaptchaLimits(db, merchantId, ipLimit(ip), clock);
  const puzzle = provider.create();
  const id = randomBytes(16).toString('base64url');
  // Expired challenges of anyone are pruned here, so the table stays small.
  await db.query('delete from slider_challenges where expires_at < $1', [new Date(now)]);
  await db.query(
    `insert into slider_challenges (id, merchant_id, client_id, gap_x, expires_at)
     values ($1, $2, $3, $4, $5)`,
    [id, merchantId, clientId, puzzle.gapX, new Date(now + SLIDER_TTL_MS)],
  );
  return {
    id,
    width: puzzle.width,
    height: puzzle.height,
    pieceY: puzzle.pieceY,
    background: puzzle.background,
    piece: puzzle.piece,
  };
}

export interface TrackPoint {
  x: number;
  t: number;
}

/**
 * Checks one attempt at a slider challenge (each challenge gets exactly one) and answers a
 * single-use token for login or register. Wrong place, a stale or unknown challenge, or a
 * drag that does not look like a hand → CAPTCHA_FAILED.
 */
export async function verifySlider(
  db: Queryable,
  merchantId: number,
  attempt: { id: string; x: number; track: readonly TrackPoint[] },
  {
    now = Date.now(),
    provider = sandboxSliderProvider,
  }: Clock & { provider?: SliderCaptchaProvider } = {},
): Promise<string> {
  const [row] = await db.query<{ gap_x: number; expires_at: string; client_id: string }>(
    `delete from slider_challenges where id = $1 and merchant_id = $2
     returning gap_x, expires_at, client_id`,
    [attempt.id, merchantId],
  );
  const failed = (message: string) =>
    new PlatformError('CAPTCHA_FAILED', { message: `Captcha check failed: ${message}` });
  if (!row) throw failed('this puzzle is unknown or was already used; please try a new one.');
  if (Date.parse(row.expires_at) <= now)
    throw failed('this puzzle has expired; please try a new one.');
  // The delete above used the challenge up before this one comparison.
  countSecretCheck('slider');
  if (!provider.accepts(row.gap_x, attempt.x)) throw failed('the piece is not in the gap.');
  const problem = trackProblem(attempt.track, attempt.x);
  if (problem) throw failed(problem);

  const token = randomBytes(32).toString('base64url');
  await db.query('delete from slider_tokens where expires_at < $1', [new Date(now)]);
  await db.query(
    `insert into slider_tokens (token_hash, merchant_id, client_id, expires_at)
     values ($1, $2, $3, $4)`,
    [sha256(token), merchantId, row.client_id, new Date(now + SLIDER_TOKEN_TTL_MS)],
  );
  return token;
}

/** Minimum drag time and points, and how uneven a hand's speed is at least. */
export const TRACK_RULES = {
  minDurationMs: 300,
  minPoints: 5,
  minSpeedVariation: 0.05,
  endTolerance: 5,
};

/**
 * Why a drag does not look human, or undefined. People take a moment, and their speed
 * changes (they accelerate and slow down near the target); scripts often move in one
 * instant jump or at a perfectly constant speed.
 */
export function trackProblem(track: readonly TrackPoint[], x: number): string | undefined {
  const first = track[0];
  const last = track.at(-1);
  if (!first || !last || track.length < TRACK_RULES.minPoints)
    return 'the drag has too few points.';
  const speeds: number[] = [];
  let previous: TrackPoint | undefined;
  for (const point of track) {
    if (!Number.isFinite(point.x) || !Number.isFinite(point.t))
      return 'the drag has invalid points.';
    if (previous) {
      const dt = point.t - previous.t;
      if (dt < 0) return 'the drag goes back in time.';
      if (dt > 0) speeds.push((point.x - previous.x) / dt);
    }
    previous = point;
  }
  if (last.t - first.t < TRACK_RULES.minDurationMs) return 'the drag was too fast.';
  if (Math.abs(last.x - x) > TRACK_RULES.endTolerance) {
    return 'the drag does not end where the piece was dropped.';
  }
  if (speeds.length < 3) return 'the drag has too few points.';
  const mean = speeds.reduce((a, b) => a + b, 0) / speeds.length;
  const sd = Math.sqrt(speeds.reduce((a, b) => a + (b - mean) ** 2, 0) / speeds.length);
  if (mean === 0 || sd / Math.abs(mean) < TRACK_RULES.minSpeedVariation) {
    return 'the drag was too regular.';
  }
  return undefined;
}
