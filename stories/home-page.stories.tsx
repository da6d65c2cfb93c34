import type { Meta, StoryObj } from '@storybook/react-vite';
import HomePage from '../runtime/src/features/home/home-page.tsx';

const meta: Meta = { title: 'Pages/Home page' };
export default meta;

export const Default: StoryObj = {
  name: 'Home',
  render: () => (
    <div className="wl-main">
      <HomePage />
    </div>
  ),
};
