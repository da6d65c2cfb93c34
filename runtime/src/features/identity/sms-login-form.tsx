import { useCallback, useState, type FormEvent } from 'react';
import type { PlatformError } from '../../../../contract/errors.ts';
import { login, type LoginResult } from '../../../../contract/session.ts';
import { call } from '../../app/api/call.ts';
import { callFailure } from '../../../../contract/endpoint.ts';
import { numberingPlanOf } from '../../../../contract/mobile.ts';
import { useSite } from '../../app/site.tsx';
import { useT } from '../../i18n/i18n.tsx';
import { CaptchaImage } from './image-captcha.tsx';
import { phoneOk } from './phone.ts';
import { smsNoLogin } from '../../../../contract/verification.ts';
import { SmsButton } from './sms-button.tsx';
import { FormField } from '../../app/ui/form-field.tsx';
import { FormSubmit } from './form-submit.tsx';

interface SmsLoginFormProps {
  clientId: string;
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
  captchaShown,
  captchaKey,
  onSuccess,
  onFailure,
  formError,
  clearFormError,
}: SmsLoginFormProps) {
  const t = useT();
  const { status } = useSite();
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
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
  }, [mobile, rule, plan, clientId, t]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next: Record<string, string> = {};
    if (!phoneOk(mobile, rule, plan)) next.mobileNum = t('validation.phone');
    if (!/^[0-9]{6}$/.test(code.trim())) next.verificationCode = t('validation.code');
    if (captchaShown && !captcha.trim()) {
      next.captcha = t('validation.required', { field: t('field.captcha') });
    }
    setErrors(next);
    clearFormError();
    if (Object.values(next).some(Boolean)) return;
    setBusy(true);
    try {
      const result = await call(login, {
        type: 'sms',
        mobileNum: mobile.trim(),
        code: code.trim(),
        clientId,
        captcha: captchaShown ? captcha.trim() : undefined,
      });
      // The SMS code is itself the second factor: an SMS login is never challenged.
      if (!('secondFactor' in result)) onSuccess(result);
    } catch (err: unknown) {
      onFailure(callFailure(login, err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="wl-form" noValidate onSubmit={(e) => void submit(e)}>
      <FormField
        name="mobileNum"
        type="tel"
        label={t('field.mobileNum')}
        value={mobile}
        onChange={setMobile}
        error={errors.mobileNum}
        autoComplete="tel"
        inputMode="tel"
        required
      />
      <FormField
        name="verificationCode"
        label={t('field.verificationCode')}
        value={code}
        onChange={setCode}
        error={errors.verificationCode}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        required
        addon={<SmsButton send={send} />}
      />
      {captchaShown && (
        <FormField
          name="captcha"
          label={t('field.captcha')}
          value={captcha}
          onChange={setCaptcha}
          error={errors.captcha}
          autoComplete="off"
          required
          addon={<CaptchaImage clientId={clientId} refreshKey={captchaKey} />}
        />
      )}
      <FormSubmit error={formError} busy={busy} testId="login-submit" large>
        {t('login.submit')}
      </FormSubmit>
    </form>
  );
}
