import type { Meta, StoryObj } from '@storybook/react-vite';
import WithdrawPage from '../runtime/src/features/withdraw/withdraw-page.tsx';
import '../runtime/src/app/layout/member-centre.css';
import { moneyPageRoutes } from './money-pages-fixtures.ts';
import { storyPlatform } from './story-platform.ts';
import type { BrandId } from './story-site.ts';

const meta: Meta = { title: 'Member centre/Withdrawal (withdraw)' };
export default meta;

const frame = (children: React.ReactNode) => (
  <div className="wl-mc__content" style={{ maxInlineSize: 900 }}>
    {children}
  </div>
);

export const Ready: StoryObj = {
  name: 'Card and fund password set; a paid withdrawal asks for the receipt',
  render: (_args, { globals }) => {
    storyPlatform(globals.brand as BrandId, moneyPageRoutes(globals.brand as BrandId));
    return frame(<WithdrawPage openPage={() => undefined} />);
  },
};

export const NoCard: StoryObj = {
  name: 'No card and no fund password yet',
  render: (_args, { globals }) => {
    storyPlatform(
      globals.brand as BrandId,
      moneyPageRoutes(globals.brand as BrandId, { cards: 0, fundPasswordSet: false, empty: true }),
    );
    return frame(<WithdrawPage openPage={() => undefined} />);
  },
};
