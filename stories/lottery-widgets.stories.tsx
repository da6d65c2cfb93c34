import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { NumberPicker } from '../runtime/src/features/lottery/number-picker.tsx';
import { ResultTable, type TierRow } from '../runtime/src/features/lottery/result-table.tsx';
import '../runtime/src/features/lottery/lottery-widgets.css';

const meta: Meta = { title: 'Lottery/Number picker and results' };
export default meta;

function Picker({ digits, max, start = [] }: { digits: 2 | 3; max?: number; start?: string[] }) {
  const [numbers, setNumbers] = useState<string[]>(start);
  return (
    <div style={{ padding: 24, maxInlineSize: 520 }}>
      <NumberPicker
        digits={digits}
        selected={numbers}
        onChange={setNumbers}
        {...(max ? { max } : {})}
      />
    </div>
  );
}

export const Lo: StoryObj = {
  name: 'Number picker: lô, three chosen',
  render: () => <Picker digits={2} start={['07', '27', '68']} />,
};

export const Xien: StoryObj = {
  name: 'Number picker: xiên 2, full',
  render: () => <Picker digits={2} max={2} start={['15', '51']} />,
};

export const BaCang: StoryObj = {
  name: 'Number picker: 3 càng (hundreds first)',
  render: () => <Picker digits={3} max={10} start={['027']} />,
};

const NORTH: TierRow[] = [
  { tier: 'SPECIAL', numbers: ['48127'] },
  { tier: 'FIRST', numbers: ['90315'] },
  { tier: 'SECOND', numbers: ['22968', '70441'] },
  { tier: 'THIRD', numbers: ['11807', '52336', '64092', '37751', '08624', '95113'] },
  { tier: 'FOURTH', numbers: ['4407', '1930', '6285', '7716'] },
  { tier: 'FIFTH', numbers: ['3358', '0271', '9942', '5067', '2809', '8134'] },
  { tier: 'SIXTH', numbers: ['627', '415', '083'] },
  { tier: 'SEVENTH', numbers: ['27', '64', '09', '51'] },
];

const SOUTH: TierRow[] = [
  { tier: 'EIGHTH', numbers: ['36'] },
  { tier: 'SEVENTH', numbers: ['412'] },
  { tier: 'SIXTH', numbers: ['7205', '1189', '6643'] },
  { tier: 'FIFTH', numbers: ['0927'] },
  {
    tier: 'FOURTH',
    numbers: ['58213', '90476', '13358', '47091', '66602', '21784', '08519'],
  },
  { tier: 'THIRD', numbers: ['35227', '81940'] },
  { tier: 'SECOND', numbers: ['72613'] },
  { tier: 'FIRST', numbers: ['40958'] },
  { tier: 'SPECIAL', numbers: ['193527'] },
];

export const North: StoryObj = {
  name: 'Result table: northern draw, the player’s 27 and 51 marked',
  render: () => (
    <div style={{ padding: 24, maxInlineSize: 860 }}>
      <ResultTable title="Miền Bắc · 24/11/2026" rows={NORTH} mine={['27', '51']} />
    </div>
  ),
};

export const South: StoryObj = {
  name: 'Result table: southern draw (eighth prize first)',
  render: () => (
    <div style={{ padding: 24, maxInlineSize: 860 }}>
      <ResultTable title="Miền Nam · Cần Thơ · 24/11/2026" rows={SOUTH} />
    </div>
  ),
};
