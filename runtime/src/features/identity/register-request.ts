import { register, registerMobile } from '../../../../contract/member.ts';
import type { LoginResult } from '../../../../contract/session.ts';
import { call } from '../../app/api/call.ts';
import type { RegisterTab } from './register-rules.ts';
import type { Referral } from './use-register-setup.ts';

interface Registration {
  tab: RegisterTab;
  values: Readonly<Record<string, string>>;
  referral: Referral;
  clientId: string;
  sliderToken: string;
}

/**
 * Sends a checked registration form (spec §7 register / registerMobile): empty optional fields
 * are left out, and a referral the platform accepted from the address replaces the field.
 */
export function sendRegistration({
  tab,
  values,
  referral,
  clientId,
  sliderToken,
}: Registration): Promise<LoginResult> {
  const value = (name: string) => values[name]?.trim() || undefined;
  const common = {
    password: values.password ?? '',
    confirmPassword: values.confirmPassword ?? '',
    payeeName: value('payeeName'),
    email: value('email'),
    qqNum: value('qqNum'),
    line: value('line'),
    whatsapp: value('whatsapp'),
    facebook: value('facebook'),
    wechat: value('wechat'),
    idNumber: value('idNumber'),
    paymentPassword: value('paymentPassword'),
    recommenderId: value('recommenderId'),
    affiliateCode: referral.accepted ? (referral.code ?? undefined) : value('affiliateCode'),
    referralCode: referral.accepted ? referral.code : null,
    clientId,
    captcha: value('captcha'),
    slider: sliderToken,
    domain: location.hostname,
    registerUrl: location.href,
    registerMethod: 'WEB' as const,
    login: true as const,
  };
  return tab === 'username'
    ? call(register, {
        ...common,
        username: value('username') ?? '',
        mobileNum: value('mobileNum'),
      })
    : call(registerMobile, {
        ...common,
        mobileNum: value('mobileNum') ?? '',
        verificationCode: value('verificationCode'),
      });
}
