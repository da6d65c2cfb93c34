import { BlockList, isIP } from 'node:net';

/**
 * IP and CIDR matching for the access block list, on Node's own BlockList: it checks an
 * IPv4-mapped IPv6 client (::ffff:a.b.c.d, how IPv4 reaches a dual-stack socket) against IPv4
 * rules and an IPv4 client against ::ffff:0:0/96 rules, so neither family slips past the
 * other's rules. Rules that are not an address or a range are skipped: a typo in one rule
 * must not block everyone.
 */

type Family = 'ipv4' | 'ipv6';

/** Brackets ([::1]) and an IPv6 zone (fe80::1%eth0) are how an address is written, not part of it. */
function bare(text: string): string {
  return text
    .trim()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '');
}

function familyOf(address: string): Family | undefined {
  const version = isIP(address);
  return version === 4 ? 'ipv4' : version === 6 ? 'ipv6' : undefined;
}

/** Whether the text is one IPv4 or IPv6 address (decimal dotted quads only: "010" is refused). */
export function isIpAddress(text: string): boolean {
  return familyOf(bare(text)) !== undefined;
}

/** "10.0.0.0/8", "2001:db8::/32" or a single address, added to `list`; false when it is none. */
export function addRule(list: BlockList, rule: string): boolean {
  const [address = '', prefixText, ...rest] = rule.trim().split('/');
  const family = familyOf(bare(address));
  if (rest.length > 0 || family === undefined) return false;
  if (prefixText === undefined) {
    list.addAddress(bare(address), family);
    return true;
  }
  const prefix = Number(prefixText);
  if (!/^\d{1,3}$/.test(prefixText) || prefix > (family === 'ipv4' ? 32 : 128)) return false;
  list.addSubnet(bare(address), prefix, family);
  return true;
}

// Rule lists come from merchant settings that live as long as the merchant: each is compiled
// once, keyed by the array itself, instead of on every request.
const compiled = new WeakMap<readonly string[], BlockList>();

function blockListOf(rules: readonly string[]): BlockList {
  let list = compiled.get(rules);
  if (!list) {
    list = new BlockList();
    for (const rule of rules) addRule(list, rule);
    compiled.set(rules, list);
  }
  return list;
}

/** Whether `ip` is one of `rules`; an address that is not one never matches. */
export function ipMatches(ip: string | undefined, rules: readonly string[]): boolean {
  if (ip === undefined || rules.length === 0) return false;
  const address = bare(ip);
  const family = familyOf(address);
  return family !== undefined && blockListOf(rules).check(address, family);
}

const LOOPBACK = blockListOf(['127.0.0.0/8', '::1']);

export function isLoopbackIp(ip: string): boolean {
  const address = bare(ip);
  const family = familyOf(address);
  return family !== undefined && LOOPBACK.check(address, family);
}

/** The eight 16-bit groups of an IPv6 address (WHATWG URL writes it canonically first). */
function ipv6Groups(address: string): number[] {
  const canonical = new URL(`http://[${address}]`).hostname.slice(1, -1);
  const [left = '', right] = canonical.split('::');
  const head = left ? left.split(':') : [];
  const tail = right ? right.split(':') : [];
  const zeros = Array<string>(8 - head.length - tail.length).fill('0');
  return [...head, ...(right === undefined ? [] : zeros), ...tail].map((g) => parseInt(g, 16));
}

/**
 * An address in one spelling per host: IPv4 dotted (also for an IPv4-mapped IPv6 address),
 * IPv6 as eight groups; undefined when the text is no address.
 */
export function canonicalIp(
  ip: string,
): { family: 'ipv4'; address: string } | { family: 'ipv6'; groups: number[] } | undefined {
  const address = bare(ip);
  const family = familyOf(address);
  if (family === 'ipv4') return { family, address };
  if (family === undefined) return undefined;
  const groups = ipv6Groups(address);
  const mapped = groups.slice(0, 6).every((g, i) => g === (i === 5 ? 0xffff : 0));
  if (!mapped) return { family, groups };
  const [high = 0, low = 0] = groups.slice(6);
  return { family: 'ipv4', address: [high >> 8, high & 255, low >> 8, low & 255].join('.') };
}
