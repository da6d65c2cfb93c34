import type { Meta, StoryObj } from '@storybook/react-vite';
import { PlatformError } from '../contract/errors.ts';
import { SmsButton } from '../runtime/src/features/identity/sms-button.tsx';
import '../runtime/src/features/identity/identity.css';

const meta: Meta = { title: 'Identity/SMS code button' };
export default meta;

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const Sends: StoryObj = {
  name: 'Sends, then counts down 60 s',
  render: () => (
    <div style={{ padding: 24 }}>
      <SmsButton send={() => wait(700).then(() => true)} />
    </div>
  ),
};

export const Fails: StoryObj = {
  name: 'The platform refuses: warning, back to ready',
  render: () => (
    <div style={{ padding: 24 }}>
      <SmsButton
        send={() => wait(700).then(() => Promise.reject(new PlatformError('TOO_MANY_REQUESTS')))}
      />
    </div>
  ),
};
