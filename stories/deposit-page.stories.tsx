import type { Meta, StoryObj } from '@storybook/react-vite';
import DepositPage from '../runtime/src/features/deposit/deposit-page.tsx';
import DepositTeachPage from '../runtime/src/features/deposit/deposit-teach-page.tsx';
import '../runtime/src/app/layout/member-centre.css';
import { moneyPageRoutes } from './money-pages-fixtures.ts';
import { storyPlatform } from './story-platform.ts';
import type { BrandId } from './story-site.ts';

const meta: Meta = { title: 'Member centre/Deposit (depositv2)' };
export default meta;

const frame = (children: React.ReactNode) => (
  <div className="wl-mc__content" style={{ maxInlineSize: 900 }}>
    {children}
  </div>
);

export const Arrives: StoryObj = {
  name: 'Choose, pay, and the deposit arrives 3 s later',
  render: (_args, { globals }) => {
    storyPlatform(globals.brand as BrandId, moneyPageRoutes(globals.brand as BrandId));
    return frame(<DepositPage openPage={() => undefined} />);
  },
};

export const Fails: StoryObj = {
  name: 'The gateway reports a failed payment',
  render: (_args, { globals }) => {
    storyPlatform(
      globals.brand as BrandId,
      moneyPageRoutes(globals.brand as BrandId, { settleAs: 'FAILED' }),
    );
    return frame(<DepositPage openPage={() => undefined} />);
  },
};

export const Tutorial: StoryObj = {
  name: 'Deposit tutorial (depositTeach)',
  render: () => frame(<DepositTeachPage openPage={() => undefined} />),
};
