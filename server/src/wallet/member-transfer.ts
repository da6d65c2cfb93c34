import type * as v from 'valibot';
import { PlatformError } from '../../../contract/errors.ts';
import { MAIN_WALLET } from '../../../contract/money.ts';
import { DEMO_ROLE, isAgentRole } from '../../../contract/roles.ts';
import type { memberTransfer } from '../../../contract/wallet.ts';
import { requireFundPassword } from '../account/fund-password.ts';
import { refuseFrozen } from '../contracts/frozen.ts';
import type { Database, Queryable } from '../db/database.ts';
import { idempotent } from '../ledger/idempotency.ts';
import { post, requireAmount } from '../ledger/ledger.ts';
import {
  MEMBER_COLUMNS,
  findMemberById,
  toMember,
  type Member,
  type MemberRow,
} from '../member/member-store.ts';
import type { Merchant } from '../merchant/merchant-store.ts';
import { notify } from '../messages/notify.ts';
import { refuseDemo } from './wallets.ts';

type TransferInput = v.InferOutput<typeof memberTransfer.input>;

export interface Person {
  account: string;
  nickname: string;
}

const person = (member: Member): Person => ({ account: member.account, nickname: member.nickname });

/** The member's upline, when it has one (of the same merchant: a team never crosses brands). */
async function uplineOf(db: Queryable, member: Member): Promise<Member | undefined> {
  if (member.uplineId === null) return undefined;
  const upline = await findMemberById(db, member.uplineId);
  return upline?.merchantId === member.merchantId ? upline : undefined;
}

async function directDownlines(db: Queryable, agent: Member): Promise<Member[]> {
  const rows = await db.query<MemberRow>(
    `select ${MEMBER_COLUMNS} from members
      where upline_id = $1 and merchant_id = $2 and role <> $3 order by lower(account)`,
    [agent.id, agent.merchantId, DEMO_ROLE],
  );
  return rows.map(toMember);
}

/** Spec §6: whom the member may send money to — its upline, and an agent's direct downlines. */
export async function transferTargets(
  db: Queryable,
  member: Member,
): Promise<{ upline: Person | null; downlines: Person[] }> {
  if (member.role === DEMO_ROLE) return { upline: null, downlines: [] };
  const upline = await uplineOf(db, member);
  const downlines = isAgentRole(member.role) ? await directDownlines(db, member) : [];
  return { upline: upline ? person(upline) : null, downlines: downlines.map(person) };
}

/** The receiver of a transfer, or TRANSFER_NOT_ALLOWED when spec §6 does not allow it. */
async function receiverOf(db: Queryable, sender: Member, input: TransferInput): Promise<Member> {
  if (input.direction === 'UPLINE') {
    const upline = await uplineOf(db, sender);
    if (!upline) throw new PlatformError('TRANSFER_NOT_ALLOWED');
    return upline;
  }
  if (!isAgentRole(sender.role) || !input.account) throw new PlatformError('TRANSFER_NOT_ALLOWED');
  const [row] = await db.query<MemberRow>(
    `select ${MEMBER_COLUMNS} from members
      where merchant_id = $1 and lower(account) = lower($2) and upline_id = $3 and role <> $4`,
    [sender.merchantId, input.account, sender.id, DEMO_ROLE],
  );
  if (!row) throw new PlatformError('TRANSFER_NOT_ALLOWED');
  return toMember(row);
}

/**
 * Main wallet to main wallet within a team (spec §6), proven by the fund password. The
 * password is checked before the money's transaction (a wrong one is recorded even though
 * the request fails); the posting, both notifications and the idempotency key are written
 * together.
 */
export async function transferToMember(
  db: Database,
  merchant: Merchant,
  sender: Member,
  input: TransferInput,
): Promise<{ main: number }> {
  refuseDemo(sender);
  const amount = requireAmount(input.amount);
  const receiver = await receiverOf(db, sender, input);
  await refuseFrozen(db, sender.id);
  await requireFundPassword(db, sender.id, input.fundPassword);
  const { direction, account } = input;
  return idempotent(
    db,
    {
      memberId: sender.id,
      key: input.idempotencyKey,
      call: 'memberTransfer',
      request: { direction, account, amount },
    },
    async (tx) => {
      const posted = await post(tx, {
        merchantId: merchant.id,
        kind: 'MEMBER_TRANSFER',
        memberId: sender.id,
        legs: [
          {
            account: { member: sender.id, wallet: MAIN_WALLET },
            amount: -amount,
            counterparty: receiver.account,
          },
          {
            account: { member: receiver.id, wallet: MAIN_WALLET },
            amount,
            counterparty: sender.account,
          },
        ],
      });
      await notify(tx, {
        memberId: sender.id,
        kind: 'TRANSFER_OUT',
        amount,
        subject: receiver.account,
      });
      await notify(tx, {
        memberId: receiver.id,
        kind: 'TRANSFER_IN',
        amount,
        subject: sender.account,
      });
      return { main: posted.balances[0] ?? 0 };
    },
  );
}
