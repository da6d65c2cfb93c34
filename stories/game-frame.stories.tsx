import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureThumb } from '../runtime/src/features/games/game-fixtures.ts';
import { GameFrame } from '../runtime/src/features/games/game-frame.tsx';

const meta: Meta = { title: 'Games/Game frame' };
export default meta;

// A stand-in "game": a picture in the frame, so the bar and the frame can be judged.
const picture = fixtureThumb('Starfall Sevens', '#1a365d', '#6b46c1');

export const Seamless: StoryObj = {
  name: 'Seamless vendor',
  render: () => (
    <div className="wl-main">
      <GameFrame
        game={{
          url: picture,
          name: 'Starfall Sevens',
          vendor: 'NOVA',
          vendorName: 'Nova Reels',
          protocol: 'SEAMLESS',
          demo: false,
        }}
        onLeave={() => {}}
      />
    </div>
  ),
};

export const Transfer: StoryObj = {
  name: 'Transfer vendor (leave offers the transfer back)',
  render: () => (
    <div className="wl-main">
      <GameFrame
        game={{
          url: picture,
          name: 'Three Card Duel',
          vendor: 'HARBOR',
          vendorName: 'Harbor Cards',
          protocol: 'TRANSFER',
          demo: false,
        }}
        onLeave={() => {}}
      />
    </div>
  ),
};

export const Demo: StoryObj = {
  name: 'For fun',
  render: () => (
    <div className="wl-main">
      <GameFrame
        game={{
          url: picture,
          name: 'Lucky Scratch',
          vendor: 'NOVA',
          vendorName: 'Nova Reels',
          protocol: 'SEAMLESS',
          demo: true,
        }}
        onLeave={() => {}}
      />
    </div>
  ),
};
