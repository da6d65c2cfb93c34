import type { Meta, StoryObj } from '@storybook/react-vite';
import { TopBar } from '../runtime/src/app/layout/top-bar.tsx';
import { moneyRoutes } from './money-story-fixtures.ts';
import { storySession, storyPlatform } from './story-platform.ts';
import type { BrandId } from './story-site.ts';

const meta: Meta = { title: 'Shell/Header account block' };
export default meta;

// Stories keep `name` in their own object literal: Storybook's indexer reads it statically.
/** Renders the top bar of a logged-in session with `role` (the login's isAgent). */
function loggedIn(role: number): StoryObj['render'] {
  return (_args, { globals }) => {
    storyPlatform(globals.brand as BrandId, moneyRoutes(globals.brand as BrandId));
    storySession(role);
    return (
      <header className="wl-header">
        <TopBar />
      </header>
    );
  };
}

export const Agent: StoryObj = {
  name: 'Logged in as an agent (balance refreshes on click)',
  render: loggedIn(1),
};

export const Member: StoryObj = { name: 'Logged in as a member', render: loggedIn(0) };
