import type { Meta, StoryObj } from '@storybook/react-vite';
import { LeftBar, RightBar } from '../runtime/src/app/layout/side-bar.tsx';

const meta: Meta = { title: 'Shell/Side bars' };
export default meta;

export const Default: StoryObj = {
  name: 'Left and right bars',
  render: () => (
    <div className="wl-story-rails" style={{ padding: 24 }}>
      <LeftBar />
      <RightBar />
    </div>
  ),
};
