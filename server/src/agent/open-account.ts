import { randomInt } from 'node:crypto';
import type * as v from 'valibot';
import type { openTeamAccount } from '../../../contract/agent-team.ts';
import { PlatformError } from '../../../contract/errors.ts';
import { checkRegisterField } from '../../../contract/register-fields.ts';
import type { Database, Queryable } from '../db/database.ts';
import { idempotent } from '../ledger/idempotency.ts';
import {
  MEMBER_ROLE,
  accountTaken,
  insertMember,
  uniqueViolation,
  type Member,
} from '../member/member-store.ts';
import { numberingPlan } from '../member/mobile.ts';
import { hashPassword } from '../member/password.ts';
import { fieldError, registrationFields } from '../member/register.ts';
import type { Merchant } from '../merchant/merchant-store.ts';

type OpenInput = v.InferOutput<typeof openTeamAccount.input>;
type Opened = v.InferOutput<typeof openTeamAccount.value>;

/** Spec §6: an agent below a top-level agent. */
export const SUB_AGENT_ROLE = 2;

/** Affiliate-code letters: no 0/O or 1/I, so a code read aloud or typed is not mistaken. */
const CODE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A code no agent of the merchant has (32^8 codes: a repeat is rare, and checked). */
async function newAffiliateCode(db: Queryable, merchantId: number): Promise<string> {
  for (;;) {
    const code = Array.from({ length: 8 }, () => CODE_LETTERS[randomInt(32)]).join('');
    const taken = await db.query(
      'select 1 from members where merchant_id = $1 and upper(affiliate_code) = $2',
      [merchantId, code],
    );
    if (taken.length === 0) return code;
  }
}

/**
 * Checks account and password with the merchant's register rules, exactly as username
 * registration does (member/register.ts): the same rule per field, the same BAD_REQUEST
 * with `{ field, problem }`.
 */
function validate(input: OpenInput, merchant: Merchant): void {
  const { settings } = merchant;
  const fields = registrationFields('username', settings);
  const plan = numberingPlan(settings);
  const typed = { username: input.account, password: input.password } as const;
  for (const field of ['username', 'password'] as const) {
    const problem = checkRegisterField(
      field,
      typed[field],
      fields[field],
      settings.register.rules,
      plan,
    );
    if (problem) throw fieldError(field, problem);
  }
}

/**
 * Spec §2.5 registerCenter: a player or a sub-agent directly under the calling agent, able
 * to log in at once with the password the agent chose. It is not the "known default"
 * password of spec §4 (that is the seeded agents' documented one), so the first login is not
 * forced to change it, as for a member who registered. Idempotent per key: a replay answers
 * the first answer and opens nothing.
 */
export async function openAccount(
  db: Database,
  merchant: Merchant,
  agent: Member,
  input: OpenInput,
): Promise<Opened> {
  validate(input, merchant);
  const { role, account } = input;
  const nickname = input.nickname || account;
  const passwordHash = await hashPassword(input.password);
  try {
    return await idempotent(
      db,
      {
        memberId: agent.id,
        key: input.idempotencyKey,
        call: 'openTeamAccount',
        // The password is a secret: the key remembers who was opened, not with what.
        request: { role, account: account.toLowerCase(), nickname },
      },
      async (tx) => {
        // Inside the key's transaction: a replay answers first, and a taken name rolls the
        // key back with it, so the agent may retry the same form with another name.
        if (await accountTaken(tx, merchant.id, account)) throw new PlatformError('ACCOUNT_TAKEN');
        const isAgent = role === 'AGENT';
        const affiliateCode = isAgent ? await newAffiliateCode(tx, merchant.id) : null;
        const member = await insertMember(tx, {
          merchantId: merchant.id,
          account,
          nickname,
          passwordHash,
          role: isAgent ? SUB_AGENT_ROLE : MEMBER_ROLE,
          uplineId: agent.id,
          affiliateCode,
          referralCode: agent.affiliateCode,
        });
        return { account: member.account, role, affiliateCode };
      },
    );
  } catch (error: unknown) {
    // Two openings racing for one name: the database decides.
    if (uniqueViolation(error)?.includes('account')) throw new PlatformError('ACCOUNT_TAKEN');
    throw error;
  }
}
