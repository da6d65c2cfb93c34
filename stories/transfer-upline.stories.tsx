import type { Meta } from '@storybook/react-vite';
import TransferUplinePage from '../runtime/src/features/wallet/transfer-upline-page.tsx';
import '../runtime/src/app/layout/member-centre.css';
import { moneyRoutes } from './money-story-fixtures.ts';
import { pageStory } from './page-story.tsx';

const meta: Meta = { title: 'Member centre/Transfer to upline' };
export default meta;

const page = () => (
  <div style={{ padding: 24, maxInlineSize: 700 }}>
    <TransferUplinePage />
  </div>
);

export const Player = pageStory('A player: to the upline only', (b) => moneyRoutes(b), page);

export const Agent = pageStory(
  'An agent with downlines',
  (b) => moneyRoutes(b, { downlines: true }),
  page,
);

export const Nobody = pageStory(
  'No upline and no downlines: says why',
  (b) => moneyRoutes(b, { upline: false }),
  page,
);
