import { useState, type FormEvent } from 'react';
import { fundPasswordSet } from '../../../../contract/account.ts';
import { call } from '../../app/api/call.ts';
import { useSend } from '../../app/api/use-send.ts';
import { FormError, FormField, SubmitButton } from '../../app/ui/form-field.tsx';
import { Icon } from '../../app/ui/icons.tsx';
import { useT } from '../../i18n/i18n.tsx';
import { checkFundPassword, type FundPasswordErrors } from './fund-password-rules.ts';

const EMPTY = { current: '', newFundPassword: '', confirmFundPassword: '' };

/**
 * Sets the fund (payment) password: the first time proven with the login password, later
 * with the current fund password. 6 digits, typed twice.
 */
export function FundPasswordForm({ isSet, onDone }: { isSet: boolean; onDone: () => void }) {
  const t = useT();
  const [input, setInput] = useState(EMPTY);
  const [errors, setErrors] = useState<FundPasswordErrors>({});
  const { busy, failure, setFailure, send } = useSend();
  const [done, setDone] = useState(false);
  const change = (name: keyof typeof EMPTY) => (value: string) => {
    setInput((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => ({ ...previous, [name]: undefined }));
    setDone(false);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = checkFundPassword(input, !isSet);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    await send(async () => {
      await call(fundPasswordSet, {
        current: input.current,
        newFundPassword: input.newFundPassword,
      });
      setInput(EMPTY);
      setDone(true);
      onDone();
    });
  };

  const digits = { inputMode: 'numeric' as const, maxLength: 6, type: 'password' as const };
  return (
    <form className="wl-form-stack" noValidate onSubmit={(e) => void submit(e)}>
      <p className="wl-muted wl-account__note">
        {isSet ? t('fundPassword.changeLead') : t('fundPassword.setLead')}
      </p>
      <FormField
        name="current"
        type="password"
        label={isSet ? t('fundPassword.current') : t('fundPassword.loginPassword')}
        autoComplete={isSet ? 'off' : 'current-password'}
        value={input.current}
        onChange={change('current')}
        error={errors.current && t(errors.current)}
        required
      />
      <FormField
        name="newFundPassword"
        label={t('fundPassword.new')}
        autoComplete="new-password"
        hint={t('fundPassword.format')}
        value={input.newFundPassword}
        onChange={change('newFundPassword')}
        error={errors.newFundPassword && t(errors.newFundPassword)}
        required
        {...digits}
      />
      <FormField
        name="confirmFundPassword"
        label={t('fundPassword.confirm')}
        autoComplete="new-password"
        value={input.confirmFundPassword}
        onChange={change('confirmFundPassword')}
        error={errors.confirmFundPassword && t(errors.confirmFundPassword)}
        required
        {...digits}
      />
      <FormError error={failure} />
      {done && (
        <p className="wl-form-done" role="status" data-testid="fund-password-done">
          <Icon name="check" size={18} />
          {t('fundPassword.done')}
        </p>
      )}
      <SubmitButton testId="fund-password-submit" busy={busy}>
        {isSet ? t('fundPassword.changeSubmit') : t('fundPassword.setSubmit')}
      </SubmitButton>
    </form>
  );
}
