import { useNavigate } from '../../app/router/router.tsx';
import type { PageProps } from '../../app/feature.ts';
import { useT } from '../../i18n/i18n.tsx';
import { GameGrid } from './game-grid.tsx';
import { useFavourites, useGameLanguage, useVendorCards } from './game-query.ts';
import { LobbyBanner } from './lobby-banner.tsx';
import { MemberStrips, PopularStrip } from './lobby-strips.tsx';
import { useLaunch } from './use-launch.tsx';
import { useVendorOpen } from './use-vendor-open.ts';
import { VendorLane } from './vendor-lane.tsx';
import './games.css';

/** `/fish`: the fishing and arcade shooters, each shot a bet. */
export default function FishLobby({ titleKey }: PageProps) {
  const t = useT();
  const navigate = useNavigate();
  const language = useGameLanguage();
  const launcher = useLaunch();
  const favourites = useFavourites();
  useVendorOpen(launcher);
  const vendors = useVendorCards('FISH');
  const cards = vendors.query.value ?? [];
  const total = cards.reduce((n, c) => n + c.gameCount, 0);
  return (
    <div className="wl-lobby" data-testid="fish-lobby">
      <LobbyBanner
        category="FISH"
        title={t(titleKey)}
        tagline={t('games.fishTagline')}
        meta={
          cards.length > 0 && t('games.lobbyFigures', { games: total, providers: cards.length })
        }
      />
      <VendorLane
        vendors={cards}
        onOpen={(card) =>
          card.vassalage
            ? launcher.openVendor(card)
            : navigate(`/fish?page=${card.accountTypeName}&open=1`)
        }
      />
      <MemberStrips launcher={launcher} favourites={favourites} category="FISH" />
      <PopularStrip launcher={launcher} favourites={favourites} category="FISH" />
      <section className="wl-lobby__catalogue" aria-label={t('games.allGames')}>
        <h2 className="wl-lobby__heading">{t('games.allGames')}</h2>
        <GameGrid
          input={{ category: 'FISH', language, sort: 'popular' }}
          launcher={launcher}
          favourites={favourites}
        />
      </section>
      {launcher.popups}
    </div>
  );
}
