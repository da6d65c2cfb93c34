import { describe, expect, it } from 'vitest';
import { createClient, endpointUrl, type AnsweredCall } from './client.ts';
import { getThing } from './testing/thing-endpoint.ts';
import { PlatformError } from './errors.ts';

function answering(answer: unknown, status = 200) {
  const urls: string[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    urls.push(String(input));
    return new Response(JSON.stringify(answer), { status });
  }) as typeof globalThis.fetch;
  return { fetch, urls };
}

describe('the platform client', () => {
  it('joins the API base and the path, with the query of a GET and no empty values', async () => {
    const { fetch, urls } = answering({ success: true, value: { name: 'ok' } });
    const client = createClient({ apiBase: 'http://api.test:8080/', merchant: 'M1', fetch });
    await client.call(getThing, { id: 'a b' });
    expect(urls).toEqual(['http://api.test:8080/wps/thing?id=a+b']);
  });

  it('lets afterAnswer see every answer, a failure with its code and status included', async () => {
    const seen: AnsweredCall[] = [];
    const { fetch } = answering({ success: false, code: 'NOT_LOGGED_IN', message: 'x' }, 401);
    const client = createClient({
      apiBase: '',
      merchant: 'M1',
      fetch,
      afterAnswer: (answer) => void seen.push(answer),
    });
    await expect(client.call(getThing, { id: '1' })).rejects.toBeInstanceOf(PlatformError);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.status).toBe(401);
    expect(seen[0]?.result.ok === false && seen[0].result.error.code).toBe('NOT_LOGGED_IN');
  });

  it('turns an answer that takes longer than the timeout into SLOW_NETWORK', async () => {
    const fetch = ((_: unknown, init?: RequestInit) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new Error('aborted')));
      })) as typeof globalThis.fetch;
    const client = createClient({ apiBase: '', merchant: 'M1', fetch, timeout: 5 });
    const error = await client.call(getThing, { id: '1' }).catch((e: unknown) => e);
    expect((error as PlatformError).code).toBe('SLOW_NETWORK');
    expect((error as PlatformError).status).toBe(0);
  });

  it('writes repeated query keys for arrays and leaves a path alone when nothing is asked', () => {
    expect(endpointUrl('', '/wps/x', { ids: [1, 2], none: undefined })).toBe('/wps/x?ids=1&ids=2');
    expect(endpointUrl('', '/wps/x', {})).toBe('/wps/x');
  });
});
