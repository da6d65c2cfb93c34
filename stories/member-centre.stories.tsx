import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { MemberCentrePageKey } from '../runtime/src/app/feature.ts';
import MemberCentre from '../runtime/src/app/layout/member-centre.tsx';
import { moneyRoutes } from './money-story-fixtures.ts';
import { storyPlatform, storySession } from './story-platform.ts';
import type { BrandId } from './story-site.ts';

const meta: Meta = { title: 'Member centre/Shell' };
export default meta;

function Centre({ first }: { first: MemberCentrePageKey }) {
  const [page, setPage] = useState<MemberCentrePageKey>(first);
  const [open, setOpen] = useState(true);
  if (!open) {
    return (
      <button type="button" className="wl-button wl-button--primary" onClick={() => setOpen(true)}>
        Open the member centre
      </button>
    );
  }
  return <MemberCentre page={page} onOpenPage={setPage} onClose={() => setOpen(false)} />;
}

// Stories keep `name` in their own object literal: Storybook's indexer reads it statically.
/** Renders a member's centre opened on `first`, money from the brand seed. */
function openOn(first: MemberCentrePageKey): StoryObj['render'] {
  return (_args, { globals }) => {
    storyPlatform(globals.brand as BrandId, moneyRoutes(globals.brand as BrandId));
    storySession(0);
    return <Centre first={first} />;
  };
}

export const SecurityCenter: StoryObj = {
  name: 'Open on My account (spinner until member info arrives)',
  render: openOn('securityCenter'),
};

export const Wallet: StoryObj = { name: 'Open on My wallet', render: openOn('transferFund') };
