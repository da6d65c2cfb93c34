/**
 * IP and CIDR matching for the access block list. Every address is widened to 128 bits,
 * IPv4 as its IPv4-mapped IPv6 form (::ffff:a.b.c.d) and an IPv4 prefix /n as /(96+n), so one
 * comparison covers v4 rules, v6 rules, and clients that reach a dual-stack socket as
 * ::ffff:1.2.3.4.
 */
export interface IpRange {
  base: bigint;
  prefix: number;
}

const MAPPED_PREFIX = 0xffffn << 32n;

export function parseIp(text: string): bigint | undefined {
  const address = text
    .trim()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '');
  if (address.includes(':')) return parseIpv6(address);
  const v4 = parseIpv4(address);
  return v4 === undefined ? undefined : MAPPED_PREFIX | v4;
}

function parseIpv4(text: string): bigint | undefined {
  const parts = text.split('.');
  if (parts.length !== 4) return undefined;
  let value = 0n;
  for (const part of parts) {
    // Decimal only: "010" is octal to some parsers, so it is refused rather than guessed.
    if (!/^(0|[1-9]\d{0,2})$/.test(part)) return undefined;
    const octet = Number(part);
    if (octet > 255) return undefined;
    value = (value << 8n) | BigInt(octet);
  }
  return value;
}

function parseIpv6(text: string): bigint | undefined {
  let head = text;
  let tailV4: bigint | undefined;
  const lastColon = text.lastIndexOf(':');
  if (text.slice(lastColon + 1).includes('.')) {
    tailV4 = parseIpv4(text.slice(lastColon + 1));
    if (tailV4 === undefined) return undefined;
    head = `${text.slice(0, lastColon + 1)}0:0`;
  }
  const halves = head.split('::');
  if (halves.length > 2) return undefined;
  const groups = (half: string | undefined) => (half ? half.split(':') : []);
  const left = groups(halves[0]);
  const right = groups(halves[1]);
  const missing = 8 - left.length - right.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return undefined;
  let value = 0n;
  for (const group of [...left, ...Array<string>(missing).fill('0'), ...right]) {
    if (!/^[0-9a-f]{1,4}$/i.test(group)) return undefined;
    value = (value << 16n) | BigInt(parseInt(group, 16));
  }
  return tailV4 === undefined ? value : (value & ~0xffffffffn) | tailV4;
}

/** "10.0.0.0/8", "2001:db8::/32" or a single address; undefined when it is not one. */
export function parseRange(text: string): IpRange | undefined {
  const [address = '', prefixText, ...rest] = text.trim().split('/');
  if (rest.length > 0) return undefined;
  const base = parseIp(address);
  if (base === undefined) return undefined;
  const isV4 = !address.includes(':');
  const width = isV4 ? 32 : 128;
  let prefix = width;
  if (prefixText !== undefined) {
    if (!/^\d{1,3}$/.test(prefixText)) return undefined;
    prefix = Number(prefixText);
    if (prefix > width) return undefined;
  }
  prefix += isV4 ? 96 : 0;
  return { base: base & mask(prefix), prefix };
}

function mask(prefix: number): bigint {
  const all = (1n << 128n) - 1n;
  return prefix === 0 ? 0n : (all << BigInt(128 - prefix)) & all;
}

export function inRange(address: bigint, range: IpRange): boolean {
  return (address & mask(range.prefix)) === range.base;
}

/** Whether `ip` is one of `rules`; rules that are not addresses or ranges never match. */
export function ipMatches(ip: string | undefined, rules: readonly string[]): boolean {
  if (ip === undefined || rules.length === 0) return false;
  const address = parseIp(ip);
  if (address === undefined) return false;
  return rules.some((rule) => {
    const range = parseRange(rule);
    return range !== undefined && inRange(address, range);
  });
}

const LOOPBACK = [parseRange('127.0.0.0/8'), parseRange('::1')].filter(
  (range): range is IpRange => range !== undefined,
);

export function isLoopbackIp(ip: string): boolean {
  const address = parseIp(ip);
  return address !== undefined && LOOPBACK.some((range) => inRange(address, range));
}
