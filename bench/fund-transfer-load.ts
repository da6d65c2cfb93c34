// The second load process of bench:api (forked by bench/api.ts): members sending money to
// their upline with their fund password, each one transfer after another, until the parent
// says stop. A process of its own, so the load it drives does not share the event loop of
// the process that measures reads.
import { randomBytes } from 'node:crypto';
import { encryptPayload } from '../contract/crypto.ts';

export interface FundTransferJob {
  base: string;
  merchantCode: string;
  publicKey: string;
  tokens: string[];
  fundPassword: string;
}

export interface FundTransferResult {
  ok: number;
  failed: number;
  perSecond: number;
  codes: Record<string, number>;
}

const PATH = '/wps/v2/transfer';

async function run(job: FundTransferJob): Promise<void> {
  let stop = false;
  process.on('message', (message) => {
    if (message === 'stop') stop = true;
  });
  let ok = 0;
  let failed = 0;
  let running = false;
  const codes: Record<string, number> = {};
  const start = performance.now();
  await Promise.all(
    job.tokens.map(async (token) => {
      while (!stop) {
        const sealed = await encryptPayload(
          job.publicKey,
          {
            direction: 'UPLINE',
            amount: 1,
            fundPassword: job.fundPassword,
            idempotencyKey: randomBytes(16).toString('base64url'),
          },
          { path: PATH },
        );
        const response = await fetch(`${job.base}${PATH}`, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${token}`,
            Merchant: job.merchantCode,
            'Content-Type': 'application/json',
          },
          body: JSON.stringify(sealed),
        });
        const answer = (await response.json()) as { success: boolean; code?: string };
        if (answer.success) ok += 1;
        else {
          failed += 1;
          const code = answer.code ?? String(response.status);
          codes[code] = (codes[code] ?? 0) + 1;
        }
        if (!running) {
          running = true;
          process.send?.('running');
        }
      }
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  const result: FundTransferResult = { ok, failed, perSecond: ok / seconds, codes };
  process.send?.(result, () => process.disconnect());
}

process.once('message', (job) => void run(job as FundTransferJob));
