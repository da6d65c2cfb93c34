import { describe, expect, it } from 'vitest';
import { STATUS_GLOBAL } from '../../../contract/boot.ts';
import { PlatformError } from '../../../contract/errors.ts';
import { statusFixture } from '../testing/fixtures.ts';
import { configureCall } from './api/call.ts';
import { loadStatus, siteModeOf } from './boot.ts';

describe('site mode', () => {
  it('is normal when neither flag is set', () => {
    expect(siteModeOf({ maintenance: false, regionRestriction: false })).toBe('normal');
  });

  it('is maintenance when the platform says maintenance, even if the region is blocked too', () => {
    expect(siteModeOf({ maintenance: true, regionRestriction: false })).toBe('maintenance');
    expect(siteModeOf({ maintenance: true, regionRestriction: true })).toBe('maintenance');
  });

  it('is region-restricted when only regionRestriction is set', () => {
    expect(siteModeOf({ maintenance: false, regionRestriction: true })).toBe('region');
  });
});

describe('loading the status', () => {
  const location = { host: 'aurora.localhost:8123' } as Location;

  it('uses the call index.html started, and only once', async () => {
    const status = statusFixture('aurora');
    const win = {
      location,
      [STATUS_GLOBAL]: Promise.resolve({ success: true, value: status }),
    };
    expect(await loadStatus(win)).toEqual(status);
    expect(win[STATUS_GLOBAL]).toBeUndefined();
  });

  it('turns a failure envelope from the started call into its PlatformError', async () => {
    const win = {
      location,
      [STATUS_GLOBAL]: Promise.resolve({
        success: false,
        code: 'DOMAIN_CHECK_FAILED',
        message: 'x',
      }),
    };
    const error = await loadStatus(win).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformError);
    expect((error as PlatformError).code).toBe('DOMAIN_CHECK_FAILED');
  });

  it('reports NETWORK when the started call failed to fetch', async () => {
    const win = { location, [STATUS_GLOBAL]: Promise.reject(new TypeError('Failed to fetch')) };
    const error = await loadStatus(win).catch((e: unknown) => e);
    expect((error as PlatformError).code).toBe('NETWORK');
  });

  it('calls the status endpoint with the current host when nothing was started', async () => {
    const status = statusFixture('lotus');
    const urls: string[] = [];
    configureCall({
      apiBase: 'https://api.test',
      merchant: 'LOTUSVN',
      language: 'VI',
      fetch: (async (input: RequestInfo | URL) => {
        urls.push(String(input));
        return new Response(JSON.stringify({ success: true, value: status }), {
          headers: { 'content-type': 'application/json' },
        });
      }) as typeof fetch,
    });
    expect(await loadStatus({ location })).toEqual(status);
    expect(urls).toHaveLength(1);
    const url = new URL(urls[0] ?? '');
    expect(url.origin + url.pathname).toBe('https://api.test/wps/system/status');
    expect(url.searchParams.get('url')).toBe('aurora.localhost:8123');
  });
});
