import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { parseAmount } from '../runtime/src/app/money.ts';
import { AmountField } from '../runtime/src/app/ui/amount-field.tsx';
import { storySite, type BrandId } from './story-site.ts';

const meta: Meta = { title: 'Forms/Amount field' };
export default meta;

function Amount({ brand }: { brand: BrandId }) {
  const currency = storySite(brand).brand.currency;
  const unit = 10 ** currency.minorUnits;
  const min = 10 * unit;
  const max = 5000 * unit;
  const [text, setText] = useState('');
  const minor = parseAmount(text, currency);
  const error =
    text && (minor === null || minor < min || minor > max) ? 'Outside the limits' : undefined;
  return (
    <div className="wl-form-stack" style={{ padding: 24 }}>
      <AmountField
        label="Amount"
        currency={currency}
        value={text}
        onChange={setText}
        min={min}
        max={max}
        presets={[50 * unit, 100 * unit, 500 * unit, 1000 * unit]}
        error={error}
        required
      />
    </div>
  );
}

export const Default: StoryObj = {
  name: 'Brand currency, limits and presets',
  render: (_args, { globals }) => <Amount brand={globals.brand as BrandId} />,
};
