import type { Hono } from 'hono';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referralInfo } from '../../../contract/account.ts';
import { defineEndpoint } from '../../../contract/endpoint.ts';
import { PlatformError, type ErrorCode } from '../../../contract/errors.ts';
import { openTestApp, type TestApp } from '../../testing/test-app.ts';
import { openMoneyApp, type MoneyApp } from '../../testing/money.ts';
import { setPasswordCostForTests } from '../member/password.ts';
import type { AppEnv } from './app-env.ts';
import { registerEndpoint } from './register-endpoint.ts';

setPasswordCostForTests({ N: 2 ** 10, r: 8, p: 1 });

const thrower = defineEndpoint({
  id: 'testThrower',
  method: 'GET',
  path: '/wps/test/thrower',
  token: false,
  encrypted: false,
  input: v.object({ code: v.string() }),
  value: v.null(),
  errors: ['CODE_INVALID'],
});
const gated = defineEndpoint({
  ...thrower,
  id: 'testGated',
  path: '/wps/test/gated',
  requires: ['HELP'],
});

const routes = [
  (app: Hono<AppEnv>) => {
    const handler = ({ code }: { code: string }) => {
      if (code) throw new PlatformError(code as ErrorCode);
      return null;
    };
    registerEndpoint(app, thrower, handler);
    registerEndpoint(app, gated, handler);
  },
];

// Routing does not depend on the database kind; PGlite keeps this file fast.
describe('the endpoint contract on the server', () => {
  let strict: TestApp;
  let lenient: TestApp;
  beforeAll(async () => {
    strict = await openTestApp('pglite', { brandIds: ['aurora'], routes });
    lenient = await openTestApp('pglite', { brandIds: ['aurora'], routes, strictErrors: false });
  });
  afterAll(async () => {
    await strict.dispose();
    await lenient.dispose();
  });

  it('answers a declared code, and the codes every call can answer, with their catalogue status', async () => {
    expect(await strict.fail(thrower, { code: 'CODE_INVALID' })).toMatchObject({
      status: 400,
      code: 'CODE_INVALID',
    });
    expect(await strict.fail(thrower, { code: 'MAINTENANCE' })).toMatchObject({
      status: 503,
      code: 'MAINTENANCE',
    });
  });

  it('fails loudly when a handler throws a code its endpoint does not declare', async () => {
    expect(await strict.fail(thrower, { code: 'CARD_TAKEN' })).toMatchObject({
      status: 500,
      code: 'SYSTEM_ERROR',
    });
    expect(strict.logs.join('\n')).toContain(
      'testThrower answered CARD_TAKEN, which its contract does not declare',
    );
  });

  it('in production logs an undeclared code and still answers it', async () => {
    expect(await lenient.fail(thrower, { code: 'CARD_TAKEN' })).toMatchObject({
      status: 409,
      code: 'CARD_TAKEN',
    });
    expect(lenient.logs.join('\n')).toContain('contract: testThrower answered CARD_TAKEN');
  });

  it('refuses a call whose required module is off, before its handler runs', async () => {
    expect(await strict.value(gated, { code: '' })).toBeNull();
    await strict.setSettings('aurora', ['modules'], [{ modId: 'HELP', enabled: '0' }]);
    expect(await strict.fail(gated, { code: '' })).toMatchObject({
      status: 403,
      code: 'OPERATION_NOT_ALLOWED',
    });
  });
});

describe('module gates on real endpoints', () => {
  let t: MoneyApp;
  beforeAll(async () => {
    t = await openMoneyApp('pglite');
  });
  afterAll(async () => {
    await t.dispose();
  });

  it('turning REFERRAL off makes the referral call answer OPERATION_NOT_ALLOWED', async () => {
    const member = await t.member();
    const ask = () =>
      t.call(referralInfo, { origin: 'https://aurora.example' }, { token: member.token });
    expect((await ask()).body.success).toBe(true);
    const undo = await t.withModule('aurora', 'REFERRAL', '0');
    expect((await ask()).body).toMatchObject({ success: false, code: 'OPERATION_NOT_ALLOWED' });
    await undo();
    expect((await ask()).body.success).toBe(true);
  });
});
