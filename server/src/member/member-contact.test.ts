import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../db/test-databases.ts';
import { useIdentityApp, valueOf } from '../../testing/identity.ts';
import { startSession } from '../session/start-session.ts';
import type { Member } from './member-store.ts';
import { insertTestMember } from '../../testing/members.ts';
import { setPasswordCostForTests } from './password.ts';
import { memberContact } from '../../../contract/member.ts';

setPasswordCostForTests({ N: 2 ** 10, r: 8, p: 1 });

describe.each(testDatabaseKinds())('member contact (bonus prompt) on %s', (kind) => {
  const t = useIdentityApp(kind);
  let member: Member;
  beforeAll(async () => {
    member = await insertTestMember(t, {
      account: 'contact01',
      nickname: 'contact01',
      role: 0,
      contacts: { line: 'line-id' },
    });
  });

  const logIn = async () =>
    (await startSession(t.test.db, member, await t.merchant('aurora'), '198.51.100.10', 'password'))
      .token;
  const save = (body: Record<string, unknown>, token?: string) =>
    t.call(memberContact, body, { token });
  const contacts = async () =>
    (
      await t.test.db.query<{ contacts: Record<string, string> }>(
        'select contacts from members where id = $1',
        [member.id],
      )
    )[0]?.contacts;

  it('refuses a call without a session with NOT_LOGGED_IN', async () => {
    const answer = await save({ zalo: 'zalo.user' });
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe('NOT_LOGGED_IN');
  });

  it('stores a trimmed WhatsApp number and a Zalo ID next to the other contacts', async () => {
    const token = await logIn();
    expect(valueOf(await save({ whatsapp: ' 84901234567 ' }, token))).toEqual({ saved: true });
    expect(valueOf(await save({ zalo: 'an.nguyen_88' }, token))).toEqual({ saved: true });
    expect(await contacts()).toEqual({
      line: 'line-id',
      whatsapp: '84901234567',
      zalo: 'an.nguyen_88',
    });
  });

  it.each([
    [{}],
    [{ zalo: '', whatsapp: '  ' }],
    [{ whatsapp: '+84 90 123' }],
    [{ whatsapp: '1234567' }],
    [{ whatsapp: '1'.repeat(16) }],
    [{ zalo: 'ab' }],
    [{ zalo: 'a'.repeat(40) }],
    [{ zalo: 'bad id!' }],
    [{ zalo: 12345678 }],
    [{ whatsapp: ['84901234567'] }],
  ])('refuses %j with BAD_REQUEST', async (body) => {
    const answer = await save(body, await logIn());
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('BAD_REQUEST');
  });
});
