import { describe, expect, it } from 'vitest';
import { BlockList } from 'node:net';
import { addRule, canonicalIp, ipMatches, isIpAddress, isLoopbackIp } from './ip-match.ts';

describe('IP matching', () => {
  it('matches single IPv4 addresses and IPv4 CIDR ranges', () => {
    expect(ipMatches('203.0.113.7', ['203.0.113.7'])).toBe(true);
    expect(ipMatches('203.0.113.8', ['203.0.113.7'])).toBe(false);
    expect(ipMatches('10.200.3.4', ['10.0.0.0/8'])).toBe(true);
    expect(ipMatches('11.0.0.1', ['10.0.0.0/8'])).toBe(false);
    expect(ipMatches('192.168.1.130', ['192.168.1.128/25'])).toBe(true);
    expect(ipMatches('192.168.1.127', ['192.168.1.128/25'])).toBe(false);
    expect(ipMatches('8.8.8.8', ['0.0.0.0/0'])).toBe(true);
  });

  it('matches IPv6 addresses and ranges, however they are written', () => {
    expect(ipMatches('2001:db8::1', ['2001:db8::/32'])).toBe(true);
    expect(ipMatches('2001:0db8:0000:0000:0000:0000:0000:0001', ['2001:db8::1'])).toBe(true);
    expect(ipMatches('2001:db9::1', ['2001:db8::/32'])).toBe(false);
    expect(ipMatches('fe80::1%eth0', ['fe80::/10'])).toBe(true);
    expect(ipMatches('[::1]', ['::1/128'])).toBe(true);
    expect(ipMatches('2001:db8:ffff::1', ['2001:db8:fff0::/44'])).toBe(true);
    expect(ipMatches('2001:db8:ff00::1', ['2001:db8:fff0::/44'])).toBe(false);
  });

  it('treats an IPv4-mapped IPv6 client as its IPv4 address', () => {
    expect(ipMatches('::ffff:10.1.2.3', ['10.0.0.0/8'])).toBe(true);
    expect(ipMatches('::ffff:0a01:0203', ['10.1.2.3'])).toBe(true);
    expect(ipMatches('10.1.2.3', ['::ffff:10.0.0.0/104'])).toBe(true);
    expect(ipMatches('::ffff:11.1.2.3', ['10.0.0.0/8'])).toBe(false);
    expect(ipMatches('::ffff:203.0.113.7', ['203.0.113.0/24'])).toBe(true);
    expect(ipMatches('[::ffff:203.0.113.7]', ['203.0.113.7'])).toBe(true);
  });

  it('spells an IPv4-mapped address as IPv4 and an IPv6 address as its eight groups', () => {
    expect(canonicalIp('::FFFF:cb00:7107')).toEqual({ family: 'ipv4', address: '203.0.113.7' });
    expect(canonicalIp('2001:db8::1')).toEqual({
      family: 'ipv6',
      groups: [0x2001, 0xdb8, 0, 0, 0, 0, 0, 1],
    });
    expect(canonicalIp('nonsense')).toBeUndefined();
  });

  it('never lets an IPv4 rule match an unrelated IPv6 address', () => {
    expect(ipMatches('::a01:203', ['10.1.2.3'])).toBe(false);
    expect(ipMatches('2001:db8::', ['0.0.0.0/0'])).toBe(false);
  });

  it('ignores malformed rules and addresses instead of blocking everyone', () => {
    expect(ipMatches('10.0.0.1', ['10.0.0.0/33', 'nonsense', '10.0.0/8', '1.2.3.4/8/1'])).toBe(
      false,
    );
    expect(ipMatches('not-an-ip', ['0.0.0.0/0'])).toBe(false);
    expect(ipMatches(undefined, ['0.0.0.0/0'])).toBe(false);
    for (const text of ['256.1.1.1', '01.1.1.1', '1::2::3', '1:2:3:4:5:6:7:8:9', '12345::']) {
      expect(isIpAddress(text)).toBe(false);
    }
    expect(addRule(new BlockList(), '::/129')).toBe(false);
  });

  it('recognises loopback addresses of both families', () => {
    expect(isLoopbackIp('127.0.0.1')).toBe(true);
    expect(isLoopbackIp('127.8.9.10')).toBe(true);
    expect(isLoopbackIp('::1')).toBe(true);
    expect(isLoopbackIp('::ffff:127.0.0.1')).toBe(true);
    expect(isLoopbackIp('10.0.0.1')).toBe(false);
  });
});
