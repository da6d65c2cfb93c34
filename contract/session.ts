import * as v from 'valibot';
import { ClientIdSchema } from './captcha.ts';
import { defineEndpoint } from './endpoint.ts';
import { SecretSchema, TextSchema, TrimmedTextSchema } from './input.ts';

/** Spec §3 login result; also what register and free play answer (the visitor is logged in). */
export const LoginResultSchema = v.object({
  token: v.string(),
  account: v.string(),
  nickname: v.string(),
  customerId: v.string(),
  isAgent: v.number(),
  toUpline: v.boolean(),
  memberLabel: v.array(v.object({ labelName: v.string() })),
  firstTimeLogin: v.boolean(),
  /** Forced change (spec §4): expired with FORCEPWDCHANGE on, or still the known default. */
  passwordExpired: v.boolean(),
});
export type LoginResult = v.InferOutput<typeof LoginResultSchema>;

/** Spec §4 second-factor methods, as a merchant enables them (platform.json `secondFactor`). */
export const SECOND_FACTOR_METHODS = ['totp', 'sms', 'email', 'mobile', 'realName'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

/**
 * What login answers instead of a session when the IP is new to the member (spec §2.6, §4):
 * a ticket (5 minutes, 5 attempts, this client and IP only) and the methods the member can use.
 */
export const SecondFactorChallengeSchema = v.object({
  secondFactor: v.object({
    ticket: v.string(),
    methods: v.array(v.picklist(SECOND_FACTOR_METHODS)),
  }),
});
export type SecondFactorChallenge = v.InferOutput<typeof SecondFactorChallengeSchema>;

/** Which door a login comes through: the agent entrance admits agents only (spec §6, §8). */
export const LOGIN_ENTRANCES = ['MEMBER', 'AGENT'] as const;
export type LoginEntrance = (typeof LOGIN_ENTRANCES)[number];
const EntranceSchema = v.optional(v.picklist(LOGIN_ENTRANCES), 'MEMBER');

/**
 * POST /wps/session/login (E). A failed login answers BAD_CREDENTIALS (same message and
 * timing whether or not the account exists) with `value: { captcha: true }` once the image
 * captcha is required for this client. Through the AGENT entrance a member that is not an
 * agent answers NOT_AN_AGENT, but only once its credentials proved right (a wrong password
 * still answers BAD_CREDENTIALS, so the entrance tells nobody who is an agent).
 */
export const login = defineEndpoint({
  id: 'login',
  method: 'POST',
  path: '/wps/session/login',
  token: false,
  encrypted: true,
  input: v.variant('type', [
    v.object({
      type: v.literal('username'),
      /** Account name or mobile number. */
      username: v.pipe(TrimmedTextSchema(64), v.minLength(1)),
      password: v.pipe(SecretSchema, v.minLength(1)),
      clientId: ClientIdSchema,
      captcha: v.optional(TrimmedTextSchema(16)),
      /** The single-use token of a verified slider. */
      slider: TextSchema(256),
      entrance: EntranceSchema,
    }),
    v.object({
      type: v.literal('sms'),
      mobileNum: v.pipe(TrimmedTextSchema(20), v.minLength(1)),
      code: v.pipe(v.string(), v.regex(/^[0-9]{6}$/)),
      clientId: ClientIdSchema,
      captcha: v.optional(TrimmedTextSchema(16)),
      entrance: EntranceSchema,
    }),
  ]),
  /** Logged in, or (unknown IP, spec §4) a second-factor challenge: see secondFactorVerify. */
  value: v.union([LoginResultSchema, SecondFactorChallengeSchema]),
  errors: [
    'BAD_CREDENTIALS',
    'NOT_AN_AGENT',
    'CAPTCHA_FAILED',
    'TOO_MANY_REQUESTS',
    'CODE_INVALID',
    'CODE_EXPIRED',
    'OPERATION_NOT_ALLOWED',
    // SMS login: the number is missing or not one the merchant accepts.
    'PHONE_MISSING',
    'PHONE_INVALID',
  ],
});

/** POST /wps/session/login/freeplay — a demo account (role 4) with demo credit. */
export const freePlayLogin = defineEndpoint({
  id: 'freePlayLogin',
  method: 'POST',
  path: '/wps/session/login/freeplay',
  token: false,
  encrypted: false,
  input: v.object({
    os: TrimmedTextSchema(32),
    platform: v.picklist(['W', 'M']),
    /** Random string from the client, so two taps cannot create two demo accounts. */
    nonce: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,64}$/)),
    gatewayVersion: v.literal(3),
  }),
  value: LoginResultSchema,
  errors: ['OPERATION_NOT_ALLOWED', 'TOO_MANY_REQUESTS'],
  requires: ['FREEPLAY'],
});

/** DELETE /wps/session/logout (T) — revokes the token. */
export const logout = defineEndpoint({
  id: 'logout',
  method: 'DELETE',
  path: '/wps/session/logout',
  token: true,
  encrypted: false,
  input: v.object({}),
  value: v.null(),
  errors: ['NOT_LOGGED_IN'],
});
