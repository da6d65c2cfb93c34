import { describe, expect, it } from 'vitest';
import type { AnyEndpoint } from '../../../contract/endpoint.ts';
import type { LoginResult } from '../../../contract/session.ts';
import { testDatabaseKinds } from '../db/test-databases.ts';
import type { CallContext } from '../http/app-env.ts';
import { DEFAULT_DEMO_AGENT_PASSWORD, DEMO_AGENT_ACCOUNT } from '../member/demo-agents.ts';
import { setPasswordCostForTests } from '../member/password.ts';
import { authenticate } from '../session/authenticate.ts';
import { useIdentityApp, valueOf } from '../../testing/identity.ts';
import { passwordFixture, PASSWORD } from '../../testing/password.ts';

import { changePassword as changePasswordEndpoint } from '../../../contract/password.ts';

// Hashing is not what these tests are about: a low scrypt cost keeps them fast.
setPasswordCostForTests({ N: 2 ** 10, r: 8, p: 1 });

describe.each(testDatabaseKinds())('password calls on %s', (kind) => {
  const t = useIdentityApp(kind);
  const { member, login, tokenOf, change, info, hashOf } = passwordFixture(() => t);
  describe('change password', () => {
    it('refuses a wrong old password with BAD_CREDENTIALS and changes nothing', async () => {
      const m = await member();
      const token = await tokenOf(m.account);
      const before = await hashOf(m.id);
      const answer = await change(token, {
        oldPassword: 'Wrong1234',
        newPassword: 'Fresh1234',
        confirmNewPassword: 'Fresh1234',
      });
      expect(answer.body).toMatchObject({ success: false, code: 'BAD_CREDENTIALS' });
      expect(await hashOf(m.id)).toBe(before);
    });

    it('checks the new password against the merchant rule, the confirmation and reuse', async () => {
      const m = await member();
      const token = await tokenOf(m.account);
      const before = await hashOf(m.id);
      const rule = await change(token, {
        oldPassword: PASSWORD,
        newPassword: 'short',
        confirmNewPassword: 'short',
      });
      expect(rule.body).toMatchObject({
        success: false,
        code: 'BAD_REQUEST',
        value: { field: 'newPassword', problem: { kind: 'pattern', patternId: 5 } },
      });
      const mismatch = await change(token, {
        oldPassword: PASSWORD,
        newPassword: 'Fresh1234',
        confirmNewPassword: 'Fresh12345',
      });
      expect(mismatch.body).toMatchObject({
        code: 'BAD_REQUEST',
        value: { field: 'confirmNewPassword', problem: { kind: 'mismatch' } },
      });
      const reused = await change(token, {
        oldPassword: PASSWORD,
        newPassword: PASSWORD,
        confirmNewPassword: PASSWORD,
      });
      expect(reused.body).toMatchObject({
        code: 'BAD_REQUEST',
        value: { field: 'newPassword', problem: { kind: 'reused' } },
      });
      const empty = await change(token, {
        oldPassword: '',
        newPassword: 'Fresh1234',
        confirmNewPassword: 'Fresh1234',
      });
      expect(empty.body).toMatchObject({ value: { field: 'oldPassword' } });
      expect(await hashOf(m.id)).toBe(before);
    });

    it('sets the new password and ends the member’s other sessions, not this one', async () => {
      const m = await member();
      const other = await tokenOf(m.account);
      const token = await tokenOf(m.account);
      const answer = await change(token, {
        oldPassword: PASSWORD,
        newPassword: 'Fresh1234',
        confirmNewPassword: 'Fresh1234',
      });
      expect(answer.body).toEqual({ success: true, value: null });
      expect((await info(token)).body.success).toBe(true);
      expect((await info(other)).body).toMatchObject({ success: false, code: 'NOT_LOGGED_IN' });
      expect((await login(m.account, PASSWORD)).body.code).toBe('BAD_CREDENTIALS');
      expect((await login(m.account, 'Fresh1234')).body.success).toBe(true);
    });

    it('needs a token', async () => {
      const answer = await t.call(changePasswordEndpoint, {
        oldPassword: PASSWORD,
        newPassword: 'Fresh1234',
        confirmNewPassword: 'Fresh1234',
      });
      expect(answer).toMatchObject({ status: 401, body: { code: 'NOT_LOGGED_IN' } });
    });
  });

  describe('the forced change of the known default password', () => {
    it('lets the session call only changePassword, logout and memberInfo until changed', async () => {
      const result = valueOf<LoginResult>(
        await login(DEMO_AGENT_ACCOUNT, DEFAULT_DEMO_AGENT_PASSWORD),
      );
      expect(result.passwordExpired).toBe(true);
      const aurora = await t.merchant('aurora');
      const callOf = (token: string) =>
        ({
          c: { req: { header: () => `Bearer ${token}` } },
          db: t.test.db,
          merchant: aurora,
          clientIp: undefined,
        }) as unknown as CallContext;
      const other = { id: 'someMemberCall' } as AnyEndpoint;
      await expect(authenticate(callOf(result.token), other)).rejects.toMatchObject({
        code: 'OPERATION_NOT_ALLOWED',
        message: 'Please change your password first.',
      });
      expect((await info(result.token)).body.success).toBe(true);

      const changed = await change(result.token, {
        oldPassword: DEFAULT_DEMO_AGENT_PASSWORD,
        newPassword: 'Agent4567',
        confirmNewPassword: 'Agent4567',
      });
      expect(changed.body.success).toBe(true);
      await expect(authenticate(callOf(result.token), other)).resolves.toBeUndefined();
      const again = valueOf<LoginResult>(await login(DEMO_AGENT_ACCOUNT, 'Agent4567'));
      expect(again.passwordExpired).toBe(false);
      const [row] = await t.test.db.query<{ password_is_default: boolean }>(
        'select password_is_default from members where account = $1 and merchant_id = $2',
        [DEMO_AGENT_ACCOUNT, aurora.id],
      );
      expect(row?.password_is_default).toBe(false);
    });
  });
});
