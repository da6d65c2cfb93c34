import type { Meta, StoryObj } from '@storybook/react-vite';
import TransferFundPage from '../runtime/src/features/wallet/transfer-fund-page.tsx';
import '../runtime/src/app/layout/member-centre.css';
import { moneyRoutes } from './money-story-fixtures.ts';
import { storyPlatform } from './story-platform.ts';
import type { BrandId } from './story-site.ts';

const meta: Meta = { title: 'Member centre/My wallet (transferFund)' };
export default meta;

export const Default: StoryObj = {
  name: 'Wallets with balances; transfers move the figures',
  render: (_args, { globals }) => {
    storyPlatform(globals.brand as BrandId, moneyRoutes(globals.brand as BrandId));
    return (
      <div style={{ padding: 24, maxInlineSize: 900 }}>
        <TransferFundPage />
      </div>
    );
  },
};
