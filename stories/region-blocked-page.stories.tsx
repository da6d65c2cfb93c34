import type { Meta, StoryObj } from '@storybook/react-vite';
import { RegionBlockedPage } from '../runtime/src/app/pages/region-blocked-page.tsx';
import { useSite } from '../runtime/src/app/site.tsx';

function Region() {
  const { brand, status } = useSite();
  return <RegionBlockedPage brand={brand} customerService={status.customerService} />;
}

const meta: Meta = { title: 'Pages/Region-blocked page' };
export default meta;

export const Default: StoryObj = { name: 'Region blocked', render: () => <Region /> };
