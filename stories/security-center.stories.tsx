import type { Meta, StoryObj } from '@storybook/react-vite';
import SecurityCenterPage from '../runtime/src/features/account/security-center-page.tsx';
import '../runtime/src/app/layout/member-centre.css';
import { moneyRoutes } from './money-story-fixtures.ts';
import { storyPlatform } from './story-platform.ts';
import type { BrandId } from './story-site.ts';

const meta: Meta = { title: 'Member centre/My account (securityCenter)' };
export default meta;

const frame = { padding: 24, maxInlineSize: 900 };

export const Set: StoryObj = {
  name: 'Fund password set, one card bound',
  render: (_args, { globals }) => {
    storyPlatform(globals.brand as BrandId, moneyRoutes(globals.brand as BrandId));
    return (
      <div style={frame}>
        <SecurityCenterPage />
      </div>
    );
  },
};

export const FirstTime: StoryObj = {
  name: 'No fund password, no card yet',
  render: (_args, { globals }) => {
    storyPlatform(
      globals.brand as BrandId,
      moneyRoutes(globals.brand as BrandId, { fundPasswordSet: false, cards: 0 }),
    );
    return (
      <div style={frame}>
        <SecurityCenterPage />
      </div>
    );
  },
};
