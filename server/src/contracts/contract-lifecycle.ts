import type * as v from 'valibot';
import type {
  Contract,
  ContractKind,
  ContractTerms,
  DividendPeriod,
  contractRespond,
} from '../../../contract/agent-contracts.ts';
import { CONTRACT_KINDS, DIVIDEND_PERIODS } from '../../../contract/agent-contracts.ts';
import { PlatformError } from '../../../contract/errors.ts';
import { DEMO_ROLE, isAgentRole } from '../../../contract/roles.ts';
import type { Database, Queryable } from '../db/database.ts';
import { idempotent } from '../ledger/idempotency.ts';
import type { Member } from '../member/member-store.ts';
import type { Merchant } from '../merchant/merchant-store.ts';
import {
  CONTRACT_COLUMNS,
  CONTRACT_FROM,
  contractById,
  endContract,
  inForce,
  toContract,
  type ContractRow,
} from './contract-store.ts';
import { requireRisingTiers, withinOwn } from './terms-rules.ts';

/** Spec §6 role of a top-level agent: its contracts are with the merchant. */
export const TOP_AGENT_ROLE = 1;

/** The merchant's consolidated settings (platform.json `contracts`; none when left out). */
export function contractSettingsOf(merchant: Merchant): {
  kinds: ContractKind[];
  dividendPeriods: DividendPeriod[];
} {
  const settings = merchant.settings.contracts;
  return {
    kinds: CONTRACT_KINDS.filter((kind) => settings?.kinds.includes(kind)),
    dividendPeriods: settings
      ? DIVIDEND_PERIODS.filter((p) => (settings.dividendPeriods ?? DIVIDEND_PERIODS).includes(p))
      : [],
  };
}

/** OPERATION_NOT_ALLOWED for a kind the merchant does not offer; bad terms otherwise. */
function requireOffered(merchant: Merchant, terms: ContractTerms): void {
  const settings = contractSettingsOf(merchant);
  if (!settings.kinds.includes(terms.kind)) throw new PlatformError('OPERATION_NOT_ALLOWED');
  if (terms.kind === 'DIVIDEND' && !settings.dividendPeriods.includes(terms.period)) {
    throw new PlatformError('CONTRACT_TERMS_INVALID', {
      message: 'This dividend period is not offered.',
    });
  }
  requireRisingTiers(terms);
}

export function requireAgent(member: Member): void {
  if (!isAgentRole(member.role)) throw new PlatformError('NOT_AN_AGENT');
}

/**
 * The limit an offer must stay within (docs/agent-contracts.md "Who may offer what"): a
 * sub-agent's own signed contract of the kind, which it must hold; a top-level agent's house
 * contract of the kind when it has one, and no limit when it has none (it pays from its own
 * wallet, and the merchant decides what to offer it separately).
 */
async function requireWithinOwn(db: Queryable, offerer: Member, terms: ContractTerms) {
  const own = await inForce(db, offerer.id, terms.kind);
  if (own?.status !== 'SIGNED') {
    if (offerer.role === TOP_AGENT_ROLE && !own) return;
    throw new PlatformError('CONTRACT_TERMS_INVALID', {
      message: 'You can offer only a kind of contract you hold yourself.',
    });
  }
  if (!withinOwn(terms, own.terms)) {
    throw new PlatformError('CONTRACT_TERMS_INVALID', {
      message: 'An offer cannot pay more than your own contract of this kind.',
    });
  }
}

async function insertOffer(
  tx: Queryable,
  merchant: Merchant,
  uplineId: number | null,
  downlineId: number,
  terms: ContractTerms,
  now: Date,
): Promise<Contract> {
  const [inserted] = await tx.query<{ id: number }>(
    `insert into agent_contracts (merchant_id, kind, status, upline_id, downline_id, terms, offered_at)
     values ($1, $2, 'OFFERED', $3, $4, $5::jsonb, $6) on conflict do nothing returning id`,
    [merchant.id, terms.kind, uplineId, downlineId, JSON.stringify(terms), now.toISOString()],
  );
  if (!inserted) throw new PlatformError('CONTRACT_PENDING');
  const row = await contractById(tx, inserted.id);
  if (!row) throw new Error(`Contract ${inserted.id} vanished after its insert.`);
  return toContract(row);
}

/** A direct downline agent of `uplineId` (null: a top-level agent of the merchant). */
async function downlineAgent(
  db: Queryable,
  merchant: Merchant,
  account: string,
  uplineId: number | null,
): Promise<number> {
  const [row] = await db.query<{ id: number; role: number }>(
    `select id, role from members where merchant_id = $1 and lower(account) = lower($2)
        and upline_id is not distinct from $3 and role <> $4`,
    [merchant.id, account, uplineId, DEMO_ROLE],
  );
  const wanted = (role: number) =>
    uplineId === null ? role === TOP_AGENT_ROLE : isAgentRole(role) && role !== TOP_AGENT_ROLE;
  if (!row || !wanted(row.role)) throw new PlatformError('NOT_IN_TEAM');
  return row.id;
}

/** Spec §2.6: an agent offers a contract to a direct downline agent. */
export async function offerContract(
  db: Database,
  merchant: Merchant,
  caller: Member,
  input: { downline: string; terms: ContractTerms; idempotencyKey: string },
  now: Date,
): Promise<Contract> {
  requireAgent(caller);
  requireOffered(merchant, input.terms);
  const downlineId = await downlineAgent(db, merchant, input.downline, caller.id);
  await requireWithinOwn(db, caller, input.terms);
  return idempotent(
    db,
    {
      memberId: caller.id,
      key: input.idempotencyKey,
      call: 'contractOffer',
      request: { downline: input.downline.toLowerCase(), terms: input.terms },
    },
    (tx) => insertOffer(tx, merchant, caller.id, downlineId, input.terms, now),
  );
}

/** The house offers a top-level agent a contract (the operator's back office). */
export async function offerHouseContract(
  db: Database,
  merchant: Merchant,
  input: { account: string; terms: ContractTerms },
  now: Date,
): Promise<Contract> {
  requireOffered(merchant, input.terms);
  const downlineId = await downlineAgent(db, merchant, input.account, null);
  return db.transaction((tx) => insertOffer(tx, merchant, null, downlineId, input.terms, now));
}

type RespondInput = v.InferOutput<typeof contractRespond.input>;

/**
 * The contracts `caller` gave its own downlines of the kind that pay more than `terms` (spec
 * §4: accepting a lower rate ends them, after confirmation).
 */
async function higherThan(tx: Queryable, caller: Member, terms: ContractTerms) {
  const rows = await tx.query<ContractRow>(
    `select ${CONTRACT_COLUMNS} ${CONTRACT_FROM}
      where c.upline_id = $1 and c.kind = $2 and c.status in ('OFFERED', 'SIGNED', 'TERMINATING')
      order by c.id`,
    [caller.id, terms.kind],
  );
  return rows.filter((row) => !withinOwn(row.terms, terms));
}

async function accept(
  tx: Queryable,
  caller: Member,
  row: ContractRow,
  confirm: boolean,
  now: Date,
) {
  const ends = await higherThan(tx, caller, row.terms);
  if (ends.length > 0 && !confirm) {
    throw new PlatformError('CONTRACT_CONFIRM_REQUIRED', { value: { ends: ends.map(toContract) } });
  }
  for (const end of ends) {
    await endContract(
      tx,
      end.id,
      end.status === 'OFFERED' ? 'WITHDRAWN' : 'TERMINATED',
      'LOWER_RATE',
      now,
    );
  }
  const old = await inForce(tx, caller.id, row.kind);
  if (old) await endContract(tx, old.id, 'TERMINATED', 'REPLACED', now);
  await tx.query(`update agent_contracts set status = 'SIGNED', signed_at = $2 where id = $1`, [
    row.id,
    now.toISOString(),
  ]);
}

/** Spec §4 contract transitions, by either party (docs/agent-contracts.md "Transitions"). */
export async function respondToContract(
  db: Database,
  merchant: Merchant,
  caller: Member,
  input: RespondInput,
  now: Date,
): Promise<Contract> {
  requireAgent(caller);
  return db.transaction(async (tx) => {
    const row = await contractById(tx, input.id, { lock: true });
    const side =
      row?.downline_id === caller.id ? 'DOWNLINE' : row?.upline_id === caller.id ? 'UPLINE' : null;
    if (!row || row.merchant_id !== merchant.id || !side) {
      throw new PlatformError('CONTRACT_NOT_FOUND');
    }
    const refuse = () => new PlatformError('CONTRACT_STATE');
    const at = now.toISOString();
    switch (input.action) {
      case 'ACCEPT':
      case 'REJECT':
        if (side !== 'DOWNLINE' || row.status !== 'OFFERED') throw refuse();
        if (input.action === 'ACCEPT')
          await accept(tx, caller, row, input.confirmEnds ?? false, now);
        else await endContract(tx, row.id, 'REJECTED', 'REJECTED', now);
        break;
      case 'WITHDRAW':
        if (side !== 'UPLINE' || row.status !== 'OFFERED') throw refuse();
        await endContract(tx, row.id, 'WITHDRAWN', 'WITHDRAWN', now);
        break;
      case 'TERMINATE':
        if (row.status !== 'SIGNED') throw refuse();
        await tx.query(
          `update agent_contracts set status = 'TERMINATING', termination_by = $2,
                  termination_requested_at = $3 where id = $1`,
          [row.id, side, at],
        );
        break;
      case 'AGREE_TERMINATION':
        if (row.status !== 'TERMINATING' || row.termination_by === side) throw refuse();
        await endContract(tx, row.id, 'TERMINATED', 'AGREED', now);
        break;
    }
    const after = await contractById(tx, row.id);
    if (!after) throw new Error(`Contract ${row.id} vanished.`);
    return toContract(after);
  });
}
