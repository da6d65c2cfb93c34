import { describe, expect, it } from 'vitest';
import { fastestDomain, measureDomains, probeUrl, type Timer } from './measure-domains.ts';

const here = { protocol: 'https:', hostname: 'aurora.example', origin: 'https://aurora.example' };

/** A fake network where each host answers after a set delay, or fails. */
function fakeTimer(delays: Record<string, number | 'down'>): Timer & { urls: string[] } {
  let clock = 0;
  const urls: string[] = [];
  return {
    urls,
    now: () => clock,
    fetch: (url) => {
      urls.push(url);
      const delay = delays[new URL(url).hostname];
      if (delay === undefined || delay === 'down') return Promise.reject(new TypeError('failed'));
      clock += delay;
      return Promise.resolve(null);
    },
  };
}

describe('the line speed test', () => {
  it('probes the page’s own origin for its own host and the same scheme elsewhere', () => {
    const local = {
      protocol: 'http:',
      hostname: 'aurora.localhost',
      origin: 'http://aurora.localhost:4173',
    };
    expect(probeUrl('aurora.localhost', local, 'n')).toBe(
      'http://aurora.localhost:4173/robots.txt?speed=n',
    );
    expect(probeUrl('mirror.example', here, 'n')).toBe('https://mirror.example/robots.txt?speed=n');
  });

  it('times every domain, marks one that does not answer, and names the fastest', async () => {
    const timer = fakeTimer({ 'a.example': 120, 'b.example': 45, 'c.example': 'down' });
    const results: { domain: string; ms: number | null }[] = [];
    await measureDomains(['a.example', 'b.example', 'c.example'], here, timer, (r) =>
      results.push(r),
    );
    expect(results).toEqual([
      { domain: 'a.example', ms: 120 },
      { domain: 'b.example', ms: 45 },
      { domain: 'c.example', ms: null },
    ]);
    expect(fastestDomain(results)).toBe('b.example');
    // Every probe asks past the cache, so a repeat measures the line, not the browser cache.
    expect(new Set(timer.urls).size).toBe(timer.urls.length);
  });

  it('names no fastest domain when none answered', () => {
    expect(fastestDomain([{ domain: 'a.example', ms: null }])).toBeNull();
  });
});
