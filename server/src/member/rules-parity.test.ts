import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankList, cardBind, fundPasswordSet } from '../../../contract/account.ts';
import { cardDigits as runtimeCardDigits } from '../../../contract/card-number.ts';
import { register, registerMobile, registerSettings } from '../../../contract/member.ts';
import { enabledModules } from '../../../contract/modules.ts';
import { systemStatus } from '../../../contract/system.ts';
import { numberingPlanOf } from '../../../contract/mobile.ts';
import { checkFundPassword } from '../../../runtime/src/features/account/fund-password-rules.ts';
import { phoneOk } from '../../../runtime/src/features/identity/phone.ts';
import {
  checkFormField,
  formFields,
  type RegisterTab,
} from '../../../runtime/src/features/identity/register-rules.ts';
import { openMoneyApp, LOGIN_PASSWORD, type MoneyApp } from '../../testing/money.ts';
import { mobileOf } from './mobile.ts';
import { setPasswordCostForTests } from './password.ts';

setPasswordCostForTests({ N: 2 ** 10, r: 8, p: 1 });

/**
 * One table of inputs, each judged by the runtime's validator (what the form says before it
 * sends) and by the platform (what it answers): the two must agree on every row, so no visitor
 * is refused a value the platform takes, nor sent off with one it refuses.
 */
const CARD_NUMBERS = [
  '6222021234567890',
  '6222 0212 3456 7890',
  '6222-0212-3456-7890',
  ' 622202 ',
  '12345',
  '1234567890123456789012345',
  '6222O212',
  '',
];
const FUND_PASSWORDS = [
  '123456',
  '000000',
  '12345',
  '1234567',
  'abcdef',
  '12 456',
  '１２３４５６',
  '',
];
const MOBILES: [brand: string, typed: string][] = [
  ['lotus', '0912345678'],
  ['lotus', '+84 912 345 678'],
  ['lotus', '+84912345678'],
  ['lotus', '0084912345678'],
  ['lotus', '+84 (0)912-345-678'],
  ['lotus', '912345678'],
  ['lotus', '+63 917 123 4567'],
  ['lotus', '091234'],
  ['lotus', 'phone'],
  ['aurora', '09171234567'],
  ['aurora', '+63 917 123 4567'],
  ['aurora', '+84 912 345 678'],
];
type Row = Record<string, string>;
const REGISTRATIONS: [brand: string, tab: RegisterTab, row: Row][] = [
  [
    'aurora',
    'username',
    {
      username: 'parity01',
      password: 'Passw0rd',
      confirmPassword: 'Passw0rd',
      mobileNum: '09171234567',
    },
  ],
  [
    'aurora',
    'username',
    { username: 'p1', password: 'Passw0rd', confirmPassword: 'Passw0rd', mobileNum: '09171234567' },
  ],
  [
    'aurora',
    'username',
    {
      username: 'parity02',
      password: 'password',
      confirmPassword: 'password',
      mobileNum: '09171234567',
    },
  ],
  [
    'aurora',
    'username',
    {
      username: 'parity03',
      password: 'Passw0rd',
      confirmPassword: 'Passw0rd1',
      mobileNum: '09171234567',
    },
  ],
  [
    'aurora',
    'username',
    { username: 'parity04', password: 'Passw0rd', confirmPassword: 'Passw0rd', mobileNum: '' },
  ],
  [
    'aurora',
    'username',
    {
      username: 'parity05',
      password: 'Passw0rd',
      confirmPassword: 'Passw0rd',
      mobileNum: '+63 917 123 4567',
    },
  ],
  [
    'aurora',
    'username',
    {
      username: 'parity06',
      password: ' Passw0rd',
      confirmPassword: ' Passw0rd',
      mobileNum: '09171234567',
    },
  ],
  [
    'aurora',
    'username',
    {
      username: 'parity07',
      password: 'Passw0rd',
      confirmPassword: 'Passw0rd',
      mobileNum: '09171234567',
      email: 'not-an-email',
    },
  ],
  [
    'lotus',
    'mobile',
    {
      mobileNum: '+84 912 345 678',
      password: 'Passw0rd',
      confirmPassword: 'Passw0rd',
      payeeName: 'Nguyen Van A',
    },
  ],
  [
    'lotus',
    'mobile',
    { mobileNum: '0912345678', password: 'Passw0rd', confirmPassword: 'Passw0rd', payeeName: '' },
  ],
  [
    'lotus',
    'mobile',
    {
      mobileNum: '+63 917 123 4567',
      password: 'Passw0rd',
      confirmPassword: 'Passw0rd',
      payeeName: 'Nguyen Van A',
    },
  ],
  [
    'lotus',
    'mobile',
    {
      mobileNum: '12',
      password: 'Passw0rd',
      confirmPassword: 'Passw0rd',
      payeeName: 'Nguyen Van A',
    },
  ],
];

describe('the runtime and the platform judge the shared rules alike', () => {
  let t: MoneyApp;
  beforeAll(async () => {
    t = await openMoneyApp('pglite');
  });
  afterAll(async () => {
    await t.dispose();
  });

  it('agrees on card numbers', async () => {
    const member = await t.member({ payeeName: 'Nguyen Van A' });
    const [bank] = await t.value(bankList, {}, { token: member.token });
    for (const typed of CARD_NUMBERS) {
      const runtime = runtimeCardDigits(typed) === undefined ? 'refused' : 'taken';
      const answer = await t.call(
        cardBind,
        {
          holder: 'Nguyen Van A',
          bankCode: bank?.code ?? '',
          cardNumber: typed,
          fundPassword: '999999',
        },
        { token: member.token },
      );
      // The card number is read before the fund password: any later refusal means it passed.
      const server = answer.body.code === 'CARD_NUMBER_INVALID' ? 'refused' : 'taken';
      expect([typed, runtime], typed).toEqual([typed, server]);
    }
  });

  it('agrees on fund passwords', async () => {
    const member = await t.member();
    for (const typed of FUND_PASSWORDS) {
      const form = { current: LOGIN_PASSWORD, newFundPassword: typed, confirmFundPassword: typed };
      const runtime = checkFundPassword(form, true).newFundPassword === 'fundPassword.format';
      // A wrong current password: the format is checked first, and nothing is set.
      const input = { current: 'not-the-password', newFundPassword: typed };
      const answer = await t.call(fundPasswordSet, input, { token: member.token });
      const server = answer.body.code === 'FUND_PASSWORD_FORMAT';
      expect([typed, runtime], typed).toEqual([typed, server]);
    }
  });

  it('agrees on mobile numbers', async () => {
    for (const [brand, typed] of MOBILES) {
      const merchant = await t.merchant(brand);
      const status = await t.value(systemStatus, { url: `${brand}.localhost` }, { brand });
      const plan = numberingPlanOf(status.phoneNumbers);
      const runtime = phoneOk(typed, status.registerValidation.mobileNum, plan);
      let server = true;
      try {
        mobileOf(merchant.settings, typed);
      } catch {
        server = false;
      }
      expect([brand, typed, runtime], typed).toEqual([brand, typed, server]);
    }
  });

  it('agrees on registration inputs', async () => {
    for (const [brand, tab, row] of REGISTRATIONS) {
      const status = await t.value(systemStatus, { url: `${brand}.localhost` }, { brand });
      const settings = await t.value(registerSettings, {}, { brand });
      const modules = enabledModules(status.whitelabel);
      const plan = numberingPlanOf(status.phoneNumbers);
      const values = { ...row, verificationCode: '123456' };
      const specs = formFields(tab, settings, modules, true);
      const runtime =
        specs.find((spec) => checkFormField(spec, values, settings.rules, plan))?.name ?? 'ok';

      // Sent as the register form sends it: optional fields trimmed, passwords as typed.
      const trimmed = (name: string) => row[name]?.trim() || undefined;
      const common = {
        password: row.password ?? '',
        confirmPassword: row.confirmPassword ?? '',
        payeeName: trimmed('payeeName'),
        email: trimmed('email'),
        clientId: 'parity-client-0001',
        slider: 'not-a-solved-slider',
        domain: `${brand}.localhost`,
        registerMethod: 'WEB' as const,
        login: true as const,
      };
      const answer =
        tab === 'username'
          ? await t.call(
              register,
              { ...common, username: row.username ?? '', mobileNum: trimmed('mobileNum') },
              { brand },
            )
          : await t.call(
              registerMobile,
              { ...common, mobileNum: row.mobileNum ?? '', verificationCode: '123456' },
              { brand },
            );
      // Every field is checked before the slider: CAPTCHA_FAILED means every field passed.
      const value = answer.body.value as { field?: string } | undefined;
      const server =
        answer.body.code === 'CAPTCHA_FAILED' ? 'ok' : (value?.field ?? answer.body.code);
      expect([brand, row, runtime]).toEqual([brand, row, server]);
    }
  });
});
