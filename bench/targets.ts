// The load generator the HTTP benches share: a process of its own (forked by the bench) so the
// load does not share the event loop of the server it measures, sending over node:http with
// a keep-alive agent, `concurrency` requests in flight, and answering requests (or units of
// several requests) per second with latency percentiles. bench/games-load.ts plays seamless
// rounds with it; bench/http-load.ts sends plain API calls for bench/api.ts.
import { fork } from 'node:child_process';
import { Agent, request } from 'node:http';

export interface LoadResult {
  perSecond: number;
  p50: number;
  p99: number;
  failed: number;
  /** How many answers of each failing status (envelope code or `HTTP <status>`). */
  codes: Record<string, number>;
}

/** One HTTP request as the load process sends it. */
export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

// node:http with a keep-alive agent rather than fetch: measured here, fetch held a bare Hono
// handler to ~1,200 requests/s while this client reaches several times that, so the figure
// is the server's, not the load generator's.
let agent: Agent | undefined;

/** Sends one request; answers the status code and the body as text. */
export function send(
  base: string,
  sent: LoadRequest,
  concurrency: number,
): Promise<{ status: number; text: string }> {
  agent ??= new Agent({ keepAlive: true, maxSockets: concurrency });
  const headers = { ...sent.headers };
  if (sent.body !== undefined) headers['content-length'] = String(Buffer.byteLength(sent.body));
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}${sent.path}`,
      { method: sent.method, headers, agent },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        response.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(sent.body);
  });
}

/**
 * Runs `count` units, `concurrency` at a time; a unit answers the failure codes of its
 * requests (an empty list when all went well). Latency is per unit.
 */
export async function measure(
  count: number,
  concurrency: number,
  unit: (i: number) => Promise<string[]>,
): Promise<LoadResult> {
  const latencies: number[] = [];
  const codes: Record<string, number> = {};
  let failed = 0;
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        const began = performance.now();
        // A refused or reset connection is the server's failure to count, not the bench's end.
        const failures = await unit(i).catch((error: unknown) => [
          `${(error as { code?: string }).code ?? String(error)}`,
        ]);
        latencies.push(performance.now() - began);
        failed += failures.length;
        for (const code of failures) codes[code] = (codes[code] ?? 0) + 1;
      }
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { perSecond: count / seconds, p50: at(0.5), p99: at(0.99), failed, codes };
}

/** Runs one job in a forked load process (`script`, next to this file) and answers its result. */
export function inChild<Job, Result>(script: URL, job: Job): Promise<Result> {
  const child = fork(script);
  return new Promise<Result>((resolve, reject) => {
    child.once('message', (message) => resolve(message as Result));
    child.once('exit', (code) => reject(new Error(`The load process ended (${code}).`)));
    child.send(job as object);
  }).finally(() => child.kill());
}

/** In a forked load process: runs the one job the bench sends and answers its result. */
export function serveJob<Job, Result>(run: (job: Job) => Promise<Result>): void {
  process.once('message', (job) => {
    void run(job as Job).then((result) => {
      process.send?.(result, () => process.disconnect());
    });
  });
}
