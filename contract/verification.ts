import * as v from 'valibot';
import { ClientIdSchema } from './captcha.ts';
import { defineEndpoint } from './endpoint.ts';
import { TextSchema } from './input.ts';

/**
 * The mobile as typed. Optional and unchecked here on purpose: the platform answers
 * PHONE_MISSING or PHONE_INVALID (spec §8) against the merchant's mobileNum rule rather than
 * a bare BAD_REQUEST.
 */
const MobileNoSchema = v.optional(TextSchema(32));

/**
 * Errors of a send. TOO_MANY_REQUESTS carries `value: { retryAfter }` in seconds: 1 for the
 * per-second throttle, what is left of the 60 s for a resend, 300 once a number has had too
 * many codes this hour ("retry after 5 minutes").
 */
const SMS_ERRORS = [
  'PHONE_INVALID',
  'PHONE_MISSING',
  'TOO_MANY_REQUESTS',
  'SMS_QUOTA_EXCEEDED',
  'OPERATION_NOT_ALLOWED',
] as const;

/**
 * POST /wps/verification/sms/noLogin — a code for SMS login (module SMSLOGIN). Answers
 * success whether or not the number has an account (no enumeration); only members get a code.
 */
export const smsNoLogin = defineEndpoint({
  id: 'smsNoLogin',
  method: 'POST',
  path: '/wps/verification/sms/noLogin',
  token: false,
  encrypted: false,
  input: v.object({ mobileNo: MobileNoSchema, clientId: ClientIdSchema }),
  value: v.object({ message: v.string() }),
  errors: [...SMS_ERRORS],
  requires: ['SMSLOGIN'],
});

/**
 * POST /wps/verification/sms/register — the code mobile registration asks for (module
 * SMSVERIFY). A number that already has an account answers the same success; its owner gets
 * a notice instead of a code (no enumeration here; the register call itself says MOBILE_TAKEN).
 */
export const smsRegister = defineEndpoint({
  id: 'smsRegister',
  method: 'POST',
  path: '/wps/verification/sms/register',
  token: false,
  encrypted: false,
  input: v.object({ mobileNo: MobileNoSchema, clientId: ClientIdSchema }),
  value: v.object({ message: v.string() }),
  errors: [...SMS_ERRORS],
  requires: ['SMSVERIFY'],
});

/** How long the SMS button counts down after a send (spec §9). */
export const SMS_RESEND_SECONDS = 60;
