import type { Meta, StoryObj } from '@storybook/react-vite';
import { Header } from '../runtime/src/app/layout/site-layout.tsx';

const meta: Meta = { title: 'Shell/Header' };
export default meta;

export const Default: StoryObj = {
  name: 'Top bar and nav bar',
  render: () => <Header />,
};
