import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import AgentCentre from '../runtime/src/app/layout/agent-centre.tsx';
import { agentRoutes } from './agent-story-fixtures.ts';
import { storyPlatform, storySession } from './story-platform.ts';
import type { BrandId } from './story-site.ts';

const meta: Meta = { title: 'Agent centre/Pages' };
export default meta;

function Centre({ first }: { first: string }) {
  const [page, setPage] = useState(first);
  const [open, setOpen] = useState(true);
  if (!open) {
    return (
      <button type="button" className="wl-button wl-button--primary" onClick={() => setOpen(true)}>
        Open the agent centre
      </button>
    );
  }
  return <AgentCentre page={page} onOpenPage={setPage} onClose={() => setOpen(false)} />;
}

/** An agent's centre opened on `first`, the team and contracts from agent-story-fixtures. */
function openOn(first: string, empty = false): StoryObj['render'] {
  return (_args, { globals }) => {
    storyPlatform(globals.brand as BrandId, agentRoutes(globals.brand as BrandId, { empty }));
    storySession(1);
    return <Centre first={first} />;
  };
}

// Stories keep `name` in their own object literal: Storybook's indexer reads it statically.
export const Announcement: StoryObj = { name: 'Announcements', render: openOn('announcement') };
export const TeamOverview: StoryObj = {
  name: 'Team overview: figures and the chart per day',
  render: openOn('teamOverview'),
};
export const RegisterCenter: StoryObj = {
  name: 'Open an account under me',
  render: openOn('registerCenter'),
};
export const TeamManagement: StoryObj = {
  name: 'Team management: tree, frozen member, row actions',
  render: openOn('teamManagement'),
};
export const TeamBetting: StoryObj = {
  name: 'Team betting with totals',
  render: openOn('teamBetting'),
};
export const UserProfit: StoryObj = {
  name: 'Profit and loss per downline',
  render: openOn('userProfit'),
};
export const MyIncome: StoryObj = {
  name: 'My income: payments with their explanations',
  render: openOn('myIncome'),
};
export const DownlineTransactions: StoryObj = {
  name: 'Team transactions',
  render: openOn('downlineTransactions'),
};
export const DividendRecord: StoryObj = {
  name: 'Dividend record (home state enableCt)',
  render: openOn('dividendRecord'),
};
export const DailyWages: StoryObj = {
  name: 'Daily wages (home state salary; aurora only)',
  render: openOn('dailyWages'),
};
export const HourlySalary: StoryObj = {
  name: 'Hourly salary (home state hourSalary; aurora only)',
  render: openOn('hourlySalary'),
};
export const Contracts: StoryObj = {
  name: 'Contracts: an offer to answer, one ending, one signed',
  render: openOn('contracts'),
};
export const TeamManagementEmpty: StoryObj = {
  name: 'Team management with nobody in the team yet',
  render: openOn('teamManagement', true),
};
