import type { Meta, StoryObj } from '@storybook/react-vite';
import TransferUplinePage from '../runtime/src/features/wallet/transfer-upline-page.tsx';
import '../runtime/src/app/layout/member-centre.css';
import { moneyRoutes } from './money-story-fixtures.ts';
import { storyPlatform } from './story-platform.ts';
import type { BrandId } from './story-site.ts';

const meta: Meta = { title: 'Member centre/Transfer to upline' };
export default meta;

const frame = { padding: 24, maxInlineSize: 700 };

export const Player: StoryObj = {
  name: 'A player: to the upline only',
  render: (_args, { globals }) => {
    storyPlatform(globals.brand as BrandId, moneyRoutes(globals.brand as BrandId));
    return (
      <div style={frame}>
        <TransferUplinePage />
      </div>
    );
  },
};

export const Agent: StoryObj = {
  name: 'An agent with downlines',
  render: (_args, { globals }) => {
    storyPlatform(
      globals.brand as BrandId,
      moneyRoutes(globals.brand as BrandId, { downlines: true }),
    );
    return (
      <div style={frame}>
        <TransferUplinePage />
      </div>
    );
  },
};

export const Nobody: StoryObj = {
  name: 'No upline and no downlines: says why',
  render: (_args, { globals }) => {
    storyPlatform(
      globals.brand as BrandId,
      moneyRoutes(globals.brand as BrandId, { upline: false }),
    );
    return (
      <div style={frame}>
        <TransferUplinePage />
      </div>
    );
  },
};
