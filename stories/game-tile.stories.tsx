import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { SLOTS, gameFixture } from '../runtime/src/features/games/game-fixtures.ts';
import { GameTile } from '../runtime/src/features/games/game-tile.tsx';
import '../runtime/src/features/games/game-strip.css';

const meta: Meta = { title: 'Games/Game tile' };
export default meta;

const noop = () => {};

function Tiles() {
  const [favs, setFavs] = useState<Set<number>>(new Set([2]));
  const games = [
    ...SLOTS,
    gameFixture({ gameId: 9, name: 'A Very Long Game Name That Does Not Fit', isNew: true }),
  ];
  return (
    <ul className="wl-ggrid" style={{ padding: 24 }}>
      {games.map((game) => (
        <li key={game.gameId}>
          <GameTile
            game={game}
            fav={favs.has(game.gameId)}
            busy={game.gameId === 3}
            onPlay={noop}
            onDemo={noop}
            onToggleFav={(g) =>
              setFavs((s) => {
                const next = new Set(s);
                if (next.has(g.gameId)) next.delete(g.gameId);
                else next.add(g.gameId);
                return next;
              })
            }
          />
        </li>
      ))}
    </ul>
  );
}

export const Grid: StoryObj = {
  name: 'Hot, new, jackpot, favourite, launching, no demo',
  render: () => <Tiles />,
};

export const Compact: StoryObj = {
  name: 'Compact (strip)',
  render: () => (
    <div style={{ padding: 24, inlineSize: 170 }}>
      <GameTile
        game={SLOTS[0] ?? gameFixture()}
        fav={false}
        compact
        onPlay={noop}
        onDemo={noop}
        onToggleFav={noop}
      />
    </div>
  ),
};
