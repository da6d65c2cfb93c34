import type { Meta, StoryObj } from '@storybook/react-vite';
import { PlatformError } from '../contract/errors.ts';
import { BootErrorPage } from '../runtime/src/app/pages/boot-error-page.tsx';
import { useSite } from '../runtime/src/app/site.tsx';

function BootError({ code }: { code: 'NETWORK' | 'DOMAIN_CHECK_FAILED' }) {
  const { brand } = useSite();
  return <BootErrorPage brand={brand} error={new PlatformError(code)} onRetry={() => undefined} />;
}

const meta: Meta = { title: 'Pages/Boot error page' };
export default meta;

export const Network: StoryObj = {
  name: 'Network failure',
  render: () => <BootError code="NETWORK" />,
};
export const Domain: StoryObj = {
  name: 'Domain check failed',
  render: () => <BootError code="DOMAIN_CHECK_FAILED" />,
};
