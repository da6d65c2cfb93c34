import * as v from 'valibot';
import { defineEndpoint } from './endpoint.ts';
import { GestureNumberSchema, TextSchema } from './input.ts';

/**
 * A random id the runtime keeps per browser tab (sessionStorage), binding an image captcha
 * and the failed-login state to the one visitor who asked for it.
 */
export const ClientIdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,64}$/));

/** GET /wps/captcha — spec §7: the value is the image, base64 (a data: URL). One per second per client. */
export const captchaImage = defineEndpoint({
  id: 'captchaImage',
  method: 'GET',
  path: '/wps/captcha',
  token: false,
  encrypted: false,
  input: v.object({ clientId: ClientIdSchema }),
  value: v.pipe(v.string(), v.startsWith('data:image/')),
  errors: ['TOO_MANY_REQUESTS'],
});

/**
 * GET /wps/captcha/question — the image captcha's text alternative for people who cannot see
 * the picture: "What is a plus b?", worded by the runtime in the visitor's language. It
 * replaces the client's live image captcha (same one-per-second limit, single guess); the sum
 * goes in the login or register `captcha` field like the picture's text.
 */
export const captchaQuestion = defineEndpoint({
  id: 'captchaQuestion',
  method: 'GET',
  path: '/wps/captcha/question',
  token: false,
  encrypted: false,
  input: v.object({ clientId: ClientIdSchema }),
  value: v.object({ a: v.number(), b: v.number() }),
  errors: ['TOO_MANY_REQUESTS'],
});

/**
 * GET /wps/sandbox/captcha — sandbox mode only (404 otherwise, SECURITY.md): the answer of a
 * client's latest image captcha, so the e2e suite can type it as a person reading the picture
 * would, the way it reads SMS codes from the sandbox outbox.
 */
export const sandboxCaptchaAnswer = defineEndpoint({
  id: 'sandboxCaptchaAnswer',
  method: 'GET',
  path: '/wps/sandbox/captcha',
  token: false,
  encrypted: false,
  audience: 'sandbox',
  input: v.object({
    clientId: ClientIdSchema,
    brand: v.optional(TextSchema(64)),
    merchant: v.optional(TextSchema(64)),
  }),
  value: v.nullable(v.string()),
  errors: [],
});

/** A slide puzzle: drag the piece into the gap. The gap's x is known only to the server. */
export const SliderChallengeSchema = v.object({
  id: v.string(),
  width: v.number(),
  height: v.number(),
  /** The piece's vertical position; only the horizontal one is the puzzle. */
  pieceY: v.number(),
  background: v.pipe(v.string(), v.startsWith('data:image/')),
  piece: v.pipe(v.string(), v.startsWith('data:image/')),
});

export const sliderChallenge = defineEndpoint({
  id: 'sliderChallenge',
  method: 'POST',
  path: '/wps/captcha/slider',
  token: false,
  encrypted: false,
  input: v.object({ clientId: ClientIdSchema }),
  value: SliderChallengeSchema,
  errors: ['TOO_MANY_REQUESTS'],
});

/**
 * The drag as it happened: final x and the pointer track (x in px, t in ms since the drag
 * began). Within tolerance and human-looking → a single-use token that login and register
 * carry as `slider`; too fast or too regular → CAPTCHA_FAILED.
 */
export const sliderVerify = defineEndpoint({
  id: 'sliderVerify',
  method: 'POST',
  path: '/wps/captcha/slider/verify',
  token: false,
  encrypted: false,
  input: v.object({
    id: TextSchema(128),
    x: GestureNumberSchema,
    track: v.pipe(
      v.array(v.object({ x: GestureNumberSchema, t: GestureNumberSchema })),
      v.minLength(2),
      v.maxLength(500),
    ),
  }),
  value: v.object({ token: v.string() }),
  errors: ['CAPTCHA_FAILED'],
});
