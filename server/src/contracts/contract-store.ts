import type {
  Contract,
  ContractKind,
  ContractStatus,
  ContractTerms,
} from '../../../contract/agent-contracts.ts';
import type { Queryable } from '../db/database.ts';

/** A contract row with both parties' names (upline null: the house). */
export interface ContractRow {
  id: number;
  merchant_id: number;
  kind: ContractKind;
  status: ContractStatus;
  upline_id: number | null;
  downline_id: number;
  terms: ContractTerms;
  offered_at: string;
  signed_at: string | null;
  ended_at: string | null;
  termination_by: 'UPLINE' | 'DOWNLINE' | null;
  termination_requested_at: string | null;
  end_reason: string | null;
  settled_until: string | null;
  upline_account: string | null;
  upline_nickname: string | null;
  downline_account: string;
  downline_nickname: string;
}

/** `from …` with the parties joined, for selects of ContractRow (alias c). */
export const CONTRACT_FROM = `from agent_contracts c
  left join members u on u.id = c.upline_id
  join members d on d.id = c.downline_id`;

export const CONTRACT_COLUMNS = `c.id, c.merchant_id, c.kind, c.status, c.upline_id,
  c.downline_id, c.terms, c.offered_at, c.signed_at, c.ended_at, c.termination_by,
  c.termination_requested_at, c.end_reason, c.settled_until, u.account as upline_account,
  u.nickname as upline_nickname, d.account as downline_account, d.nickname as downline_nickname`;

export function toContract(row: ContractRow): Contract {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    upline: { account: row.upline_account, nickname: row.upline_nickname },
    downline: { account: row.downline_account, nickname: row.downline_nickname },
    terms: row.terms,
    offeredAt: row.offered_at,
    signedAt: row.signed_at,
    endedAt: row.ended_at,
    terminationBy: row.termination_by,
    endReason: row.end_reason,
  };
}

export async function contractById(
  db: Queryable,
  id: number,
  options: { lock?: boolean } = {},
): Promise<ContractRow | undefined> {
  if (options.lock) {
    // Lock the contract row alone (a join's outer side cannot be locked), then read it.
    const locked = await db.query('select id from agent_contracts where id = $1 for update', [id]);
    if (locked.length === 0) return undefined;
  }
  const [row] = await db.query<ContractRow>(
    `select ${CONTRACT_COLUMNS} ${CONTRACT_FROM} where c.id = $1`,
    [id],
  );
  return row;
}

/** The member's contract in force (SIGNED or TERMINATING) of the kind, as the downline. */
export async function inForce(
  db: Queryable,
  downlineId: number,
  kind: ContractKind,
): Promise<ContractRow | undefined> {
  const [row] = await db.query<ContractRow>(
    `select ${CONTRACT_COLUMNS} ${CONTRACT_FROM}
      where c.downline_id = $1 and c.kind = $2 and c.status in ('SIGNED', 'TERMINATING')`,
    [downlineId, kind],
  );
  return row;
}

/** Ends a contract now (TERMINATED, or WITHDRAWN for an offer) with its reason. */
export async function endContract(
  db: Queryable,
  id: number,
  status: 'TERMINATED' | 'REJECTED' | 'WITHDRAWN',
  reason: string,
  at: Date,
): Promise<void> {
  await db.query(
    'update agent_contracts set status = $2, end_reason = $3, ended_at = $4 where id = $1',
    [id, status, reason, at.toISOString()],
  );
}
