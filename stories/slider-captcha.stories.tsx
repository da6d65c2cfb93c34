import type { Meta, StoryObj } from '@storybook/react-vite';
import { SliderCaptcha } from '../runtime/src/features/identity/slider-captcha.tsx';
import { storyPlatform } from './story-platform.ts';
import type { BrandId } from './story-site.ts';
import '../runtime/src/features/identity/identity.css';

const meta: Meta = { title: 'Identity/Slide captcha' };
export default meta;

export const Default: StoryObj = {
  name: 'Drag the piece into the gap (or arrow keys, then Enter)',
  render: (_args, { globals }) => {
    storyPlatform(globals.brand as BrandId);
    return (
      <div style={{ display: 'grid', padding: 24, maxWidth: 420 }}>
        <SliderCaptcha clientId="storybook-client-0001" onChange={() => undefined} />
      </div>
    );
  },
};
