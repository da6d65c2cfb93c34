// The load generator of bench:api (forked by bench/api.ts; the machinery is bench/targets.ts):
// plain API calls over real HTTP, the job's requests taken in turn. A call succeeds when it
// answers the success envelope (the bare handler answers one too).
import { randomBytes } from 'node:crypto';
import { measure, send, serveJob, type LoadRequest, type LoadResult } from './targets.ts';

export interface HttpLoadJob {
  base: string;
  /** Sent in turn: request i is requests[i % length]. */
  requests: LoadRequest[];
  count: number;
  concurrency: number;
  /** Give each JSON body a fresh `idempotencyKey` (a new transfer per call). */
  freshKeys?: boolean;
}

function run(job: HttpLoadJob): Promise<LoadResult> {
  return measure(job.count, job.concurrency, async (i) => {
    const template = job.requests[i % job.requests.length];
    if (!template) throw new Error('No requests to send.');
    const sent =
      job.freshKeys && template.body !== undefined
        ? {
            ...template,
            body: JSON.stringify({
              ...(JSON.parse(template.body) as object),
              idempotencyKey: randomBytes(16).toString('base64url'),
            }),
          }
        : template;
    const answer = await send(job.base, sent, job.concurrency);
    try {
      const parsed = JSON.parse(answer.text) as { success?: boolean; code?: string };
      if (parsed.success === true) return [];
      return [parsed.code ?? `HTTP ${answer.status}`];
    } catch {
      return [`HTTP ${answer.status}`];
    }
  });
}

serveJob(run);
