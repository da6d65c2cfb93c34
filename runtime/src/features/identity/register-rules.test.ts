import { describe, expect, it } from 'vitest';
import type { NumberingPlan } from '../../../../contract/mobile.ts';
import { MODULE } from '../../../../contract/modules.ts';
import {
  checkFormField,
  defaultTab,
  formFields,
  registerTabs,
  serverFieldProblem,
  showAffiliateField,
  type RegisterSettings,
} from './register-rules.ts';
import { RULES } from '../../testing/register-fixtures.ts';

const modules = (...ids: string[]) => new Set(ids);
const VIETNAM: NumberingPlan = { callingCode: '84', trunkPrefix: '0' };

const settings: RegisterSettings = {
  fields: {
    username: { enabled: true, required: true },
    password: { enabled: true, required: true },
    payeeName: { enabled: true, required: true },
    email: { enabled: true, required: false },
    mobileNum: { enabled: true, required: false },
    qqNum: { enabled: false, required: true },
    affiliateCode: { enabled: true, required: false },
    captcha: { enabled: false, required: false },
  },
  rules: { username: RULES.username, mobileNum: RULES.mobileNum },
};

describe('registration tabs (spec §2.3)', () => {
  it('opens on username when USERNAMEREG is on, with mobile beside it', () => {
    const on = modules(MODULE.usernameRegister, MODULE.mobileRegister);
    expect(registerTabs(on)).toEqual(['username', 'mobile']);
    expect(defaultTab(on)).toBe('username');
  });

  it('offers only mobile when username registration is off', () => {
    const on = modules(MODULE.mobileRegister);
    expect(registerTabs(on)).toEqual(['mobile']);
    expect(defaultTab(on)).toBe('mobile');
  });

  it('offers only username when mobile registration is off', () => {
    expect(registerTabs(modules(MODULE.usernameRegister))).toEqual(['username']);
  });

  it('has no tab when both are off', () => {
    expect(defaultTab(modules())).toBeNull();
  });
});

describe('the affiliate-code field (spec §2.3)', () => {
  it('shows when the address has no code and the field is enabled', () => {
    expect(showAffiliateField(settings, { code: null, accepted: false })).toBe(true);
  });

  it('hides when the address carries a code the server accepted', () => {
    expect(showAffiliateField(settings, { code: 'AG01', accepted: true })).toBe(false);
  });

  it('shows again when the code from the address was refused', () => {
    expect(showAffiliateField(settings, { code: 'NOPE', accepted: false })).toBe(true);
  });

  it('never shows when the merchant disabled it', () => {
    const off = {
      ...settings,
      fields: { ...settings.fields, affiliateCode: { enabled: false, required: false } },
    };
    expect(showAffiliateField(off, { code: null, accepted: false })).toBe(false);
  });
});

describe('the fields of each tab (spec §3, §5)', () => {
  it('lists enabled fields in REGISTER_FIELDS order with their required flags', () => {
    const fields = formFields('username', settings, modules(), true);
    expect(fields).toEqual([
      { name: 'username', required: true },
      { name: 'password', required: true },
      { name: 'confirmPassword', required: true },
      { name: 'payeeName', required: true },
      { name: 'mobileNum', required: false },
      { name: 'email', required: false },
      { name: 'affiliateCode', required: false },
    ]);
  });

  it('asks on the mobile tab for the number, the SMS code with SMSVERIFY and a password pair only with MOBILEREGPWD', () => {
    const names = (on: Set<string>) => formFields('mobile', settings, on, false).map((f) => f.name);
    expect(names(modules(MODULE.smsVerify))).toEqual([
      'payeeName',
      'mobileNum',
      'verificationCode',
      'email',
    ]);
    expect(names(modules(MODULE.mobileRegisterPassword))).toEqual([
      'password',
      'confirmPassword',
      'payeeName',
      'mobileNum',
      'email',
    ]);
  });
});

describe('checking a field', () => {
  const values = { username: 'ab', password: 'abc123', confirmPassword: 'abc124', mobileNum: '' };

  it('reports the merchant rule with its min and max', () => {
    expect(
      checkFormField({ name: 'username', required: true }, values, settings.rules, VIETNAM),
    ).toEqual({
      kind: 'pattern',
      patternId: 1,
      min: 6,
      max: 16,
    });
  });

  it('reports a mismatched confirmation', () => {
    expect(
      checkFormField({ name: 'confirmPassword', required: true }, values, settings.rules, VIETNAM),
    ).toEqual({ kind: 'mismatch' });
  });

  it('lets an empty optional field pass and stops an empty required one', () => {
    expect(
      checkFormField({ name: 'mobileNum', required: false }, values, settings.rules, VIETNAM),
    ).toBeUndefined();
    expect(
      checkFormField({ name: 'mobileNum', required: true }, values, settings.rules, VIETNAM),
    ).toEqual({
      kind: 'required',
    });
  });

  it('reads any spelling of a number of the merchant country, as the platform does', () => {
    const mobile = { name: 'mobileNum', required: true } as const;
    const rules = {
      mobileNum: { patternId: 6, acceptedPattern: '^0[0-9]{9}$', minLength: 10, maxLength: 10 },
    } as const;
    for (const typed of ['0912345678', '+84 912 345 678', '0084912345678']) {
      expect(checkFormField(mobile, { mobileNum: typed }, rules, VIETNAM), typed).toBeUndefined();
    }
    expect(checkFormField(mobile, { mobileNum: '+84 12' }, rules, VIETNAM)).toMatchObject({
      kind: 'pattern',
    });
  });

  it('reads a field problem off a BAD_REQUEST answer', () => {
    expect(
      serverFieldProblem({
        field: 'username',
        problem: { kind: 'pattern', patternId: 1, min: 6, max: 16 },
      }),
    ).toEqual({ field: 'username', problem: { kind: 'pattern', patternId: 1, min: 6, max: 16 } });
    expect(serverFieldProblem({ field: 'confirmPassword', problem: { kind: 'mismatch' } })).toEqual(
      {
        field: 'confirmPassword',
        problem: { kind: 'mismatch' },
      },
    );
    expect(serverFieldProblem('nonsense')).toBeUndefined();
  });
});
