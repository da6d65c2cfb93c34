import { useCallback } from 'react';
import type { PlatformError } from '../../../../contract/errors.ts';
import { login, type LoginEntrance, type LoginResult } from '../../../../contract/session.ts';
import { call } from '../../app/api/call.ts';
import { callFailure } from '../../../../contract/endpoint.ts';
import { numberingPlanOf } from '../../../../contract/mobile.ts';
import { useSite } from '../../app/site.tsx';
import { useT } from '../../i18n/i18n.tsx';
import { CaptchaField } from './image-captcha.tsx';
import { phoneOk } from './phone.ts';
import { smsNoLogin } from '../../../../contract/verification.ts';
import { SmsButton } from './sms-button.tsx';
import { FormField } from '../../app/ui/form-field.tsx';
import { useForm } from '../../app/ui/use-form.ts';
import { FormSubmit } from './form-submit.tsx';

interface SmsLoginFormProps {
  clientId: string;
  entrance: LoginEntrance | undefined;
  captchaShown: boolean;
  captchaKey: number;
  onSuccess: (result: LoginResult) => void;
  onFailure: (error: PlatformError) => void;
  formError: string;
  clearFormError: () => void;
}

/** Spec §2.3 SMS form: phone, code with the send button and its countdown, optional captcha. */
export function SmsLoginForm({
  clientId,
  entrance,
  captchaShown,
  captchaKey,
  onSuccess,
  onFailure,
  formError,
  clearFormError,
}: SmsLoginFormProps) {
  const t = useT();
  const { status } = useSite();
  const { values, setErrors, busy, field, onSubmit } = useForm({
    mobileNum: '',
    verificationCode: '',
    captcha: '',
  });
  const mobile = values.mobileNum;
  const rule = status.registerValidation.mobileNum;
  const plan = numberingPlanOf(status.phoneNumbers);

  const send = useCallback(async () => {
    if (!phoneOk(mobile, rule, plan)) {
      setErrors((e) => ({ ...e, mobileNum: t('validation.phone') }));
      return false;
    }
    setErrors((e) => ({ ...e, mobileNum: '' }));
    await call(smsNoLogin, { mobileNo: mobile.trim(), clientId });
    return true;
  }, [mobile, rule, plan, clientId, t, setErrors]);

  const submit = onSubmit(
    () => {
      // The form-level message belongs to the login form around this one.
      clearFormError();
      return {
        mobileNum: phoneOk(mobile, rule, plan) ? undefined : t('validation.phone'),
        verificationCode: /^[0-9]{6}$/.test(values.verificationCode.trim())
          ? undefined
          : t('validation.code'),
        captcha:
          captchaShown && !values.captcha.trim()
            ? t('validation.required', { field: t('field.captcha') })
            : undefined,
      };
    },
    async () => {
      const result = await call(login, {
        type: 'sms',
        mobileNum: mobile.trim(),
        code: values.verificationCode.trim(),
        clientId,
        captcha: captchaShown ? values.captcha.trim() : undefined,
        entrance,
      });
      // The SMS code is itself the second factor: an SMS login is never challenged.
      if (!('secondFactor' in result)) onSuccess(result);
    },
    (err: unknown) => onFailure(callFailure(login, err)),
  );

  return (
    <form className="wl-form" noValidate onSubmit={submit}>
      <FormField
        {...field('mobileNum')}
        type="tel"
        label={t('field.mobileNum')}
        autoComplete="tel"
        inputMode="tel"
      />
      <FormField
        {...field('verificationCode')}
        label={t('field.verificationCode')}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        addon={<SmsButton send={send} />}
      />
      {captchaShown && (
        <CaptchaField {...field('captcha')} clientId={clientId} refreshKey={captchaKey} />
      )}
      <FormSubmit error={formError} busy={busy} testId="login-submit" large>
        {t('login.submit')}
      </FormSubmit>
    </form>
  );
}
