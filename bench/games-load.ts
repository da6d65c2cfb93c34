// The load generator of bench:games (forked by bench/games.ts; the shared machinery is
// bench/targets.ts). Each unit is one round:
// a signed bet, then a signed win of the same round, over real HTTP. Against the bare
// handler the same two signed requests go to a route that answers at once.
import { createHmac } from 'node:crypto';
import { seamlessPath } from '../contract/vendor/seamless.ts';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, VENDOR_HEADER } from '../contract/vendor/signing.ts';
import { measure, send, serveJob, type LoadResult } from './targets.ts';

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

export type GameLoadResult = LoadResult;

/** One signed request (HMAC-SHA256 over `ts.body`, as signing.ts defines); answers its status. */
async function signed(job: GameLoadJob, event: 'bet' | 'win', body: unknown): Promise<string> {
  const text = JSON.stringify(body);
  const path = job.target === 'bare' ? `/bare/${event}` : seamlessPath(job.vendor, event);
  const now = Date.now();
  const headers = {
    'content-type': 'application/json',
    [VENDOR_HEADER]: job.vendor,
    [TIMESTAMP_HEADER]: String(now),
    [SIGNATURE_HEADER]: createHmac('sha256', job.secret).update(`${now}.${text}`).digest('hex'),
  };
  const answer = await send(
    job.base,
    { method: 'POST', path, headers, body: text },
    job.concurrency,
  );
  try {
    const parsed = JSON.parse(answer.text) as { status?: string };
    return parsed.status ?? `HTTP ${answer.status}`;
  } catch {
    return `HTTP ${answer.status}`;
  }
}

function run(job: GameLoadJob): Promise<GameLoadResult> {
  return measure(job.rounds, job.concurrency, async (i) => {
    const p = job.players[i % job.players.length];
    if (!p) throw new Error('No players to bet with.');
    const round = `${job.tag}-r${i}`;
    const base = { ...p, roundId: round, gameCode: job.gameCode };
    const bet = await signed(job, 'bet', { ...base, transactionId: `${round}-b`, amount: 10 });
    const win = await signed(job, 'win', {
      ...base,
      transactionId: `${round}-w`,
      amount: i % 3 === 0 ? 25 : 0,
    });
    return [bet, win].filter((status) => status !== 'OK');
  });
}

serveJob(run);
