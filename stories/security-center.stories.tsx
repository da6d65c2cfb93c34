import type { Meta } from '@storybook/react-vite';
import SecurityCenterPage from '../runtime/src/features/account/security-center-page.tsx';
import '../runtime/src/app/layout/member-centre.css';
import { moneyRoutes } from './money-story-fixtures.ts';
import { pageStory } from './page-story.tsx';

const meta: Meta = { title: 'Member centre/My account (securityCenter)' };
export default meta;

const page = () => (
  <div style={{ padding: 24, maxInlineSize: 900 }}>
    <SecurityCenterPage />
  </div>
);

export const Set = pageStory('Fund password set, one card bound', (b) => moneyRoutes(b), page);

export const FirstTime = pageStory(
  'No fund password, no card yet',
  (b) => moneyRoutes(b, { fundPasswordSet: false, cards: 0 }),
  page,
);
