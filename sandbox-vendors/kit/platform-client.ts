import * as v from 'valibot';
import {
  SeamlessAnswerSchema,
  seamlessPath,
  type SeamlessAnswer,
  type SeamlessEvent,
  type SeamlessRequest,
} from '../../contract/vendor/seamless.ts';
import { signedHeaders } from '../../contract/vendor/signing.ts';

/**
 * The vendor's side of the seamless wallet (contract/vendor/seamless.ts): signed calls to the
 * platform, with the industry's delivery rules:
 * - a bet is tried once; if no answer comes (timeout, network, garbage) the vendor cannot know
 *   whether the platform took the money, so it rolls that bet back and the round is void;
 * - a win and a rollback must eventually arrive: they are retried with the same transaction id
 *   (the platform answers a repeat with its first answer), first inline, then from a queue that
 *   a timer flushes until the platform answers.
 * Each try is signed anew, so a retry never fails on a stale timestamp.
 */

export class PlatformUnavailableError extends Error {
  constructor(
    readonly event: SeamlessEvent,
    message: string,
  ) {
    super(message);
    this.name = 'PlatformUnavailableError';
  }
}

export interface PlatformClientOptions {
  code: string;
  secret: string;
  baseUrl: string;
  fetch: (request: Request) => Promise<Response>;
  now?: () => number;
  timeoutMs?: number;
  /** Pauses between inline retries of a win or rollback. */
  retryDelaysMs?: readonly number[];
  /** How often queued wins and rollbacks are tried again; 0 = only by flush(). */
  flushEveryMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

type Delivery =
  | { event: 'win'; body: SeamlessRequest<'win'> }
  | { event: 'rollback'; body: SeamlessRequest<'rollback'> };

export interface PlatformClient {
  balance(body: SeamlessRequest<'balance'>): Promise<SeamlessAnswer>;
  /** Throws PlatformUnavailableError when the platform did not answer (the bet is then rolled back). */
  bet(body: SeamlessRequest<'bet'>): Promise<SeamlessAnswer>;
  /** The platform's answer, or null when it is queued for later delivery. */
  win(body: SeamlessRequest<'win'>): Promise<SeamlessAnswer | null>;
  rollback(body: SeamlessRequest<'rollback'>): Promise<SeamlessAnswer | null>;
  /** Wins and rollbacks still waiting for the platform. */
  pending(): number;
  /** Tries every queued delivery once more. */
  flush(): Promise<void>;
  close(): void;
}

const wait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export function createPlatformClient(options: PlatformClientOptions): PlatformClient {
  const now = options.now ?? Date.now;
  const delays = options.retryDelaysMs ?? [200, 1_000, 3_000];
  const sleep = options.sleep ?? wait;
  const queue = new Map<string, Delivery>();

  /** One signed POST; null when no usable answer came back. */
  async function send(event: SeamlessEvent, body: object): Promise<SeamlessAnswer | null> {
    const text = JSON.stringify(body);
    const headers = await signedHeaders(options.code, options.secret, text, now());
    const request = new Request(`${options.baseUrl}${seamlessPath(options.code, event)}`, {
      method: 'POST',
      headers,
      body: text,
      signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
    });
    try {
      const response = await options.fetch(request);
      if (response.status >= 500) return null;
      const parsed = v.safeParse(SeamlessAnswerSchema, await response.json());
      if (!parsed.success) return null;
      // Our clock drifted or the request sat in a queue: a fresh signature may pass.
      if (parsed.output.status === 'STALE_TIMESTAMP') return null;
      return parsed.output;
    } catch {
      return null;
    }
  }

  async function deliver(delivery: Delivery): Promise<SeamlessAnswer | null> {
    for (let attempt = 0; ; attempt++) {
      const answer = await send(delivery.event, delivery.body);
      if (answer) {
        queue.delete(delivery.body.transactionId);
        return answer;
      }
      const pause = delays[attempt];
      if (pause === undefined) break;
      await sleep(pause);
    }
    queue.set(delivery.body.transactionId, delivery);
    return null;
  }

  let flushing: Promise<void> | null = null;
  async function flush(): Promise<void> {
    if (flushing) return flushing;
    flushing = (async () => {
      for (const delivery of [...queue.values()]) {
        const answer = await send(delivery.event, delivery.body);
        if (answer) queue.delete(delivery.body.transactionId);
      }
    })().finally(() => {
      flushing = null;
    });
    return flushing;
  }

  const every = options.flushEveryMs ?? 15_000;
  const timer = every > 0 ? setInterval(() => void flush(), every) : null;
  timer?.unref();

  return {
    async balance(body) {
      const answer = await send('balance', body);
      if (!answer) throw new PlatformUnavailableError('balance', 'The platform did not answer.');
      return answer;
    },
    async bet(body) {
      const answer = await send('bet', body);
      if (answer) return answer;
      const rollback: SeamlessRequest<'rollback'> = {
        sessionToken: body.sessionToken,
        player: body.player,
        currency: body.currency,
        transactionId: `${body.transactionId}-rb`,
        roundId: body.roundId,
        gameCode: body.gameCode,
        referenceTransactionId: body.transactionId,
      };
      // Not awaited to the end: the player hears "try again" now; the refund keeps trying.
      void deliver({ event: 'rollback', body: rollback });
      throw new PlatformUnavailableError('bet', 'The platform did not answer the bet.');
    },
    win: (body) => deliver({ event: 'win', body }),
    rollback: (body) => deliver({ event: 'rollback', body }),
    pending: () => queue.size,
    flush,
    close() {
      if (timer) clearInterval(timer);
    },
  };
}
