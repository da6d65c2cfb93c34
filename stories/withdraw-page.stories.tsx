import type { Meta } from '@storybook/react-vite';
import WithdrawPage from '../runtime/src/features/withdraw/withdraw-page.tsx';
import '../runtime/src/app/layout/member-centre.css';
import { moneyPageRoutes } from './money-pages-fixtures.ts';
import { CentreContent, pageStory } from './page-story.tsx';

const meta: Meta = { title: 'Member centre/Withdrawal (withdraw)' };
export default meta;

const page = () => (
  <CentreContent>
    <WithdrawPage openPage={() => undefined} />
  </CentreContent>
);

export const Ready = pageStory(
  'Card and fund password set; a paid withdrawal asks for the receipt',
  (b) => moneyPageRoutes(b),
  page,
);

export const NoCard = pageStory(
  'No card and no fund password yet',
  (b) => moneyPageRoutes(b, { cards: 0, fundPasswordSet: false, empty: true }),
  page,
);
