import type { Meta } from '@storybook/react-vite';
import { lotteryRoutes } from '../runtime/src/features/lottery/lottery-fixtures.ts';
import LotteryPage from '../runtime/src/features/lottery/lottery-page.tsx';
import { pageStory } from './page-story.tsx';

/** The lottery pages on a fake platform; the game views open at `?gameCode=&playType=`. */
const meta: Meta = { title: 'Lottery/Pages' };
export default meta;

const page = () => (
  <div className="wl-main">
    <LotteryPage titleKey="category.LOTT" category="LOTT" />
  </div>
);

export const Lobby = pageStory(
  'Lobby (/lottery): Vietnamese regions, daily and fast games with countdowns',
  () => lotteryRoutes(Date.now()),
  page,
);

export const AuroraLobby = pageStory(
  'Lobby of a fast-games merchant (aurora)',
  () => lotteryRoutes(Date.now(), ['FAST5', 'DAILY4']),
  page,
);

export const Empty = pageStory(
  'Lobby of a merchant without lottery',
  () => lotteryRoutes(Date.now(), []),
  page,
);

export const NorthLo = {
  ...pageStory('Game view: North lottery, lô', () => lotteryRoutes(Date.now()), page),
  parameters: { path: '/lottery?gameCode=VN_NORTH&playType=lo2' },
};

export const FastBigSmall = {
  ...pageStory('Game view: Fast 5D, big / small', () => lotteryRoutes(Date.now()), page),
  parameters: { path: '/lottery?gameCode=FAST5&playType=bigsmall' },
};

export const DailyStraight = {
  ...pageStory('Game view: Daily 4D, digit rows', () => lotteryRoutes(Date.now()), page),
  parameters: { path: '/lottery?gameCode=DAILY4&playType=straight4' },
};
