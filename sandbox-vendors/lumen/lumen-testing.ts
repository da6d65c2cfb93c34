import { checkSignature } from '../../contract/vendor/signing.ts';
import type { ManualScheduler } from './tables/manual-scheduler-testing.ts';

/** Test helpers for the vendor tests: a fake seamless platform and an SSE reader. */

export interface PlatformCall {
  event: string;
  body: Record<string, unknown>;
}

/** The platform's seamless side, just enough: checks every signature, keeps balances. */
export function fakePlatform(secret: string, scheduler: ManualScheduler) {
  const calls: PlatformCall[] = [];
  const balances = new Map<string, number>();
  let signatureFailures = 0;
  const fetch = async (request: Request): Promise<Response> => {
    const raw = await request.text();
    const check = await checkSignature(
      secret,
      raw,
      (name) => request.headers.get(name) ?? undefined,
      scheduler.now(),
    );
    if (check !== 'OK') {
      signatureFailures += 1;
      return Response.json(
        { status: check, balance: null, currency: null, platformTransactionId: null },
        { status: 401 },
      );
    }
    const event = new URL(request.url).pathname.split('/').pop() ?? '';
    const body = JSON.parse(raw) as Record<string, unknown>;
    calls.push({ event, body });
    const player = String(body['player']);
    let balance = balances.get(player) ?? 1_000_000;
    if (event === 'bet') balance -= Number(body['amount']);
    if (event === 'win') balance += Number(body['amount']);
    balances.set(player, balance);
    return Response.json({
      status: 'OK',
      balance,
      currency: 'USD',
      platformTransactionId: `p${calls.length}`,
    });
  };
  return { calls, fetch, failures: () => signatureFailures };
}

/** Reads SSE events off a stream until `until` accepts one. */
export async function readEvents(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  until: (view: Record<string, unknown>) => boolean,
) {
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new Error('The stream ended.');
    buffer += decoder.decode(value);
    let end;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = block.split('\n').find((line) => line.startsWith('data: '));
      if (!data) continue;
      const view = JSON.parse(data.slice(6)) as Record<string, unknown>;
      if (until(view)) return view;
    }
  }
}
