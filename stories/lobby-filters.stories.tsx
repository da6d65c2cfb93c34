import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import {
  LobbyFilters,
  NO_FILTERS,
  type LobbyFilterState,
} from '../runtime/src/features/games/lobby-filters.tsx';

const meta: Meta = { title: 'Games/Lobby filters' };
export default meta;

function Filters({ initial }: { initial: LobbyFilterState }) {
  const [value, setValue] = useState(initial);
  return (
    <div style={{ padding: 24, display: 'grid', gap: 12 }}>
      <LobbyFilters
        value={value}
        onChange={setValue}
        subCategories={[
          { key: 'SLOT_MACHINE', count: 24 },
          { key: 'JACKPOT', count: 3 },
          { key: 'SCRATCH_CARDS', count: 6 },
          { key: 'VIDEO_POKER', count: 2 },
        ]}
      />
      <pre>{JSON.stringify(value)}</pre>
    </div>
  );
}

export const Default: StoryObj = {
  name: 'No filter',
  render: () => <Filters initial={NO_FILTERS} />,
};

export const Active: StoryObj = {
  name: 'Jackpot, min bet 1, 25 lines, A–Z, searching',
  render: () => (
    <Filters
      initial={{ sub: 'JACKPOT', minBetOne: true, lines25: true, search: 'dragon', sort: 'az' }}
    />
  ),
};
