import type { Meta, StoryObj } from '@storybook/react-vite';
import { NavBar } from '../runtime/src/app/layout/nav-bar.tsx';

const meta: Meta = { title: 'Shell/Nav bar' };
export default meta;

export const Default: StoryObj = {
  name: 'On /live (hover a tab for its vendors)',
  parameters: { path: '/live' },
  render: () => (
    <header className="wl-header" style={{ minBlockSize: 320 }}>
      <NavBar />
    </header>
  ),
};
