import { describe, expect, it } from 'vitest';
import { register, registerMobile, registerSettings } from '../../../contract/member.ts';
import { enabledModules } from '../../../contract/modules.ts';
import { numberingPlanOf } from '../../../contract/mobile.ts';
import type { LoginResult } from '../../../contract/session.ts';
import { systemStatus } from '../../../contract/system.ts';
import {
  checkFormField,
  formFields,
} from '../../../runtime/src/features/identity/register-rules.ts';
import { testDatabaseKinds } from '../db/test-databases.ts';
import { useIdentityApp, valueOf } from '../../testing/identity.ts';
import { newMobile, registrationFixture } from '../../testing/register.ts';

/**
 * Real names as their owners write them, judged against each demo brand's real-name rule by
 * the register form (runtime) and by the platform: both must take every real name and both
 * must refuse what is not a name. Lotus is Vietnamese; "Trần Thị Bình" was once refused.
 */
const NAMES: [language: string, name: string, verdict: 'ok' | 'refused'][] = [
  ['vi', 'Trần Thị Bình', 'ok'],
  ['vi', 'Nguyễn Văn An', 'ok'],
  ['vi', 'Đặng Thu Hương', 'ok'],
  ['vi', 'Phạm Thị Mỹ Dung', 'ok'],
  ['vi', 'Võ Hữu Lộc', 'ok'],
  // Typed as base letters + combining marks, as some keyboards send it.
  ['vi', 'Trần Thị Bình'.normalize('NFD'), 'ok'],
  ['th', 'สมชาย ใจดี', 'ok'],
  ['th', 'สุนิสา วงศ์สวัสดิ์', 'ok'],
  ['zh', '王小明', 'ok'],
  ['zh', '欧阳娜娜', 'ok'],
  ['ur', 'محمد علی', 'ok'],
  ['ur', 'عائشہ خان', 'ok'],
  ['en', 'Emily Carter', 'ok'],
  ['-', 'J', 'refused'],
  ['-', 'Trần 2', 'refused'],
  ['-', '12345', 'refused'],
  ['-', 'Bình!', 'refused'],
  ['-', 'Bình_Trần', 'refused'],
];

describe.each(testDatabaseKinds())('real names on %s', (kind) => {
  const t = useIdentityApp(kind);
  const { registerMobile: registerOnPhone } = registrationFixture(() => t);
  // Lotus registers by mobile only (USERNAMEREG off), with the code from the SMS outbox.
  const registerOnLotus = async (payeeName: string) => {
    const mobileNum = newMobile();
    const verificationCode = await t.smsCode(mobileNum, 'register', 'lotus');
    return registerOnPhone({ mobileNum, verificationCode, payeeName }, 'lotus');
  };

  it('registers "Trần Thị Bình" on lotus and keeps the name as typed', async () => {
    const answer = await registerOnLotus('Trần Thị Bình');
    const result = valueOf<LoginResult>(answer);
    const [row] = await t.test.db.query<{ payee_name: string }>(
      'select payee_name from members where account = $1',
      [result.account],
    );
    expect(row?.payee_name).toBe('Trần Thị Bình');
  });

  it('stores a name typed with combining marks in its composed form', async () => {
    const answer = await registerOnLotus('Trần Thị Bình'.normalize('NFD'));
    const result = valueOf<LoginResult>(answer);
    const [row] = await t.test.db.query<{ payee_name: string }>(
      'select payee_name from members where account = $1',
      [result.account],
    );
    expect(row?.payee_name).toBe('Trần Thị Bình'.normalize('NFC'));
  });

  it.each(['lotus', 'aurora'])(
    'form and platform of %s agree on every real name',
    async (brand) => {
      const status = await t.value(systemStatus, { url: `${brand}.localhost` }, { brand });
      const settings = await t.value(registerSettings, {}, { brand });
      const modules = enabledModules(status.whitelabel);
      const plan = numberingPlanOf(status.phoneNumbers);
      const mobileNum = brand === 'lotus' ? '0912345678' : '09171234567';
      const specs = formFields('mobile', settings, modules, true).filter(
        (spec) => spec.name === 'payeeName',
      );
      for (const [language, name, verdict] of NAMES) {
        const values = {
          mobileNum,
          password: 'Passw0rd',
          confirmPassword: 'Passw0rd',
          payeeName: name,
        };
        const runtime = specs.some((spec) => checkFormField(spec, values, settings.rules, plan))
          ? 'refused'
          : 'ok';
        const answer = await t.call(
          brand === 'lotus' ? registerMobile : register,
          {
            ...values,
            username: 'names0001',
            verificationCode: '123456',
            clientId: 'names-client-0001',
            slider: 'not-a-solved-slider',
            domain: `${brand}.localhost`,
            registerMethod: 'WEB' as const,
            login: true as const,
          },
          { brand },
        );
        // Fields are checked before the slider: any answer but a payeeName refusal means it passed.
        const field = (answer.body.value as { field?: string } | undefined)?.field;
        const server = field === 'payeeName' ? 'refused' : 'ok';
        expect([brand, language, name, runtime, server]).toEqual([
          brand,
          language,
          name,
          verdict,
          verdict,
        ]);
      }
    },
  );
});
