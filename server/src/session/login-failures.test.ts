import { describe, expect, it } from 'vitest';
import { accountKey, ipKey } from './login-failures.ts';

describe('failed-login keys', () => {
  it('counts an IPv4 address as itself, however it reached the socket', () => {
    expect(ipKey('203.0.113.7')).toBe('203.0.113.7');
    expect(ipKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(ipKey('::FFFF:cb00:7107')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 together, and other /64s apart', () => {
    const key = ipKey('2001:db8:1:2::1');
    expect(key).toBe('20010db800010002/64');
    expect(ipKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe(key);
    expect(ipKey('2001:0DB8:0001:0002:0:0:0:9')).toBe(key);
    expect(ipKey('2001:db8:1:3::1')).not.toBe(key);
  });

  it('keeps what it cannot parse as it is', () => {
    expect(ipKey(undefined)).toBe('unknown');
    expect(ipKey('not-an-ip')).toBe('not-an-ip');
  });

  it('keys a known member by id and an unknown name by what was typed', () => {
    expect(accountKey(7, 'Alice01')).toBe('member:7');
    expect(accountKey(undefined, ' Ghost01 ')).toBe('name:ghost01');
  });
});
