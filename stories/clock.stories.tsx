import type { Meta, StoryObj } from '@storybook/react-vite';
import { Clock } from '../runtime/src/app/layout/clock.tsx';

const meta: Meta = { title: 'Shell/Clock' };
export default meta;

export const Default: StoryObj = {
  name: 'Brand timezone, server time',
  render: () => (
    <div className="wl-header" style={{ padding: 16 }}>
      <Clock />
    </div>
  ),
};
