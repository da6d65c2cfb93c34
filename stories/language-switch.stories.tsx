import type { Meta, StoryObj } from '@storybook/react-vite';
import { LanguageSwitch } from '../runtime/src/app/layout/language-switch.tsx';

const meta: Meta = { title: 'Shell/Language switch' };
export default meta;

export const Default: StoryObj = {
  name: 'Brand languages',
  render: () => (
    <div className="wl-header" style={{ padding: 16 }}>
      <LanguageSwitch />
    </div>
  ),
};
