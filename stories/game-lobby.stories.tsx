import type { Meta } from '@storybook/react-vite';
import FishLobby from '../runtime/src/features/games/fish-lobby.tsx';
import { gameRoutes } from '../runtime/src/features/games/game-test-platform.ts';
import HomeGames from '../runtime/src/features/games/home-games.tsx';
import LiveLobby from '../runtime/src/features/games/live-lobby.tsx';
import PvpLobby from '../runtime/src/features/games/pvp-lobby.tsx';
import SlotsLobby from '../runtime/src/features/games/slots-lobby.tsx';
import { pageStory } from './page-story.tsx';

const meta: Meta = { title: 'Games/Lobbies' };
export default meta;

const main = (page: React.ReactElement) => <div className="wl-main">{page}</div>;

export const Slots = pageStory(
  'Slots (/rng)',
  () => gameRoutes(),
  () => main(<SlotsLobby titleKey="category.RNG" />),
);

export const Live = pageStory(
  'Live casino (/live)',
  () => gameRoutes(),
  () => main(<LiveLobby titleKey="category.LIVE" />),
);

export const Pvp = pageStory(
  'Card rooms (/pvp)',
  () => gameRoutes(),
  () => main(<PvpLobby titleKey="category.PVP" />),
);

export const Fish = pageStory(
  'Fishing (/fish)',
  () => gameRoutes(),
  () => main(<FishLobby titleKey="category.FISH" />),
);

export const Home = pageStory(
  'Home page games (ticker, jackpots, strips)',
  () => gameRoutes(),
  () => main(<HomeGames />),
);
