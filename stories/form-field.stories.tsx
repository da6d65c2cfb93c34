import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { FormField, SelectField } from '../runtime/src/app/ui/form-field.tsx';

const meta: Meta = { title: 'Forms/Form field' };
export default meta;

function Fields() {
  const [name, setName] = useState('');
  const [password, setPassword] = useState('12');
  const [bank, setBank] = useState('');
  return (
    <div className="wl-form-stack" style={{ padding: 24 }}>
      <FormField
        name="holder"
        label="Account holder"
        value={name}
        onChange={setName}
        hint="Must be your registered name (N*** V** A)."
        required
      />
      <FormField
        name="fundPassword"
        type="password"
        inputMode="numeric"
        maxLength={6}
        label="Fund password"
        value={password}
        onChange={setPassword}
        error={/^\d{6}$/.test(password) ? undefined : '6 digits'}
        required
      />
      <SelectField
        name="bankCode"
        label="Bank"
        placeholder="Choose a bank"
        value={bank}
        onChange={setBank}
        options={[
          { value: 'HMAI', label: 'Hoa Mai Bank' },
          { value: 'PHHA', label: 'Phu Ha Bank' },
        ]}
        required
      />
    </div>
  );
}

export const Default: StoryObj = {
  name: 'Text, password with an error, and a select',
  render: () => <Fields />,
};
