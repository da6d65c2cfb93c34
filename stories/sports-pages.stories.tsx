import type { Meta } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import HomeHot from '../runtime/src/features/sports/home-hot.tsx';
import { MatchView } from '../runtime/src/features/sports/match-view.tsx';
import { SlipPanel } from '../runtime/src/features/sports/slip-panel.tsx';
import { useSlip } from '../runtime/src/features/sports/slip-state.ts';
import { useOddsFormat } from '../runtime/src/features/sports/sports-data.ts';
import { sportsRoutes } from '../runtime/src/features/sports/sports-fixtures.ts';
import SportsLobby from '../runtime/src/features/sports/sports-lobby.tsx';
import '../runtime/src/features/sports/sports.css';
import '../runtime/src/features/sports/bet-slip.css';
import '../runtime/src/features/sports/sports-lobby.css';
import '../runtime/src/features/sports/sports-matches.css';
import '../runtime/src/features/sports/sports-more.css';
import '../runtime/src/features/sports/sports-phone.css';
import { pageStory } from './page-story.tsx';

const meta: Meta = { title: 'Sports/Pages' };
export default meta;

const main = (page: ReactElement) => <div className="wl-main">{page}</div>;

/** The match page as /sports?match= shows it, beside its slip. */
function MatchPage() {
  const slip = useSlip('SPORTS');
  const [format] = useOddsFormat();
  return (
    <div className="wl-sb">
      <div className="wl-sb__grid is-two">
        <main className="wl-sb__main">
          <MatchView id="FB-9-0" format={format} slip={slip} onBack={() => undefined} />
        </main>
        <SlipPanel book="SPORTS" />
      </div>
    </div>
  );
}

export const Lobby = pageStory(
  'Sports lobby (/sports), prices rolling every 3 s',
  () => sportsRoutes(),
  () => main(<SportsLobby titleKey="category.SPORTS" category="SPORTS" />),
);

export const Match = pageStory(
  'Match view (/sports?match=), live',
  () => sportsRoutes(),
  () => main(<MatchPage />),
);

export const Failure = pageStory(
  'Sports lobby, the book unreachable',
  () => ({}),
  () => main(<SportsLobby titleKey="category.SPORTS" category="SPORTS" />),
);

export const HotStrip = pageStory(
  'Home page hot matches',
  () => sportsRoutes(),
  () => main(<HomeHot />),
);
