import * as v from 'valibot';
import {
  SEAMLESS_REQUESTS,
  type SeamlessAnswer,
  type SeamlessEvent,
} from '../../../contract/vendor/seamless.ts';
import { checkSignature, signedHeaders } from '../../../contract/vendor/signing.ts';

/**
 * A small stand-in for the platform's seamless wallet in tests: it verifies every signature,
 * parses the body with the protocol's schemas, keeps one balance per player and answers a
 * repeated transaction id with its first answer, like the real one must.
 */
export interface FakeCall {
  event: SeamlessEvent;
  body: Record<string, unknown>;
}

export function fakePlatform(secret: string, balances: Record<string, number>) {
  const calls: FakeCall[] = [];
  const answers = new Map<string, SeamlessAnswer>();
  const answer = (status: SeamlessAnswer['status'], balance: number | null): SeamlessAnswer => ({
    status,
    balance,
    currency: 'USD',
    platformTransactionId: status === 'OK' ? `P${calls.length}` : null,
  });
  const fetch = async (request: Request): Promise<Response> => {
    const text = await request.text();
    const check = await checkSignature(
      secret,
      text,
      (name) => request.headers.get(name) ?? undefined,
      Date.now(),
    );
    if (check !== 'OK') return Response.json(answer(check, null), { status: 401 });
    const event = new URL(request.url).pathname.split('/').pop() as SeamlessEvent;
    const parsed = v.safeParse(SEAMLESS_REQUESTS[event], JSON.parse(text));
    if (!parsed.success) return Response.json(answer('BAD_REQUEST', null));
    const body = parsed.output as Record<string, unknown> & { player: string };
    calls.push({ event, body });
    const id = typeof body['transactionId'] === 'string' ? body['transactionId'] : null;
    const known = id ? answers.get(id) : undefined;
    if (known) return Response.json(known);
    const balance = balances[body.player] ?? 0;
    const amount = Number(body['amount'] ?? 0);
    let result: SeamlessAnswer;
    if (event === 'bet' && amount > balance) result = answer('INSUFFICIENT_FUNDS', balance);
    else {
      balances[body.player] =
        event === 'bet' ? balance - amount : event === 'win' ? balance + amount : balance;
      result = answer('OK', balances[body.player] ?? 0);
    }
    if (id) answers.set(id, result);
    return Response.json(result);
  };
  return { fetch, calls, balances };
}

/** A signed POST from the platform to the vendor API. */
export async function platformCall(
  vendor: { fetch: (request: Request) => Promise<Response> },
  code: string,
  secret: string,
  url: string,
  body: unknown,
): Promise<Response> {
  const text = JSON.stringify(body);
  return vendor.fetch(
    new Request(url, {
      method: 'POST',
      headers: await signedHeaders(code, secret, text),
      body: text,
    }),
  );
}
