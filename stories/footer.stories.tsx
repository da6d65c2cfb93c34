import type { Meta, StoryObj } from '@storybook/react-vite';
import { Footer } from '../runtime/src/app/layout/footer.tsx';

const meta: Meta = { title: 'Shell/Footer' };
export default meta;

export const Default: StoryObj = {
  name: 'Footer',
  render: () => <Footer />,
};
