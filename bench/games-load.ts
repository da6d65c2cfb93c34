// The load generator of bench:games (forked by bench/games.ts), a process of its own so the
// load does not share the event loop of the server it measures. Each unit is one round:
// a signed bet, then a signed win of the same round, over real HTTP. Against the bare
// handler the same two signed requests go to a route that answers at once.
import { createHmac } from 'node:crypto';
import { Agent, request } from 'node:http';
import { seamlessPath } from '../contract/vendor/seamless.ts';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, VENDOR_HEADER } from '../contract/vendor/signing.ts';

export interface GameLoadJob {
  base: string;
  /** 'bare' sends the same requests to /bare/bet and /bare/win. */
  target: 'bare' | 'seamless';
  vendor: string;
  secret: string;
  gameCode: string;
  players: { player: string; sessionToken: string; currency: string }[];
  rounds: number;
  concurrency: number;
  /** Makes transaction and round ids unique across runs on one database. */
  tag: string;
}

export interface GameLoadResult {
  perSecond: number;
  p50: number;
  p99: number;
  failed: number;
  codes: Record<string, number>;
}

// node:http with a keep-alive agent and node:crypto's HMAC rather than fetch and WebCrypto:
// measured here, fetch with a WebCrypto key imported per request held the bare handler to
// ~1,300 requests/s while this client reaches ~5,000, so the figure is the server's, not the
// load generator's. The signature is the one signing.ts defines: HMAC-SHA256 over `ts.body`.
let agent: Agent | undefined;

function send(job: GameLoadJob, event: 'bet' | 'win', body: unknown): Promise<string> {
  const text = JSON.stringify(body);
  const path = job.target === 'bare' ? `/bare/${event}` : seamlessPath(job.vendor, event);
  const now = Date.now();
  const headers = {
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(text)),
    [VENDOR_HEADER]: job.vendor,
    [TIMESTAMP_HEADER]: String(now),
    [SIGNATURE_HEADER]: createHmac('sha256', job.secret).update(`${now}.${text}`).digest('hex'),
  };
  agent ??= new Agent({ keepAlive: true, maxSockets: job.concurrency });
  return new Promise((resolve, reject) => {
    const sent = request(`${job.base}${path}`, { method: 'POST', headers, agent }, (response) => {
      let answer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (answer += chunk));
      response.on('end', () => {
        try {
          const parsed = JSON.parse(answer) as { status?: string };
          resolve(parsed.status ?? `HTTP ${response.statusCode}`);
        } catch {
          resolve(`HTTP ${response.statusCode}`);
        }
      });
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.end(text);
  });
}

async function run(job: GameLoadJob): Promise<GameLoadResult> {
  const latencies: number[] = [];
  const codes: Record<string, number> = {};
  let failed = 0;
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: job.concurrency }, async () => {
      while (next < job.rounds) {
        const i = next++;
        const p = job.players[i % job.players.length];
        if (!p) throw new Error('No players to bet with.');
        const round = `${job.tag}-r${i}`;
        const base = { ...p, roundId: round, gameCode: job.gameCode };
        const began = performance.now();
        const bet = await send(job, 'bet', { ...base, transactionId: `${round}-b`, amount: 10 });
        const win = await send(job, 'win', {
          ...base,
          transactionId: `${round}-w`,
          amount: i % 3 === 0 ? 25 : 0,
        });
        latencies.push(performance.now() - began);
        for (const status of [bet, win]) {
          if (status === 'OK') continue;
          failed += 1;
          codes[status] = (codes[status] ?? 0) + 1;
        }
      }
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { perSecond: job.rounds / seconds, p50: at(0.5), p99: at(0.99), failed, codes };
}

process.once('message', (job) => {
  void run(job as GameLoadJob).then((result) => {
    process.send?.(result, () => process.disconnect());
  });
});
