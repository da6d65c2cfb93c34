import type { Meta, StoryObj } from '@storybook/react-vite';
import LoginModal from '../runtime/src/features/identity/login-modal.tsx';
import { storyPlatform } from './story-platform.ts';
import type { BrandId } from './story-site.ts';

const meta: Meta = { title: 'Identity/Login popup' };
export default meta;

export const Default: StoryObj = {
  name: 'Username tab (a login answers "wrong password" and asks for the image captcha)',
  render: (_args, { globals }) => {
    storyPlatform(globals.brand as BrandId);
    return <LoginModal onClose={() => undefined} />;
  },
};
