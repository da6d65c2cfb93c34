import type { Meta, StoryObj } from '@storybook/react-vite';
import { TopBar } from '../runtime/src/app/layout/top-bar.tsx';

const meta: Meta = { title: 'Shell/Header top bar' };
export default meta;

export const Default: StoryObj = {
  name: 'Logged out',
  render: () => (
    <header className="wl-header">
      <TopBar />
    </header>
  ),
};
