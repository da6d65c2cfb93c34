import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enabledModules } from '../../../contract/modules.ts';
import type { PlatformSeed } from '../../../contract/generated/platform.ts';
import auroraPlatform from '../../testing/fixtures/brands/aurora/platform.json';
import { sandboxGateway } from '../deposit/sandbox-gateway.ts';
import { loadPaymentGateway } from './payment-module.ts';
import { readProviderConfig } from './provider-config.ts';
import { featuresOff, resolveProviders, withProviders } from './providers.ts';

const aurora = auroraPlatform as unknown as PlatformSeed;

describe('the providers of a deployment', () => {
  it('are all sandboxes in sandbox mode when none is configured, and none otherwise', () => {
    expect(featuresOff(resolveProviders({ social: {} }, true))).toEqual([]);
    const off = featuresOff(resolveProviders({ social: {} }, false));
    expect(off.map((feature) => feature.feature)).toEqual([
      'sms',
      'email',
      'google',
      'facebook',
      'payment',
      'sports',
    ]);
  });

  it('keep a configured provider in sandbox mode instead of its sandbox', () => {
    const gateway = { ...sandboxGateway, kind: 'acme' };
    expect(resolveProviders({ social: {}, payment: gateway }, true).payment).toBe(gateway);
  });

  it('switch off what needs SMS, and the second factor by SMS, leaving the rest', () => {
    const off = featuresOff(resolveProviders({ social: {} }, false)).filter(
      (feature) => feature.feature === 'sms',
    );
    const settings = withProviders(aurora, off);
    const on = enabledModules(settings.modules);
    expect(['SMSVERIFY', 'SMSLOGIN', 'MOBILEREG'].filter((id) => on.has(id))).toEqual([]);
    expect(on.has('USERNAMEREG') && on.has('GOOGLELOGIN') && on.has('DEPOSIT')).toBe(true);
    expect(settings.secondFactor?.methods).toEqual(['totp']);
    // The merchant's own record is not touched.
    expect(aurora.secondFactor?.methods).toContain('sms');
  });

  it('read the WL_* variables and say everything that is wrong at once', () => {
    expect(readProviderConfig({}).config).toEqual({ social: {} });
    const { problems } = readProviderConfig({
      WL_SMS_URL: 'http://sms.example.com/send',
      WL_SMS_SECRET: 'short',
      WL_EMAIL_SECRET: 'a-long-enough-secret-1',
      WL_FACEBOOK_CLIENT_SECRET: 'x',
      WL_GOOGLE_CLIENT_ID: 'id',
      WL_GOOGLE_CLIENT_SECRET: 'secret',
      WL_GOOGLE_TOKEN_URL: 'not a url',
    });
    expect(problems).toEqual([
      'WL_SMS_SECRET: use at least 16 characters.',
      'WL_SMS_URL: must be https:// (http:// only to localhost), got http:.',
      'WL_EMAIL_URL: missing while WL_EMAIL_SECRET is set.',
      'WL_GOOGLE_TOKEN_URL: "not a url" is not a URL.',
      'WL_FACEBOOK_CLIENT_ID: missing while WL_FACEBOOK_CLIENT_SECRET is set.',
    ]);
  });
});

describe('a payment gateway module', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'wl-gateway-'));
    await writeFile(join(dir, 'not-a-gateway.mjs'), 'export default { kind: "x" };');
    await writeFile(
      join(dir, 'sandbox-named.mjs'),
      'export default { kind: "sandbox", createPayment() {}, verifyCallback() {} };',
    );
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('stops the start with what is wrong: missing, not a gateway, or posing as the sandbox', async () => {
    await expect(loadPaymentGateway(join(dir, 'missing.mjs'), {})).rejects.toThrow(
      /cannot be loaded/,
    );
    await expect(loadPaymentGateway(join(dir, 'not-a-gateway.mjs'), {})).rejects.toThrow(
      /default export must be a PaymentGateway/,
    );
    await expect(loadPaymentGateway(join(dir, 'sandbox-named.mjs'), {})).rejects.toThrow(
      /not "sandbox"/,
    );
  });
});
