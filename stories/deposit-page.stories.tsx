import type { Meta, StoryObj } from '@storybook/react-vite';
import DepositPage from '../runtime/src/features/deposit/deposit-page.tsx';
import DepositTeachPage from '../runtime/src/features/deposit/deposit-teach-page.tsx';
import '../runtime/src/app/layout/member-centre.css';
import { moneyPageRoutes } from './money-pages-fixtures.ts';
import { CentreContent, pageStory } from './page-story.tsx';

const meta: Meta = { title: 'Member centre/Deposit (depositv2)' };
export default meta;

const page = () => (
  <CentreContent>
    <DepositPage openPage={() => undefined} />
  </CentreContent>
);

export const Arrives = pageStory(
  'Choose, pay, and the deposit arrives 3 s later',
  (b) => moneyPageRoutes(b),
  page,
);

export const Fails = pageStory(
  'The gateway reports a failed payment',
  (b) => moneyPageRoutes(b, { settleAs: 'FAILED' }),
  page,
);

export const Tutorial: StoryObj = {
  name: 'Deposit tutorial (depositTeach)',
  render: () => (
    <CentreContent>
      <DepositTeachPage openPage={() => undefined} />
    </CentreContent>
  ),
};
