import { describe, expect, it } from 'vitest';
import { isLocalHost, normalizeHost } from './host.ts';

describe('host names', () => {
  it('compare without case, port, brackets, path or trailing dot', () => {
    expect(normalizeHost('Aurora.Example:8443')).toBe('aurora.example');
    expect(normalizeHost('aurora.example.')).toBe('aurora.example');
    expect(normalizeHost('https://aurora.example:8443/index?x=1')).toBe('aurora.example');
    expect(normalizeHost('[::1]:8080')).toBe('::1');
    expect(normalizeHost('2001:db8::1')).toBe('2001:db8::1');
    expect(normalizeHost('aurora.example/live')).toBe('aurora.example');
  });

  it('count localhost, *.localhost and loopback addresses as local', () => {
    for (const host of ['localhost', 'aurora.localhost', '127.0.0.1', '::1']) {
      expect(isLocalHost(host), host).toBe(true);
    }
    for (const host of ['aurora.example', 'localhost.example', '10.0.0.1', 'notlocalhost']) {
      expect(isLocalHost(host), host).toBe(false);
    }
  });
});
