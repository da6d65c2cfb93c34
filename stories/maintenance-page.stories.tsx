import type { Meta, StoryObj } from '@storybook/react-vite';
import { MaintenancePage } from '../runtime/src/app/pages/maintenance-page.tsx';
import { useSite } from '../runtime/src/app/site.tsx';

function Maintenance() {
  const { brand, status } = useSite();
  return <MaintenancePage brand={brand} customerService={status.customerService} />;
}

const meta: Meta = { title: 'Pages/Maintenance page' };
export default meta;

export const Default: StoryObj = { name: 'Maintenance', render: () => <Maintenance /> };
