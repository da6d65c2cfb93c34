import type { Meta, StoryObj } from '@storybook/react-vite';
import { CategorySoon } from '../runtime/src/app/ui/category-soon.tsx';
import { ComingSoon } from '../runtime/src/app/ui/coming-soon.tsx';
import { useT } from '../runtime/src/i18n/i18n.tsx';

function Section() {
  const t = useT();
  return <ComingSoon name={t('page.promotions')} />;
}

function Lobby() {
  const t = useT();
  return <CategorySoon name={t('category.LIVE')} category="LIVE" />;
}

const meta: Meta = { title: 'Pages/Coming soon' };
export default meta;

export const Default: StoryObj = {
  name: 'Section',
  render: () => (
    <div className="wl-main">
      <Section />
    </div>
  ),
};

export const WithVendors: StoryObj = {
  name: 'Category with vendors',
  render: () => (
    <div className="wl-main">
      <Lobby />
    </div>
  ),
};
