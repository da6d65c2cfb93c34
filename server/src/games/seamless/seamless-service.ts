import * as v from 'valibot';
import { VENDOR_HEADER } from '../../../../contract/vendor/signing.ts';
import {
  SEAMLESS_EVENTS,
  SEAMLESS_REQUESTS,
  type SeamlessAnswer,
  type SeamlessEvent,
} from '../../../../contract/vendor/seamless.ts';
import type { Database, Queryable } from '../../db/database.ts';
import type { VendorDirectory } from '../vendor-directory.ts';
import { answer, readPlayer, SeamlessRefusal } from './seamless-context.ts';
import { DEMO_ROLE } from '../../../../contract/roles.ts';
import { placeBet } from './seamless-bet.ts';
import { fastLaneOf } from './fast-lane.ts';
import { fastEventOf } from './seamless-fast.ts';
import { payWin } from './seamless-win.ts';
import { checkVendorSignature } from './signature-check.ts';
import { rollBack } from './seamless-rollback.ts';

/**
 * The platform side of the seamless wallet (contract/vendor/seamless.ts). How its rules are
 * kept here:
 * - Idempotency: each money event first inserts its (vendor, transaction id) row into
 *   seamless_transactions, inside the event's one database transaction; a duplicate racing
 *   it waits on the primary key and then reads the first answer (same request hash) or
 *   answers DUPLICATE_MISMATCH. The answer stored is the one given, refusals included when
 *   they are final for that id: INSUFFICIENT_FUNDS, SESSION_EXPIRED, ROUND_SETTLED,
 *   BET_ROLLED_BACK (industry practice: a transaction id has one fate, so a bet refused for
 *   funds never goes through later as a stray retry the vendor already wrote off).
 *   Refusals about the request itself (BAD_REQUEST, PLAYER_NOT_FOUND, SESSION_INVALID,
 *   CURRENCY_MISMATCH, GAME_NOT_FOUND, BET_NOT_FOUND) and ROUND_NOT_FOUND (the bet may still
 *   be on its way) are not stored: they write nothing and a corrected retry runs afresh.
 * - A rollback of a bet never seen takes the bet's transaction id with a VOID row, so the
 *   bet, arriving later or racing it, meets that row and is refused (BET_ROLLED_BACK).
 * - Rounds are per member: a win settles the member's open bets of its round (the whole
 *   payout on the first of them), wins of 0 move nothing, a round closed takes no bet, win
 *   or rollback (ROUND_SETTLED).
 * - Bets need an unexpired game session of that member and vendor; wins, rollbacks and
 *   balance calls need only a session naming that member (it may have expired).
 * - The player id (player-id.ts) names the merchant; the currency must be the merchant's.
 * - A bet or win that simply goes through is written by a batch statement (fast-lane.ts,
 *   seamless-fast.ts), with others that arrived meanwhile; anything else
 *   takes the full path in one transaction, which alone decides every refusal.
 * - Money moves through the ledger's game path (ledger.ts gameMoveCtes): MAIN against GAMES,
 *   kind BET / PAYOUT / BET_REFUND, reference B<bet id>, counterparty the vendor.
 */

export interface SeamlessCall {
  db: Database;
  directory: VendorDirectory;
  now: () => number;
  vendor: string;
  event: string;
  body: string;
  header: (name: string) => string | undefined;
}

export interface SeamlessOutcome {
  httpStatus: 200 | 401 | 404;
  answer: SeamlessAnswer;
}

const isEvent = (event: string): event is SeamlessEvent =>
  (SEAMLESS_EVENTS as readonly string[]).includes(event);

/** PostgreSQL's deadlock and serialization failures: the transaction may simply run again. */
function retryable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '40P01' || code === '40001';
}

async function moneyEvent(
  db: Database,
  run: (tx: Queryable) => Promise<SeamlessAnswer>,
): Promise<SeamlessAnswer> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(run);
    } catch (error: unknown) {
      if (error instanceof SeamlessRefusal) return error.answer;
      if (attempt >= 3 || !retryable(error)) throw error;
    }
  }
}

/** One seamless call, from the raw request to its answer. */
export async function handleSeamless(call: SeamlessCall): Promise<SeamlessOutcome> {
  const connection = call.directory.get(call.vendor);
  if (!connection || connection.protocol !== 'SEAMLESS') {
    return { httpStatus: 404, answer: answer('UNKNOWN_VENDOR') };
  }
  const event = call.event;
  if (!isEvent(event)) return { httpStatus: 404, answer: answer('BAD_REQUEST') };
  const signature = checkVendorSignature(connection.secret, call.body, call.header, call.now());
  if (signature !== 'OK' || call.header(VENDOR_HEADER) !== connection.code) {
    const status = signature === 'OK' ? 'INVALID_SIGNATURE' : signature;
    return { httpStatus: 401, answer: answer(status) };
  }
  let json: unknown;
  try {
    json = JSON.parse(call.body);
  } catch {
    return { httpStatus: 200, answer: answer('BAD_REQUEST', null, null, null) };
  }
  const now = call.now();
  const vendor = connection.code;
  const ok = (output: SeamlessAnswer): SeamlessOutcome => ({ httpStatus: 200, answer: output });
  const bad = (issues: v.BaseIssue<unknown>[]): SeamlessOutcome =>
    ok({ ...answer('BAD_REQUEST'), message: v.summarize(issues as [v.BaseIssue<unknown>]) });
  switch (event) {
    case 'balance': {
      const parsed = v.safeParse(SEAMLESS_REQUESTS.balance, json);
      if (!parsed.success) return bad(parsed.issues);
      try {
        const player = await readPlayer(call.db, parsed.output, vendor, now);
        return ok(answer('OK', player.balance, player.currency));
      } catch (error: unknown) {
        if (error instanceof SeamlessRefusal) return ok(error.answer);
        throw error;
      }
    }
    case 'bet': {
      const parsed = v.safeParse(SEAMLESS_REQUESTS.bet, json);
      if (!parsed.success) return bad(parsed.issues);
      const event = parsed.output.roundClosed ? null : fastEventOf('bet', parsed.output, now);
      // A bet that closes its round takes the full path (it settles the round's other bets).
      const fast = event && (await fastLaneOf(call.db, vendor, DEMO_ROLE).submit('bet', event));
      return ok(
        fast ?? (await moneyEvent(call.db, (tx) => placeBet(tx, vendor, parsed.output, now))),
      );
    }
    case 'win': {
      const parsed = v.safeParse(SEAMLESS_REQUESTS.win, json);
      if (!parsed.success) return bad(parsed.issues);
      const event = fastEventOf('win', parsed.output, now);
      const fast = event && (await fastLaneOf(call.db, vendor, DEMO_ROLE).submit('win', event));
      return ok(
        fast ?? (await moneyEvent(call.db, (tx) => payWin(tx, vendor, parsed.output, now))),
      );
    }
    case 'rollback': {
      const parsed = v.safeParse(SEAMLESS_REQUESTS.rollback, json);
      if (!parsed.success) return bad(parsed.issues);
      return ok(await moneyEvent(call.db, (tx) => rollBack(tx, vendor, parsed.output, now)));
    }
  }
}
