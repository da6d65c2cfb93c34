import { isIpAddress, isLoopbackIp } from '../system/ip-match.ts';

/**
 * A host name as sites and domains are compared: lower case, no port, no brackets, no
 * trailing dot. Accepts "Host" header values, bare hosts and full URLs.
 */
export function normalizeHost(raw: string): string {
  let host = raw.trim().toLowerCase();
  if (host.includes('://')) {
    try {
      host = new URL(host).host;
    } catch {
      return host;
    }
  }
  host = host.replace(/\/.*$/, '');
  const bracketed = /^\[([^\]]*)\]/.exec(host);
  if (bracketed) return bracketed[1] ?? '';
  // One colon is host:port; more is a bare IPv6 address, which has no port.
  if (host.split(':').length === 2) host = host.replace(/:\d*$/, '');
  return host.replace(/\.$/, '');
}

/** localhost, *.localhost and loopback addresses: a developer's own machine. */
export function isLocalHost(host: string): boolean {
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  return isIpAddress(host) && isLoopbackIp(host);
}
