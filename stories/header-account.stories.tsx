import type { Meta, StoryObj } from '@storybook/react-vite';
import { TopBar } from '../runtime/src/app/layout/top-bar.tsx';
import { moneyRoutes } from './money-story-fixtures.ts';
import { storySession, storyPlatform } from './story-platform.ts';
import type { BrandId } from './story-site.ts';

const meta: Meta = { title: 'Shell/Header account block' };
export default meta;

export const Agent: StoryObj = {
  name: 'Logged in as an agent (balance refreshes on click)',
  render: (_args, { globals }) => {
    storyPlatform(globals.brand as BrandId, moneyRoutes(globals.brand as BrandId));
    storySession(1);
    return (
      <header className="wl-header">
        <TopBar />
      </header>
    );
  },
};

export const Member: StoryObj = {
  name: 'Logged in as a member',
  render: (_args, { globals }) => {
    storyPlatform(globals.brand as BrandId, moneyRoutes(globals.brand as BrandId));
    storySession(0);
    return (
      <header className="wl-header">
        <TopBar />
      </header>
    );
  },
};
