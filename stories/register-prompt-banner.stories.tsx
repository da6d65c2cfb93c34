import type { Meta, StoryObj } from '@storybook/react-vite';
import { RegisterPromptBanner } from '../runtime/src/app/layout/register-prompt-banner.tsx';

const meta: Meta = { title: 'Shell/Register prompt banner' };
export default meta;

export const Default: StoryObj = {
  name: 'Visitor without a token',
  render: () => (
    <div style={{ padding: 24 }}>
      <RegisterPromptBanner />
    </div>
  ),
};
