import type { FieldBinding } from '../../app/ui/use-form.ts';
import { FormField } from '../../app/ui/form-field.tsx';
import { useT } from '../../i18n/i18n.tsx';

type NewPasswordField = 'newPassword' | 'confirmNewPassword';

/** The new password and its confirmation, as the change-password modal and reset page ask. */
export function NewPasswordFields({
  field,
}: {
  field: (name: NewPasswordField) => FieldBinding<string>;
}) {
  const t = useT();
  return (
    <>
      {(['newPassword', 'confirmNewPassword'] as const).map((name) => (
        <FormField
          key={name}
          {...field(name)}
          type="password"
          label={t(`field.${name}`)}
          autoComplete="new-password"
        />
      ))}
    </>
  );
}
