import type { Meta } from '@storybook/react-vite';
import ReferralPage from '../runtime/src/features/account/referral-page.tsx';
import '../runtime/src/app/layout/member-centre.css';
import { moneyRoutes } from './money-story-fixtures.ts';
import { pageStory } from './page-story.tsx';

const meta: Meta = { title: 'Member centre/Referral code' };
export default meta;

export const Default = pageStory(
  'Code, link and copy button',
  (b) => moneyRoutes(b),
  () => (
    <div style={{ padding: 24 }}>
      <ReferralPage />
    </div>
  ),
);
