import * as v from 'valibot';
import { ClientIdSchema } from './captcha.ts';
import { defineEndpoint } from './endpoint.ts';
import { TrimmedTextSchema } from './input.ts';
import { LoginResultSchema, SECOND_FACTOR_METHODS } from './session.ts';

export {
  SECOND_FACTOR_METHODS,
  SecondFactorChallengeSchema,
  type SecondFactorChallenge,
  type SecondFactorMethod,
} from './session.ts';

const Ticket = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/));

/** POST /wps/session/login/verify (E) — answers the challenge; logs in like login. */
export const secondFactorVerify = defineEndpoint({
  id: 'secondFactorVerify',
  method: 'POST',
  path: '/wps/session/login/verify',
  token: false,
  encrypted: true,
  input: v.object({
    ticket: Ticket,
    clientId: ClientIdSchema,
    method: v.picklist(SECOND_FACTOR_METHODS),
    /** The 6-digit code (totp, sms) or the typed mobile, email or real name. */
    value: v.pipe(TrimmedTextSchema(128), v.minLength(1)),
  }),
  value: LoginResultSchema,
  errors: ['CODE_INVALID', 'CODE_EXPIRED', 'OPERATION_NOT_ALLOWED', 'TOO_MANY_REQUESTS'],
});

/** POST /wps/session/login/verify/sms — sends a login code to the member's bound mobile. */
export const secondFactorSms = defineEndpoint({
  id: 'secondFactorSms',
  method: 'POST',
  path: '/wps/session/login/verify/sms',
  token: false,
  encrypted: false,
  input: v.object({ ticket: Ticket, clientId: ClientIdSchema }),
  value: v.null(),
  errors: [
    'CODE_EXPIRED',
    'OPERATION_NOT_ALLOWED',
    'TOO_MANY_REQUESTS',
    'SMS_QUOTA_EXCEEDED',
    'PHONE_INVALID',
  ],
});

/** POST /wps/member/totp/setup (T) — a new authenticator secret, not bound until confirmed. */
export const totpSetup = defineEndpoint({
  id: 'totpSetup',
  method: 'POST',
  path: '/wps/member/totp/setup',
  token: true,
  encrypted: false,
  input: v.object({}),
  value: v.object({ secret: v.string(), otpauthUrl: v.string() }),
  errors: ['NOT_LOGGED_IN', 'OPERATION_NOT_ALLOWED'],
});

/** POST /wps/member/totp/confirm (T) — a code from the authenticator binds it. */
export const totpConfirm = defineEndpoint({
  id: 'totpConfirm',
  method: 'POST',
  path: '/wps/member/totp/confirm',
  token: true,
  encrypted: false,
  input: v.object({ code: v.pipe(v.string(), v.regex(/^[0-9]{6}$/)) }),
  value: v.object({ bound: v.literal(true) }),
  errors: ['NOT_LOGGED_IN', 'CODE_INVALID', 'CODE_EXPIRED'],
});
