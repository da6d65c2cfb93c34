import { useCallback, useState } from 'react';
import {
  secondFactorSms,
  secondFactorVerify,
  type SecondFactorChallenge,
  type SecondFactorMethod,
} from '../../../../contract/second-factor.ts';
import type { LoginResult } from '../../../../contract/session.ts';
import { asPlatformError, call } from '../../app/api/call.ts';
import { useT } from '../../i18n/i18n.tsx';
import { errorText } from '../../app/ui/error-text.ts';
import { SmsButton } from './sms-button.tsx';
import { FormField } from '../../app/ui/form-field.tsx';
import { useForm } from '../../app/ui/use-form.ts';

interface SecondFactorFormProps {
  challenge: SecondFactorChallenge['secondFactor'];
  clientId: string;
  onSuccess: (result: LoginResult) => void;
}

const CODE_METHODS: readonly SecondFactorMethod[] = ['totp', 'sms'];
const FIELD_OF = { email: 'field.email', mobile: 'field.mobileNum', realName: 'field.payeeName' };

/**
 * Spec §2.6 two-step verification for an unknown IP: the login answered a challenge; the
 * member picks one of the offered methods and answers it (a 6-digit code for the
 * authenticator or SMS, else the bound mobile, email or real name).
 */
export default function SecondFactorForm({
  challenge,
  clientId,
  onSuccess,
}: SecondFactorFormProps) {
  const t = useT();
  const [method, setMethod] = useState<SecondFactorMethod>(challenge.methods[0] ?? 'totp');
  const { values, setValues, setErrors, busy, field, onSubmit } = useForm({
    secondFactorValue: '',
  });
  const typed = values.secondFactorValue.trim();
  const isCode = CODE_METHODS.includes(method);

  const label = isCode
    ? t('field.verificationCode')
    : t(FIELD_OF[method as keyof typeof FIELD_OF] as 'field.email');

  const send = useCallback(async () => {
    await call(secondFactorSms, { ticket: challenge.ticket, clientId });
    return true;
  }, [challenge.ticket, clientId]);

  const submit = onSubmit(
    () => {
      const bad = isCode ? !/^[0-9]{6}$/.test(typed) : typed === '';
      const problem = isCode ? t('validation.code') : t('validation.required', { field: label });
      return { secondFactorValue: bad ? problem : undefined };
    },
    async () => {
      onSuccess(
        await call(secondFactorVerify, {
          ticket: challenge.ticket,
          clientId,
          method,
          value: typed,
        }),
      );
    },
    (err: unknown) => {
      const failure = asPlatformError(err);
      const left = (failure.value as { attemptsLeft?: unknown } | undefined)?.attemptsLeft;
      setErrors({
        secondFactorValue:
          typeof left === 'number'
            ? `${errorText(t, failure)} ${t('secondFactor.attemptsLeft', { count: left })}`
            : errorText(t, failure),
      });
    },
  );

  return (
    <form className="wl-form" noValidate data-testid="second-factor" onSubmit={submit}>
      <p className="wl-form__note" role="status">
        {t('secondFactor.intro')}
      </p>
      {challenge.methods.length > 1 && (
        <div className="wl-tabs" role="radiogroup" aria-label={t('secondFactor.title')}>
          {challenge.methods.map((m) => (
            <button
              key={m}
              type="button"
              role="radio"
              aria-checked={m === method}
              className={m === method ? 'wl-tabs__tab is-active' : 'wl-tabs__tab'}
              data-testid={`second-factor-method-${m}`}
              onClick={() => {
                setMethod(m);
                setValues({ secondFactorValue: '' });
                setErrors({});
              }}
            >
              {t(`secondFactor.method.${m}`)}
            </button>
          ))}
        </div>
      )}
      <FormField
        {...field('secondFactorValue')}
        label={label}
        data-testid="second-factor-code"
        {...(isCode
          ? { inputMode: 'numeric' as const, autoComplete: 'one-time-code', maxLength: 6 }
          : { maxLength: 128 })}
        addon={method === 'sms' ? <SmsButton send={send} /> : undefined}
      />
      <button
        type="submit"
        className="wl-button wl-button--primary wl-button--lg wl-form__submit"
        data-testid="second-factor-submit"
        disabled={busy}
      >
        {t('secondFactor.submit')}
      </button>
    </form>
  );
}
