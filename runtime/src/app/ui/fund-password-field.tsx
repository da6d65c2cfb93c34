import { useT } from '../../i18n/i18n.tsx';
import { FormField } from './form-field.tsx';

export { FUND_PASSWORD_PATTERN } from '../../../../contract/fund-password.ts';

/** The 6-digit fund password that proves the member on a card bind or a member transfer. */
export function FundPasswordField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const t = useT();
  return (
    <FormField
      name="fundPassword"
      type="password"
      label={t('fundPassword.label')}
      inputMode="numeric"
      autoComplete="off"
      maxLength={6}
      value={value}
      onChange={onChange}
      error={error}
      required
    />
  );
}
