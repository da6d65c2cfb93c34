import { Link } from '../../app/router/links.tsx';
import { useRoutePath } from '../../app/site.tsx';
import { Icon } from '../../app/ui/icons.tsx';
import { useT } from '../../i18n/i18n.tsx';
import { useFavourites } from './game-query.ts';
import { JackpotRow } from './jackpot-row.tsx';
import { HotStrip, MemberStrips, PopularStrip } from './lobby-strips.tsx';
import { useLaunch } from './use-launch.tsx';
import { WinnersTicker } from './winners-ticker.tsx';
import './games.css';

/**
 * What the games add to the home page: the winners ticker, the jackpots ticking, the member's
 * recent games, the popular strip (spec §9: 20) and the hot games, each launching in place.
 */
export default function HomeGames() {
  const t = useT();
  const launcher = useLaunch();
  const favourites = useFavourites();
  const slots = useRoutePath('/rng');
  const seeAll = slots && (
    <Link className="wl-gstrip__all" to={slots}>
      {t('games.seeAll')}
      <Icon name="arrowEnd" size={14} />
    </Link>
  );
  return (
    <div className="wl-home-games" data-testid="home-games">
      <WinnersTicker launcher={launcher} />
      <JackpotRow launcher={launcher} />
      <MemberStrips launcher={launcher} favourites={favourites} />
      <PopularStrip launcher={launcher} favourites={favourites} />
      <HotStrip launcher={launcher} favourites={favourites} />
      {seeAll && <div className="wl-home-games__more">{seeAll}</div>}
      {launcher.popups}
    </div>
  );
}
