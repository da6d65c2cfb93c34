import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotFoundPage } from '../runtime/src/app/pages/not-found-page.tsx';

const meta: Meta = { title: 'Pages/Not found' };
export default meta;

export const Default: StoryObj = {
  name: '404',
  render: () => (
    <div className="wl-main">
      <NotFoundPage />
    </div>
  ),
};
