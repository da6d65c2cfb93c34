import { freePlayLogin, type LoginResult } from '../../../../contract/session.ts';
import { call } from '../../app/api/call.ts';

/** A random string for the free-play request, so a double tap cannot make two demo accounts. */
export function randomNonce(bytes = 24): string {
  const data = crypto.getRandomValues(new Uint8Array(bytes));
  return btoa(String.fromCharCode(...data))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The visitor's operating system as the platform wants it in the free-play payload. */
export function osName(userAgent: string = globalThis.navigator?.userAgent ?? ''): string {
  if (/android/i.test(userAgent)) return 'Android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'iOS';
  if (/windows/i.test(userAgent)) return 'Windows';
  if (/mac os/i.test(userAgent)) return 'macOS';
  if (/linux/i.test(userAgent)) return 'Linux';
  return 'Other';
}

/** Spec §3 free-play payload: os, platform W, a random string, gateway version 3. */
export function freePlayCall(): Promise<LoginResult> {
  return call(freePlayLogin, {
    os: osName(),
    platform: 'W',
    nonce: randomNonce(),
    gatewayVersion: 3,
  });
}
