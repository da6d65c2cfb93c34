import { describe, expect, it } from 'vitest';
import { defineEndpoint } from '../../../../contract/endpoint.ts';
import { getThing } from '../../../../contract/testing/thing-endpoint.ts';
import { PlatformError } from '../../../../contract/errors.ts';
import { call, callResult } from './call.ts';

const putThing = defineEndpoint({ ...getThing, id: 'putThing', method: 'PUT' });

interface Seen {
  url: string;
  method: string;
  headers: Headers;
  body: string | null;
}

function fakeFetch(answer: unknown, status = 200) {
  const seen: Seen[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input), 'http://site.test'), init);
    seen.push({
      url: request.url,
      method: request.method,
      headers: request.headers,
      body: init?.body ? String(init.body) : null,
    });
    return new Response(JSON.stringify(answer), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof globalThis.fetch;
  return { fetch, seen };
}

const base = { apiBase: '', merchant: 'AURORA01', language: 'EN' as const };

describe('call()', () => {
  it('sends GET input as the query with the Merchant and Language headers and returns the value', async () => {
    const { fetch, seen } = fakeFetch({ success: true, value: { name: 'ok' } });
    const value = await call(getThing, { id: '7' }, { ...base, fetch });
    expect(value).toEqual({ name: 'ok' });
    expect(seen[0]?.url).toBe('http://site.test/wps/thing?id=7');
    expect(seen[0]?.method).toBe('GET');
    expect(seen[0]?.headers.get('Merchant')).toBe('AURORA01');
    expect(seen[0]?.headers.get('Language')).toBe('EN');
  });

  it('sends PUT input as a JSON body', async () => {
    const { fetch, seen } = fakeFetch({ success: true, value: { name: 'ok' } });
    await call(putThing, { id: '7' }, { ...base, fetch });
    expect(seen[0]?.method).toBe('PUT');
    expect(seen[0]?.url).toBe('http://site.test/wps/thing');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ id: '7' });
    // The platform refuses any other content type with 415 (cross-site text/plain posts).
    expect(seen[0]?.headers.get('Content-Type')).toMatch(/^application\/json\b/);
  });

  it('sends a formEncoded endpoint’s input as application/x-www-form-urlencoded', async () => {
    const { fetch, seen } = fakeFetch({ success: true, value: { name: 'ok' } });
    const postForm = defineEndpoint({
      ...putThing,
      id: 'postForm',
      method: 'POST',
      formEncoded: true,
    });
    await call(postForm, { id: '7' }, { ...base, fetch });
    expect(seen[0]?.headers.get('Content-Type')).toMatch(/^application\/x-www-form-urlencoded\b/);
    expect(seen[0]?.body).toBe('id=7');
  });

  it('throws the platform error code of a failure envelope, whatever the HTTP status', async () => {
    const { fetch } = fakeFetch(
      { success: false, code: 'DOMAIN_CHECK_FAILED', message: 'bad domain' },
      403,
    );
    const error = await call(getThing, { id: '1' }, { ...base, fetch }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformError);
    expect((error as PlatformError).code).toBe('DOMAIN_CHECK_FAILED');
    expect((error as PlatformError).status).toBe(403);
  });

  it('rejects a success answer whose value does not match the endpoint schema', async () => {
    const { fetch } = fakeFetch({ success: true, value: { name: 42 } });
    const result = await callResult(getThing, { id: '1' }, { ...base, fetch });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('UNKNOWN');
  });

  it('rejects an answer that is not an envelope at all', async () => {
    const { fetch } = fakeFetch('<html>proxy error</html>', 502);
    const result = await callResult(getThing, { id: '1' }, { ...base, fetch });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('UNKNOWN');
  });

  it('turns a network failure into NETWORK', async () => {
    const fetch = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof globalThis.fetch;
    const result = await callResult(getThing, { id: '1' }, { ...base, fetch });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('NETWORK');
  });

  it('refuses invalid input before anything is sent', async () => {
    const { fetch, seen } = fakeFetch({ success: true, value: { name: 'ok' } });
    // @ts-expect-error: the id must be a string
    const result = await callResult(getThing, { id: 1 }, { ...base, fetch });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('BAD_REQUEST');
    expect(seen).toHaveLength(0);
  });

  it('lets the beforeSend hook change headers before sending', async () => {
    const { fetch, seen } = fakeFetch({ success: true, value: { name: 'ok' } });
    await call(
      getThing,
      { id: '1' },
      {
        ...base,
        fetch,
        beforeSend: (outgoing) => {
          outgoing.headers.Token = 'abc';
        },
      },
    );
    expect(seen[0]?.headers.get('Token')).toBe('abc');
  });
});
