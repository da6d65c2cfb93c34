import type { Meta, StoryObj } from '@storybook/react-vite';
import { SandboxRibbon } from '../runtime/src/app/layout/sandbox-ribbon.tsx';

const meta: Meta = { title: 'Shell/Sandbox ribbon' };
export default meta;

export const Default: StoryObj = {
  name: 'Platform in sandbox mode',
  render: () => (
    <div>
      <SandboxRibbon />
      <div style={{ padding: 24 }}>The site starts below the ribbon.</div>
    </div>
  ),
};
