/**
 * A fake `fetch` answering platform envelopes by path, for component tests that go through
 * the real `call()`. Never imported by the shipped runtime.
 */
export type Answer =
  | { success: true; value: unknown }
  | { success: false; code: string; message: string; value?: unknown };

export type Handler = (body: unknown, url: URL) => Answer | Promise<Answer>;

export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}

export function fakePlatform(routes: Record<string, Handler>) {
  const calls: FakeCall[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input), 'http://site.test'), init);
    const url = new URL(request.url);
    // Form-encoded calls (forgotPassword) send URLSearchParams; the rest JSON.
    const body: unknown =
      init?.body instanceof URLSearchParams
        ? Object.fromEntries(init.body)
        : init?.body
          ? JSON.parse(String(init.body))
          : undefined;
    calls.push({ method: request.method, path: url.pathname, body, headers: request.headers });
    const handler = routes[`${request.method} ${url.pathname}`];
    const answer: Answer = handler
      ? await handler(body, url)
      : { success: false, code: 'NOT_FOUND', message: 'Not found.' };
    return new Response(JSON.stringify(answer), {
      status: answer.success ? 200 : 400,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

export const ok = (value: unknown): Answer => ({ success: true, value });
export const fail = (code: string, value?: unknown): Answer => ({
  success: false,
  code,
  message: code,
  value,
});
