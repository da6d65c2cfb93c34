import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../db/test-databases.ts';
import { secretChecks } from '../limits/secret-checks.ts';
import { mobileOf } from '../member/mobile.ts';
import { findMerchantByBrand, type Merchant } from '../merchant/merchant-store.ts';
import { openTestApp, type TestApp } from '../../testing/test-app.ts';
import { consumeSmsCode, SMS_MAX_GUESSES } from './sms-codes.ts';
import { quotaShares } from './sms-limits.ts';
import { readSandboxOutbox } from './sms-provider.ts';
import { requestSmsCode } from './sms-service.ts';

describe.each(testDatabaseKinds())('an SMS burst on %s', (kind) => {
  let t: TestApp;
  let aurora: Merchant;
  let lotus: Merchant;

  beforeAll(async () => {
    t = await openTestApp(kind);
    const a = await findMerchantByBrand(t.test.db, 'aurora');
    const l = await findMerchantByBrand(t.test.db, 'lotus');
    if (!a || !l) throw new Error('no demo merchants');
    aurora = a;
    lotus = l;
  });
  afterAll(async () => {
    await t.dispose();
  });

  const outboxSize = async (merchant: Merchant) => {
    const [row] = await t.test.db.query<{ n: number }>(
      'select count(*)::int as n from sms_sandbox_outbox where merchant_id = $1',
      [merchant.id],
    );
    return row?.n ?? 0;
  };

  it('gives a send back when the gateway fails, so the visitor can try again at once', async () => {
    const request = {
      mobile: '0912000002',
      clientId: 'gateway-client-00001',
      purpose: 'register' as const,
      ip: '203.0.113.6',
    };
    const failing = {
      kind: 'gateway',
      send: () => Promise.reject(new Error('gateway down')),
    };
    await expect(requestSmsCode(t.test.db, aurora, request, { provider: failing })).rejects.toThrow(
      'gateway down',
    );
    // No resend wait, no throttle and no quota used by the send that never went out.
    await requestSmsCode(t.test.db, aurora, request);
    const outbox = await readSandboxOutbox(
      t.test.db,
      aurora.id,
      mobileOf(aurora.settings, '0912000002'),
    );
    expect(outbox).toHaveLength(1);
  });

  it('compares at most five of 40 concurrent wrong codes and the right one inside the burst', async () => {
    const mobile = mobileOf(aurora.settings, '0912000001');
    await requestSmsCode(t.test.db, aurora, {
      mobile,
      clientId: 'burst-client-0000001',
      purpose: 'register',
      ip: '203.0.113.5',
    });
    const [message] = await readSandboxOutbox(t.test.db, aurora.id, mobile);
    const code = message?.code ?? '';
    const wrong = code === '000000' ? '111111' : '000000';
    const guesses = Array.from({ length: 41 }, (_, i) => (i === 20 ? code : wrong));
    const before = secretChecks('sms-code');
    const answers = await Promise.all(
      guesses.map((guess) => consumeSmsCode(t.test.db, aurora.id, mobile, 'register', guess)),
    );
    const checked = secretChecks('sms-code') - before;
    const accepted = answers.filter((answer) => answer === 'ok').length;
    console.log(
      `sms code burst on ${kind}: 40 wrong + 1 right, ${checked} checked ` +
        `(limit ${SMS_MAX_GUESSES}), right one accepted ${accepted} time(s)`,
    );
    expect(checked).toBeLessThanOrEqual(SMS_MAX_GUESSES);
    // The right code wins only if it was among the guesses compared.
    expect(accepted).toBeLessThanOrEqual(1);
  });

  it('sends exactly the anonymous share to 60 concurrent sends from 60 addresses, and a member’s code after', async () => {
    const dailyQuota = 12;
    const shares = quotaShares(lotus, dailyQuota);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 60 }, (_, i) =>
        requestSmsCode(
          t.test.db,
          lotus,
          {
            mobile: `09120${String(i).padStart(5, '0')}`,
            clientId: `quota-client-${String(i).padStart(6, '0')}`,
            purpose: 'register',
            ip: `198.51.100.${i + 1}`,
          },
          { dailyQuota },
        ),
      ),
    );
    const sent = await outboxSize(lotus);
    const refused = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason] : []));
    console.log(
      `sms quota burst on ${kind}: 60 anonymous sends from 60 addresses, quota ${dailyQuota} ` +
        `(anonymous share ${shares.anonymous}), ${sent} sent, ${refused.length} refused`,
    );
    expect(sent).toBe(shares.anonymous);
    for (const reason of refused) expect(reason).toMatchObject({ code: 'SMS_QUOTA_EXCEEDED' });

    // A member who proved their password still gets a second-factor code.
    const member = '0913000001';
    await t.test.db.query(
      `insert into members (merchant_id, account, nickname, mobile) values ($1, 'sharer', 'sharer', $2)`,
      [lotus.id, mobileOf(lotus.settings, member)],
    );
    await requestSmsCode(
      t.test.db,
      lotus,
      {
        mobile: member,
        clientId: 'member-client-000001',
        purpose: 'login',
        ip: '198.51.100.200',
        share: 'member',
      },
      { dailyQuota },
    );
    expect(await outboxSize(lotus)).toBe(shares.anonymous + 1);
    // …while one more anonymous send is still refused.
    await expect(
      requestSmsCode(
        t.test.db,
        lotus,
        {
          mobile: '0914000001',
          clientId: 'late-client-0000001',
          purpose: 'register',
          ip: '198.51.100.201',
        },
        { dailyQuota },
      ),
    ).rejects.toMatchObject({ code: 'SMS_QUOTA_EXCEEDED' });
  });
});
