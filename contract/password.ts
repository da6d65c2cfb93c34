import * as v from 'valibot';
import { defineEndpoint } from './endpoint.ts';
import { SecretSchema, TrimmedTextSchema } from './input.ts';
import type { FieldProblem } from './validation.ts';

/**
 * Password calls of spec §7 and the rules of spec §5. A field problem answers BAD_REQUEST
 * with `value: { field, problem }`: a FieldProblem of contract/validation.ts (the merchant's
 * password rule), `{ kind: 'mismatch' }` when the confirmation is not the new password ("the
 * two inputs are inconsistent"), or `{ kind: 'reused' }` when the new password is the old one.
 */
export type PasswordField = 'oldPassword' | 'newPassword' | 'confirmNewPassword';
export type PasswordProblem = FieldProblem | { kind: 'mismatch' } | { kind: 'reused' };

const Secret = SecretSchema;

/**
 * POST /wps/member/password (T, E). A wrong old password answers BAD_CREDENTIALS. Success
 * clears the forced change and ends the member's other sessions (this one stays).
 */
export const changePassword = defineEndpoint({
  id: 'changePassword',
  method: 'POST',
  path: '/wps/member/password',
  token: true,
  encrypted: true,
  input: v.object({ oldPassword: Secret, newPassword: Secret, confirmNewPassword: Secret }),
  value: v.null(),
  errors: ['NOT_LOGGED_IN', 'BAD_CREDENTIALS', 'TOO_MANY_REQUESTS'],
});

/**
 * POST /wps/member/password/email (form-encoded, spec §7). Always answers success for a
 * well-formed request, whether or not the username and email belong together (no
 * enumeration); the reset link is mailed only when they do.
 */
export const forgotPassword = defineEndpoint({
  id: 'forgotPassword',
  method: 'POST',
  path: '/wps/member/password/email',
  token: false,
  encrypted: false,
  formEncoded: true,
  input: v.object({
    username: v.pipe(TrimmedTextSchema(64), v.minLength(1)),
    email: v.pipe(TrimmedTextSchema(254), v.minLength(3), v.email()),
  }),
  value: v.object({ sent: v.literal(true) }),
  // OPERATION_NOT_ALLOWED: forgot password is off (module FORGOTPWD, or no email provider).
  errors: ['TOO_MANY_REQUESTS', 'OPERATION_NOT_ALLOWED'],
  requires: ['FORGOTPWD'],
});

/**
 * POST /wps/member/password/reset — the target of the mailed link
 * (`/resetPassword?token=…`). A token is single use and lives 30 minutes: an unknown or used
 * one answers CODE_INVALID, an old one CODE_EXPIRED. Success ends every session of the
 * member, who then logs in again.
 */
export const resetPassword = defineEndpoint({
  id: 'resetPassword',
  method: 'POST',
  path: '/wps/member/password/reset',
  token: false,
  encrypted: false,
  input: v.object({
    token: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/)),
    newPassword: Secret,
    confirmNewPassword: Secret,
  }),
  value: v.object({ account: v.string() }),
  errors: ['CODE_INVALID', 'CODE_EXPIRED', 'TOO_MANY_REQUESTS'],
});

/** The endpoints a session with a forced password change may still call (spec §4). */
export const FORCED_CHANGE_ALLOWED: readonly string[] = ['changePassword', 'logout', 'memberInfo'];
