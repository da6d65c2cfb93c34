import { isLocalHost, normalizeHost } from './host.ts';

/**
 * Whether a host is one of the merchant's own: one of its domains, or — in sandbox mode only,
 * for a developer's machine — its `<brand>.localhost`, localhost or a loopback address. Outside sandbox mode
 * a local host is refused: on a public server "localhost" is whoever runs the browser.
 */
export function isMerchantHost(
  merchant: { domains: readonly string[]; brandId: string },
  host: string,
  sandbox: boolean,
): boolean {
  const wanted = normalizeHost(host);
  if (wanted === '') return false;
  if (merchant.domains.some((domain) => normalizeHost(domain) === wanted)) return true;
  // Not another brand's `<id>.localhost`: that is another merchant's site even on one machine.
  const plainLocal = isLocalHost(wanted) && !wanted.endsWith('.localhost');
  return sandbox && (wanted === `${merchant.brandId}.localhost` || plainLocal);
}
