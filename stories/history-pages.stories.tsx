import type { Meta, StoryObj } from '@storybook/react-vite';
import BetHistoryPage from '../runtime/src/features/history/bet-history-page.tsx';
import BonusPage from '../runtime/src/features/history/bonus-page.tsx';
import ProfitPage from '../runtime/src/features/history/profit-page.tsx';
import RewardCentrePage from '../runtime/src/features/history/reward-centre-page.tsx';
import TransactionHistoryPage from '../runtime/src/features/history/transaction-history-page.tsx';
import MissionLeaderboardPage from '../runtime/src/features/promotions/mission-leaderboard-page.tsx';
import '../runtime/src/app/layout/member-centre.css';
import { historyPageRoutes } from './history-fixtures.ts';
import { storyPlatform } from './story-platform.ts';
import type { BrandId } from './story-site.ts';

const meta: Meta = { title: 'Member centre/Histories' };
export default meta;

const page = (Page: React.ComponentType, empty = false): StoryObj => ({
  render: (_args, { globals }) => {
    storyPlatform(globals.brand as BrandId, historyPageRoutes(globals.brand as BrandId, { empty }));
    return (
      <div className="wl-mc__content" style={{ maxInlineSize: 900 }}>
        <Page />
      </div>
    );
  },
});

export const AccountRecord: StoryObj = {
  name: 'Account record (transactionHistory), three pages',
  ...page(TransactionHistoryPage),
};
export const AccountRecordEmpty: StoryObj = {
  name: 'Account record with nothing in the dates',
  ...page(TransactionHistoryPage, true),
};
export const Profit: StoryObj = { name: 'Profit and loss', ...page(ProfitPage) };
export const Bonus: StoryObj = { name: 'Bonus details', ...page(BonusPage) };
export const Bets: StoryObj = {
  name: 'Betting record: filters, totals, open, refunded and demo rounds, round detail',
  ...page(BetHistoryPage),
};
export const BetsEmpty: StoryObj = {
  name: 'Betting record with nothing in the dates',
  ...page(BetHistoryPage, true),
};
export const BetsPhone: StoryObj = {
  name: 'Betting record on a phone (rows become cards)',
  ...page(BetHistoryPage),
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
export const Rewards: StoryObj = { name: 'Reward center (empty)', ...page(RewardCentrePage) };
export const Missions: StoryObj = { name: 'Missions (empty)', ...page(MissionLeaderboardPage) };
