/**
 * Masks for personal details a page shows (issue 10): the platform masks what it sends (the
 * account page), and the runtime masks what it already holds (the header's account name) with
 * the same function, so one number never reads two ways.
 */

/** "0912345678" → "09******78": enough for the member to recognise it, not to read it. */
export function maskMobile(mobile: string): string {
  if (mobile.length <= 4) return '*'.repeat(mobile.length);
  return `${mobile.slice(0, 2)}${'*'.repeat(mobile.length - 4)}${mobile.slice(-2)}`;
}

/** Digits only, optionally after a "+": an account or nickname that is a phone number. */
const PHONE_LIKE = /^\+?[0-9][0-9\s-]{5,18}$/;

/**
 * A name shown on screen: masked with maskMobile when it is a phone number (mobile sign-ups
 * use the number as the account), as it is.
 */
export function maskIfMobile(name: string): string {
  return PHONE_LIKE.test(name.trim()) ? maskMobile(name.trim()) : name;
}
