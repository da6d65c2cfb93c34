/**
 * How many times each kind of secret was actually compared, for the burst tests: the figure
 * the limiter must bound ("40 wrong tries at once, at most `max` checked"). Counting is a
 * Map increment, cheap enough to leave on in production, where nothing reads it.
 */
export type SecretKind =
  | 'login-password'
  | 'fund-password'
  | 'change-password'
  | 'sms-code'
  | 'free-play'
  | 'image-captcha'
  | 'slider';

const checks = new Map<SecretKind, number>();

/** Call right where the secret is compared, after the limit let the attempt through. */
export function countSecretCheck(kind: SecretKind): void {
  checks.set(kind, (checks.get(kind) ?? 0) + 1);
}

export function secretChecks(kind: SecretKind): number {
  return checks.get(kind) ?? 0;
}
