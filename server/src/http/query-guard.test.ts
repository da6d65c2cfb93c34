import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backofficeDecide } from '../../../contract/backoffice.ts';
import { testDatabaseKinds } from '../db/test-databases.ts';
import { SANDBOX_EMAIL_PATH } from '../password/password-routes.ts';
import { openTestApp, TEST_OPERATOR_KEY, type TestApp } from '../../testing/test-app.ts';
import { SANDBOX_OUTBOX_PATH } from '../verification/verification-routes.ts';

type Body = { success: boolean; code?: string; message?: string };

// The routes outside the contract read their input by hand; NUL bytes used to reach SQL there.
describe.each(testDatabaseKinds())(
  'hostile input on the routes outside the contract on %s',
  (kind) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await openTestApp(kind);
    });
    afterAll(async () => {
      await t.dispose();
    });

    const get = async (url: string, headers: Record<string, string> = {}) => {
      const res = await t.request(url, { headers: { Merchant: 'AURORA01', ...headers } });
      return { status: res.status, body: (await res.json()) as Body };
    };

    it('refuses control characters in the sandbox outboxes’ queries with BAD_REQUEST', async () => {
      for (const url of [
        `${SANDBOX_OUTBOX_PATH}?mobile=0912%00`,
        `${SANDBOX_OUTBOX_PATH}?mobile=0912&brand=%00`,
        `${SANDBOX_OUTBOX_PATH}?mobile=0912&merchant=A%01`,
        `${SANDBOX_EMAIL_PATH}?to=a%00%40example.com`,
        `${SANDBOX_EMAIL_PATH}?to=a%40example.com&%00=1`,
      ]) {
        expect(await get(url), url).toMatchObject({
          status: 400,
          body: { success: false, code: 'BAD_REQUEST' },
        });
      }
      expect((await get(`${SANDBOX_OUTBOX_PATH}?mobile=0912345678`)).status).toBe(200);
    });

    it('leaves contract calls to their schemas, after the token', async () => {
      expect(await get('/wps/v2/deposit/status?id=%00')).toMatchObject({
        status: 401,
        body: { code: 'NOT_LOGGED_IN' },
      });
      expect(await get('/wps/agent/affiliate?code=A%00&domain=x')).toMatchObject({
        status: 400,
        body: { code: 'BAD_REQUEST', message: expect.stringContaining('code: Control characters') },
      });
    });

    it('refuses a back-office rejection reason with a NUL byte and takes one with line breaks', async () => {
      const decide = async (reason: string) => {
        const res = await t.request(backofficeDecide.path, {
          method: 'POST',
          headers: {
            Merchant: 'AURORA01',
            Authorization: `Operator ${TEST_OPERATOR_KEY}`,
            'Content-Type': 'application/json',
          },
          body: JSON.stringify({ id: 999_999, decision: 'REJECT', reason }),
        });
        return { status: res.status, body: (await res.json()) as Body };
      };
      expect(await decide('bad\u0000reason')).toMatchObject({
        status: 400,
        body: { code: 'BAD_REQUEST', message: expect.stringContaining('Control characters') },
      });
      // Past the schema (line breaks are fine in a reason) the id is simply not found.
      const multiLine = await decide('Card closed.\nPlease bind another one.');
      expect(multiLine.status).toBeLessThan(500);
      expect(multiLine.body.message).not.toContain('Control characters');
    });
  },
);
