import { memberInfo } from '../../contract/member.ts';
import { changePassword, forgotPassword, resetPassword } from '../../contract/password.ts';
import { login, type LoginResult } from '../../contract/session.ts';
import { insertMember } from '../src/member/member-store.ts';
import { hashPassword } from '../src/member/password.ts';
import { passwordMailsSettled } from '../src/password/password-service.ts';
import { SANDBOX_EMAIL_PATH } from '../src/password/password-routes.ts';
import { newClientId, valueOf, type IdentityApp } from './identity.ts';
import { unchecked } from './test-client.ts';

/** Every password-test member's login password. */
export const PASSWORD = 'Secret123';

let seq = 0;

/**
 * The calls of the password tests, bound to the app a beforeAll opens (hence the getter):
 * members with a password and an email, login, change, forgot (form-encoded, as the runtime
 * sends it), the sandbox mail outbox and reset.
 */
export function passwordFixture(app: () => IdentityApp) {
  const loginAs = async (username: string, password: string, ip?: string) =>
    app().call(
      login,
      {
        type: 'username',
        username,
        password,
        clientId: newClientId(),
        slider: await app().slider(),
      },
      { ip },
    );
  return {
    /** A fresh aurora member with a password and an email. */
    member: async () => {
      seq += 1;
      const account = `pw${String(seq).padStart(4, '0')}${Math.random().toString(36).slice(2, 6)}`;
      const email = `${account}@example.com`;
      const aurora = await app().merchant('aurora');
      const created = await insertMember(app().test.db, {
        merchantId: aurora.id,
        account,
        nickname: account,
        email,
        passwordHash: await hashPassword(PASSWORD),
        role: 0,
      });
      return { account, email, id: created.id };
    },
    login: loginAs,
    tokenOf: async (username: string, password = PASSWORD) =>
      valueOf<LoginResult>(await loginAs(username, password)).token,
    change: (token: string, body: Record<string, unknown>) =>
      app().call(changePassword, unchecked(body), { token }),
    info: (token: string) => app().call(memberInfo, {}, { token }),
    hashOf: async (id: number) => {
      const [row] = await app().test.db.query<{ password_hash: string }>(
        'select password_hash from members where id = $1',
        [id],
      );
      return row?.password_hash;
    },
    forgot: (fields: Record<string, string>, headers: Record<string, string> = {}) =>
      app().call(forgotPassword, unchecked(fields), {
        headers,
        ip: headers['x-test-ip'] ?? '203.0.113.7',
      }),
    outbox: async (to: string) => {
      await passwordMailsSettled(); // mails go out after the answer
      const res = await app().request(
        `${SANDBOX_EMAIL_PATH}?to=${encodeURIComponent(to)}&brand=aurora`,
      );
      const body = (await res.json()) as { value: { link: string | null; text: string }[] };
      return body.value;
    },
    linkToken: (link: string | null | undefined) =>
      new URL(link ?? 'http://x/').searchParams.get('token') ?? '',
    reset: (body: Record<string, unknown>, ip?: string) =>
      app().call(resetPassword, unchecked(body), { ip }),
  };
}
