// bench:api's fund-password load: members with a fund password, and a second process
// (fund-transfer-load.ts) that has them send money to their upline while bench/api.ts
// measures reads.
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { setFundPassword } from '../server/src/account/security.ts';
import type { Database } from '../server/src/db/database.ts';
import { insertMember } from '../server/src/member/member-store.ts';
import { hashPassword } from '../server/src/member/password.ts';
import type { Merchant } from '../server/src/merchant/merchant-store.ts';
import { startSession } from '../server/src/session/start-session.ts';
import { fundFromHouse } from '../server/testing/house-credit.ts';
import type { FundTransferJob, FundTransferResult } from './fund-transfer-load.ts';

export const FUND_MEMBERS = Number(process.env.BENCH_FUND_MEMBERS ?? 10);
export const FUND_PIN = '246810';
const FUND_LOGIN = 'Bench1234';
const FUNDS = 1_000_000_000;

/** The first message of `child` that `accept` takes. */
function nextMessage<T>(child: ChildProcess, accept: (message: unknown) => boolean): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: unknown) => {
      if (!accept(message)) return;
      child.off('message', onMessage);
      resolve(message as T);
    };
    child.on('message', onMessage);
    child.once('exit', (code) => reject(new Error(`The load process ended (${code}).`)));
  });
}

/**
 * FUND_MEMBERS members under one agent, each with a fund password set the way a member sets
 * it (so the code under test decides how it is stored), money and a session.
 */
export async function fundMembers(db: Database, merchant: Merchant): Promise<string[]> {
  const passwordHash = await hashPassword(FUND_LOGIN);
  const tag = randomBytes(3).toString('hex');
  const agent = await insertMember(db, {
    merchantId: merchant.id,
    account: `agent${tag}`,
    nickname: `agent${tag}`,
    passwordHash: null,
    role: 1,
  });
  const tokens: string[] = [];
  for (let i = 0; i < FUND_MEMBERS; i++) {
    const account = `fund${tag}${i}`;
    const member = await insertMember(db, {
      merchantId: merchant.id,
      account,
      nickname: account,
      passwordHash,
      role: 0,
      uplineId: agent.id,
    });
    await setFundPassword(db, member, FUND_LOGIN, FUND_PIN);
    await fundFromHouse(db, merchant.id, member.id, FUNDS);
    const session = await db.transaction((tx) =>
      startSession(tx, member, merchant, '127.0.0.1', 'password'),
    );
    tokens.push(session.token);
  }
  return tokens;
}

/** Runs `measure` while the second process makes fund-password transfers; answers both. */
export async function besideFundTransfers<T>(
  job: FundTransferJob,
  measure: () => Promise<T>,
): Promise<{ measured: T; transfers: FundTransferResult }> {
  const child = fork(new URL('./fund-transfer-load.ts', import.meta.url));
  try {
    const running = nextMessage(child, (message) => message === 'running');
    child.send(job);
    await running;
    const measured = await measure();
    const done = nextMessage<FundTransferResult>(child, (m) => typeof m === 'object');
    child.send('stop');
    return { measured, transfers: await done };
  } finally {
    child.kill();
  }
}

// bench/api.ts funds its members the same way.
export { fundFromHouse };
