import { createHash } from 'node:crypto';
import type { SeamlessAnswer, SeamlessStatus } from '../../../../contract/vendor/seamless.ts';
import { DEMO_ROLE } from '../../../../contract/roles.ts';
import type { Queryable } from '../../db/database.ts';
import { gameTokenHash, parsePlayerId } from './player-id.ts';

/**
 * What every money event of the seamless protocol shares (seamless-service.ts tells the rules):
 * claiming the transaction id, reading who is playing, and the answers.
 */

/** A refusal that must leave nothing behind: thrown inside the transaction to roll it back. */
export class SeamlessRefusal extends Error {
  constructor(readonly answer: SeamlessAnswer) {
    super(answer.status);
    this.name = 'SeamlessRefusal';
  }
}

export function answer(
  status: SeamlessStatus,
  balance: number | null = null,
  currency: string | null = null,
  platformTransactionId: string | null = null,
): SeamlessAnswer {
  return { status, balance, currency, platformTransactionId };
}

/** Canonical JSON (keys sorted, undefined left out), so equal requests hash equal. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function requestHash(event: string, request: unknown): string {
  return createHash('sha256').update(canonical({ event, request })).digest('base64url');
}

/** The claim of one transaction id: written first, so a duplicate waits for it. */
export interface Claim {
  vendor: string;
  transactionId: string;
  kind: 'BET' | 'WIN' | 'ROLLBACK';
  hash: string;
  refTransaction: string | null;
  round: string;
}

/** Who the call is about, as the database knows it. */
export interface Player {
  merchantId: number;
  memberId: number;
  demo: boolean;
  currency: string;
  /** The member's MAIN account (null before its first movement) and its balance. */
  accountId: number | null;
  balance: number;
  sessionExpired: boolean;
}

interface ContextRow {
  claimed: number;
  session_member: number | null;
  session_vendor: string | null;
  session_expired: boolean | null;
  member_id: number | null;
  role: number | null;
  currency_code: string | null;
  account_id: number | null;
  balance: number | null;
}

export interface Identity {
  sessionToken: string;
  player: string;
  currency: string;
}

/** The player's columns, its session's token hash being $first (then member, merchant, now). */
const playerColumns = (first: number) => `gs.member_id as session_member,
  gs.vendor as session_vendor, gs.expires_at <= $${first + 3}::timestamptz as session_expired,
  m.id as member_id, m.role, mer.currency_code, a.id as account_id, a.balance`;

const playerJoins = (first: number) => `from (select 1) one
  left join game_sessions gs on gs.token_hash = $${first}
  left join members m on m.id = $${first + 1} and m.merchant_id = $${first + 2}
  left join merchants mer on mer.id = m.merchant_id
  left join ledger_accounts a on a.member_id = m.id and a.kind = 'MAIN' and a.vendor = ''`;

/** The player of a balance call (which claims nothing). */
export async function readPlayer(
  db: Queryable,
  identity: Identity,
  vendor: string,
  now: number,
): Promise<Player> {
  const ids = parsePlayerId(identity.player);
  const [row] = await db.query<ContextRow>(
    `select 1 as claimed, ${playerColumns(1)} ${playerJoins(1)}`,
    [
      gameTokenHash(identity.sessionToken),
      ids?.memberId ?? 0,
      ids?.merchantId ?? 0,
      new Date(now).toISOString(),
    ],
  );
  if (!row) throw new Error('The seamless player query answered no row.');
  return playerOf(row, ids, vendor, identity);
}

/**
 * Claims `claim` (insert-first: a racing duplicate waits on the primary key until this
 * transaction ends) and reads the player in the same statement; `extra` adds event-specific
 * CTEs and columns whose parameters start at $11. Answers the row, with `claimed` 0 when the
 * transaction id was already taken.
 */
export async function claimAndRead<R extends object>(
  tx: Queryable,
  claim: Claim,
  identity: Identity,
  now: number,
  extra: { ctes?: string; columns?: string; params?: readonly unknown[] } = {},
): Promise<{ row: ContextRow & R; ids: { merchantId: number; memberId: number } | null }> {
  const ids = parsePlayerId(identity.player);
  const [row] = await tx.query<ContextRow & R>(
    `with claim as (
       insert into seamless_transactions
         (vendor, transaction_id, kind, request_hash, ref_transaction, round_ref, answer)
       values ($1, $2, $3, $4, $5, $6, '{}'::jsonb)
       on conflict do nothing returning 1)${extra.ctes ? `, ${extra.ctes}` : ''}
     select (select count(*) from claim)::int as claimed, ${playerColumns(7)}
            ${extra.columns ? `, ${extra.columns}` : ''}
       ${playerJoins(7)}`,
    [
      claim.vendor,
      claim.transactionId,
      claim.kind,
      claim.hash,
      claim.refTransaction,
      claim.round,
      gameTokenHash(identity.sessionToken),
      ids?.memberId ?? 0,
      ids?.merchantId ?? 0,
      new Date(now).toISOString(),
      ...(extra.params ?? []),
    ],
  );
  if (!row) throw new Error('The seamless context query answered no row.');
  return { row, ids };
}

/**
 * The player of a context row, or the refusal that leaves nothing behind: an unknown player,
 * a session of someone else or another vendor, another currency. Expiry is the caller's call.
 */
export function playerOf(
  row: ContextRow,
  ids: { merchantId: number } | null,
  vendor: string,
  identity: Identity,
): Player {
  if (!ids || row.member_id === null || row.currency_code === null) {
    throw new SeamlessRefusal(answer('PLAYER_NOT_FOUND'));
  }
  const balance = row.balance ?? 0;
  if (row.session_member !== row.member_id || row.session_vendor !== vendor) {
    throw new SeamlessRefusal(answer('SESSION_INVALID', balance, row.currency_code));
  }
  if (identity.currency !== row.currency_code) {
    throw new SeamlessRefusal(answer('CURRENCY_MISMATCH', balance, row.currency_code));
  }
  return {
    merchantId: ids.merchantId,
    memberId: row.member_id,
    demo: row.role === DEMO_ROLE,
    currency: row.currency_code,
    accountId: row.account_id,
    balance,
    sessionExpired: row.session_expired === true,
  };
}

/**
 * The answer to a transaction id already taken: its first answer when the request is the same,
 * BET_ROLLED_BACK for a bet whose rollback came first, else DUPLICATE_MISMATCH.
 */
export async function replay(
  tx: Queryable,
  claim: Claim,
  balance: number | null,
  currency: string | null,
): Promise<SeamlessAnswer> {
  const [first] = await tx.query<{ kind: string; request_hash: string; answer: SeamlessAnswer }>(
    `select kind, request_hash, answer from seamless_transactions
      where vendor = $1 and transaction_id = $2`,
    [claim.vendor, claim.transactionId],
  );
  if (first?.kind === VOID && claim.kind === 'BET') {
    return answer('BET_ROLLED_BACK', balance, currency);
  }
  if (first && first.request_hash === claim.hash) return first.answer;
  return answer('DUPLICATE_MISMATCH', balance, currency);
}

/** The kind of the row a rollback leaves under the id of a bet it never saw. */
export const VOID = 'VOID';

/** Stores the answer of a claimed transaction id (refusals that are final, and OKs). */
export async function storeAnswer(
  tx: Queryable,
  claim: Claim,
  stored: SeamlessAnswer,
): Promise<SeamlessAnswer> {
  await tx.query(
    `update seamless_transactions set answer = $3::jsonb
      where vendor = $1 and transaction_id = $2`,
    [claim.vendor, claim.transactionId, JSON.stringify(stored)],
  );
  return stored;
}

/**
 * The proof link a vendor sent, kept only when it is http(s): the schema's url check lets
 * `javascript:` through, and the betting record, the agent centre and the back office link it.
 */
export function safeProofUrl(url: string | undefined): string | null {
  return url !== undefined && /^https?:\/\//i.test(url) ? url : null;
}
