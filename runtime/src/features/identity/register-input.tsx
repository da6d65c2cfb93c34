import type { MessageKey } from '../../i18n/i18n.tsx';
import { useT } from '../../i18n/i18n.tsx';
import { CaptchaField } from './image-captcha.tsx';
import type { FieldSpec } from './register-rules.ts';
import { SmsButton } from './sms-button.tsx';
import { FormField, type FormFieldType } from '../../app/ui/form-field.tsx';

const TYPES: Partial<
  Record<
    string,
    { type?: FormFieldType; autoComplete?: string; inputMode?: 'tel' | 'numeric' | 'email' }
  >
> = {
  username: { autoComplete: 'username' },
  password: { type: 'password', autoComplete: 'new-password' },
  confirmPassword: { type: 'password', autoComplete: 'new-password' },
  paymentPassword: { type: 'password', autoComplete: 'off', inputMode: 'numeric' },
  mobileNum: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  whatsapp: { type: 'tel', inputMode: 'tel' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  payeeName: { autoComplete: 'name' },
  verificationCode: { autoComplete: 'one-time-code', inputMode: 'numeric' },
  captcha: { autoComplete: 'off' },
};

interface RegisterInputProps {
  spec: FieldSpec;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
  clientId: string;
  captchaKey: number;
  sendCode: () => Promise<boolean>;
}

/** One registration input with its star, message and, where needed, the SMS button or captcha. */
export function RegisterInput({
  spec,
  clientId,
  captchaKey,
  sendCode,
  ...rest
}: RegisterInputProps) {
  const t = useT();
  const kind = TYPES[spec.name] ?? {};
  if (spec.name === 'captcha') {
    return (
      <CaptchaField
        name={spec.name}
        required={spec.required}
        clientId={clientId}
        refreshKey={captchaKey}
        {...rest}
      />
    );
  }
  const addon = spec.name === 'verificationCode' ? <SmsButton send={sendCode} /> : undefined;
  return (
    <FormField
      name={spec.name}
      label={t(`field.${spec.name}` as MessageKey)}
      required={spec.required}
      addon={addon}
      wide={addon !== undefined}
      maxLength={spec.name === 'verificationCode' ? 6 : undefined}
      {...kind}
      {...rest}
    />
  );
}
