import type { Meta } from '@storybook/react-vite';
import TransferFundPage from '../runtime/src/features/wallet/transfer-fund-page.tsx';
import '../runtime/src/app/layout/member-centre.css';
import { moneyRoutes } from './money-story-fixtures.ts';
import { pageStory } from './page-story.tsx';

const meta: Meta = { title: 'Member centre/My wallet (transferFund)' };
export default meta;

export const Default = pageStory(
  'Wallets with balances; transfers move the figures',
  (b) => moneyRoutes(b),
  () => (
    <div style={{ padding: 24, maxInlineSize: 900 }}>
      <TransferFundPage />
    </div>
  ),
);
