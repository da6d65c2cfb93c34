import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import {
  BetSlip,
  type OddsPolicy,
  type SlipMode,
  type SlipSelection,
} from '../runtime/src/features/sports/bet-slip.tsx';
import { useSite } from '../runtime/src/app/site.tsx';
import '../runtime/src/features/sports/sports.css';
import '../runtime/src/features/sports/bet-slip.css';

const meta: Meta = { title: 'Sports/Bet slip' };
export default meta;

const PICKS: SlipSelection[] = [
  {
    id: 'm1-1x2-home',
    matchId: 'm1',
    match: 'Harbour City v Redcliff Rovers',
    market: 'Match result',
    pick: 'Harbour City',
    price: 2_050,
    addedAt: 1_950,
    live: true,
  },
  {
    id: 'm2-ou-over',
    matchId: 'm2',
    match: 'Saltmarsh Herons v Ironvale Foxes',
    market: 'Total points 171.5',
    pick: 'Over 171.5',
    price: 1_870,
  },
  {
    id: 'm3-ah-away',
    matchId: 'm3',
    match: 'Northgate Athletic v Dunmore Wanderers',
    market: 'Handicap',
    pick: 'Dunmore Wanderers +0.5',
    price: 1_920,
  },
];

function Slip({
  picks = PICKS,
  start = 'SINGLE',
  stakes: initial = {},
  error,
  notice,
}: {
  picks?: SlipSelection[];
  start?: SlipMode;
  stakes?: Record<string, string>;
  error?: string;
  notice?: string;
}) {
  const { brand } = useSite();
  const [selections, setSelections] = useState(picks);
  const [mode, setMode] = useState<SlipMode>(start);
  const [stakes, setStakes] = useState<Record<string, string>>(initial);
  const [policy, setPolicy] = useState<OddsPolicy>('HIGHER');
  return (
    <div style={{ padding: 24, maxInlineSize: 360 }}>
      <BetSlip
        selections={selections}
        mode={mode}
        onMode={setMode}
        stakes={stakes}
        onStake={(key, text) => setStakes((s) => ({ ...s, [key]: text }))}
        onRemove={(id) => setSelections((s) => s.filter((x) => x.id !== id))}
        onClear={() => setSelections([])}
        policy={policy}
        onPolicy={setPolicy}
        format="DECIMAL"
        currency={brand.currency}
        limits={{
          min: 10 ** brand.currency.minorUnits,
          max: 5_000 * 10 ** brand.currency.minorUnits,
        }}
        onPlace={() => {}}
        {...(error ? { error } : {})}
        {...(notice ? { notice } : {})}
      />
    </div>
  );
}

export const Singles: StoryObj = {
  name: 'Singles with stakes, one price moved up',
  render: () => <Slip stakes={{ 'm1-1x2-home': '20', 'm2-ou-over': '15' }} />,
};

export const Parlay: StoryObj = {
  name: 'Three-leg parlay',
  render: () => <Slip start="PARLAY" stakes={{ PARLAY: '10' }} />,
};

export const SameMatch: StoryObj = {
  name: 'Parlay refused: two picks from one match',
  render: () => (
    <Slip
      start="PARLAY"
      picks={[
        PICKS[0] as SlipSelection,
        { ...(PICKS[1] as SlipSelection), matchId: 'm1', match: 'Harbour City v Redcliff Rovers' },
      ]}
    />
  ),
};

export const Suspended: StoryObj = {
  name: 'A suspended selection and a refusal',
  render: () => (
    <Slip
      picks={[{ ...(PICKS[0] as SlipSelection), suspended: true }, PICKS[2] as SlipSelection]}
      stakes={{ 'm3-ah-away': '50' }}
      error="This market is suspended for now. Try again in a moment."
    />
  ),
};

export const Empty: StoryObj = { name: 'Empty', render: () => <Slip picks={[]} /> };
