import { insertMember, type Member, type NewMember } from '../src/member/member-store.ts';
import type { IdentityApp } from './identity.ts';

/**
 * A member of the brand straight in the database, with no login password: the tests that use
 * it start its session directly, so what they check does not depend on the login path.
 */
export async function insertTestMember(
  t: IdentityApp,
  fields: Omit<NewMember, 'merchantId' | 'passwordHash'>,
  brand = 'aurora',
): Promise<Member> {
  const merchant = await t.merchant(brand);
  return insertMember(t.test.db, { merchantId: merchant.id, passwordHash: null, ...fields });
}
