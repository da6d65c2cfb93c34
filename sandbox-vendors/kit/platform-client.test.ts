import { describe, expect, it } from 'vitest';
import { checkSignature } from '../../contract/vendor/signing.ts';
import { createPlatformClient } from './platform-client.ts';

const who = { sessionToken: 'token-0123456789abcdef', player: 'p1', currency: 'USD' };
const round = { roundId: 'R-1', gameCode: 'tiny' };
const ok = (balance: number) =>
  new Response(
    JSON.stringify({ status: 'OK', balance, currency: 'USD', platformTransactionId: 'x' }),
  );

/** A fake platform that checks every signature and answers from a script of outcomes. */
function fakePlatform(script: ('ok' | 'down')[]) {
  const seen: { path: string; body: Record<string, unknown> }[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    const body = await request.text();
    const check = await checkSignature(
      's3cret',
      body,
      (name) => request.headers.get(name) ?? undefined,
      Date.now(),
    );
    if (check !== 'OK')
      return new Response(
        JSON.stringify({
          status: check,
          balance: null,
          currency: null,
          platformTransactionId: null,
        }),
        { status: 401 },
      );
    seen.push({
      path: new URL(request.url).pathname,
      body: JSON.parse(body) as Record<string, unknown>,
    });
    if ((script.shift() ?? 'ok') === 'down') throw new TypeError('fetch failed');
    return ok(500);
  };
  return { fetch, seen };
}

function client(fetch: (request: Request) => Promise<Response>) {
  return createPlatformClient({
    code: 'TEST',
    secret: 's3cret',
    baseUrl: 'http://platform.internal',
    fetch,
    retryDelaysMs: [0, 0],
    flushEveryMs: 0,
    sleep: () => Promise.resolve(),
  });
}

describe('the seamless platform client', () => {
  it('signs a bet to the seamless path of its vendor', async () => {
    const platform = fakePlatform(['ok']);
    const answer = await client(platform.fetch).bet({
      ...who,
      ...round,
      transactionId: 'R-1-bet',
      amount: 100,
    });
    expect(answer.status).toBe('OK');
    expect(platform.seen[0]?.path).toBe('/vendor/seamless/TEST/bet');
  });

  it('rolls back a bet the platform did not answer', async () => {
    const platform = fakePlatform(['down', 'ok']);
    const c = client(platform.fetch);
    await expect(
      c.bet({ ...who, ...round, transactionId: 'R-1-bet', amount: 100 }),
    ).rejects.toThrow('did not answer the bet');
    await expect.poll(() => platform.seen.length).toBe(2);
    expect(platform.seen[1]).toEqual({
      path: '/vendor/seamless/TEST/rollback',
      body: expect.objectContaining({
        referenceTransactionId: 'R-1-bet',
        transactionId: 'R-1-bet-rb',
      }),
    });
  });

  it('retries a win with the same transaction id until it arrives', async () => {
    const platform = fakePlatform(['down', 'down', 'ok']);
    const answer = await client(platform.fetch).win({
      ...who,
      ...round,
      transactionId: 'R-1-win',
      amount: 50,
    });
    expect(answer?.status).toBe('OK');
    expect(platform.seen.map((call) => call.body['transactionId'])).toEqual([
      'R-1-win',
      'R-1-win',
      'R-1-win',
    ]);
  });

  it('queues a win the platform keeps refusing to answer and delivers it on flush', async () => {
    const platform = fakePlatform(['down', 'down', 'down', 'ok']);
    const c = client(platform.fetch);
    expect(await c.win({ ...who, ...round, transactionId: 'R-1-win', amount: 50 })).toBeNull();
    expect(c.pending()).toBe(1);
    await c.flush();
    expect(c.pending()).toBe(0);
    expect(platform.seen).toHaveLength(4);
  });
});
