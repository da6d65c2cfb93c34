import type { Meta, StoryObj } from '@storybook/react-vite';
import { RegisterForm } from '../runtime/src/features/identity/register-form.tsx';
import { storyPlatform } from './story-platform.ts';
import type { BrandId } from './story-site.ts';
import '../runtime/src/features/identity/identity.css';

const meta: Meta = { title: 'Identity/Registration form' };
export default meta;

const noop = () => undefined;

export const Default: StoryObj = {
  name: 'Fields from the brand register settings',
  render: (_args, { globals }) => {
    storyPlatform(globals.brand as BrandId);
    return (
      <section className="wl-auth wl-auth--page">
        <RegisterForm onSuccess={noop} onLogin={noop} />
      </section>
    );
  },
};

export const WithReferral: StoryObj = {
  name: 'Arrived with an accepted ?referralCode=',
  render: (_args, { globals }) => {
    storyPlatform(globals.brand as BrandId);
    return (
      <section className="wl-auth wl-auth--page">
        <RegisterForm referralCode="AG2024" onSuccess={noop} onLogin={noop} />
      </section>
    );
  },
};
