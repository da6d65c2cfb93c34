import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { DateRange, quickRange, useBrandToday } from '../runtime/src/app/ui/date-range.tsx';

const meta: Meta = { title: 'Member centre/Shared/Date range' };
export default meta;

function Picker() {
  const today = useBrandToday();
  const [range, setRange] = useState(() => quickRange('prev7', today()));
  return (
    <div style={{ padding: 24, display: 'grid', gap: 12 }}>
      <DateRange value={range} onChange={setRange} />
      <code>{JSON.stringify(range)}</code>
    </div>
  );
}

export const Default: StoryObj = {
  name: 'Previous 7 days of the brand clock; quick picks and typed dates',
  render: () => <Picker />,
};
