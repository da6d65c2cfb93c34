import type { Meta, StoryObj } from '@storybook/react-vite';
import ReferralPage from '../runtime/src/features/account/referral-page.tsx';
import '../runtime/src/app/layout/member-centre.css';
import { moneyRoutes } from './money-story-fixtures.ts';
import { storyPlatform } from './story-platform.ts';
import type { BrandId } from './story-site.ts';

const meta: Meta = { title: 'Member centre/Referral code' };
export default meta;

export const Default: StoryObj = {
  name: 'Code, link and copy button',
  render: (_args, { globals }) => {
    storyPlatform(globals.brand as BrandId, moneyRoutes(globals.brand as BrandId));
    return (
      <div style={{ padding: 24 }}>
        <ReferralPage />
      </div>
    );
  },
};
