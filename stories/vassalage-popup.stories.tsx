import type { Meta } from '@storybook/react-vite';
import { VENDORS } from '../runtime/src/features/games/game-fixtures.ts';
import { gameRoutes } from '../runtime/src/features/games/game-test-platform.ts';
import TransferConfirm from '../runtime/src/features/games/transfer-confirm.tsx';
import VassalagePopup from '../runtime/src/features/games/vassalage-popup.tsx';
import { fundsFixture } from '../runtime/src/features/games/game-test-platform.ts';
import { ok } from '../runtime/src/testing/fake-platform.ts';
import { pageStory } from './page-story.tsx';

const meta: Meta = { title: 'Games/Launch popups' };
export default meta;

const noop = () => {};

export const Vassalage = pageStory(
  'VASSALAGE vendor: pick a game',
  () => gameRoutes(),
  () => <VassalagePopup vendor={VENDORS.LUMEN} onClose={noop} onPick={noop} onDemo={noop} />,
);

export const Transfer = pageStory(
  'TRANSFER vendor: how much to move from main',
  () =>
    gameRoutes({
      'GET /wps/member/info/funds/consolidated': () => ok(fundsFixture(254_000, 1_200)),
    }),
  () => (
    <TransferConfirm
      gameName="Three Card Duel"
      vendor="HARBOR"
      vendorName="Harbor Cards"
      onClose={noop}
      onStart={() => new Promise(() => {})}
    />
  ),
);
