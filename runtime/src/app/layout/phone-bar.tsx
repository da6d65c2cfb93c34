import { NavLink } from '../router/links.tsx';
import { useT } from '../../i18n/i18n.tsx';
import { useSite } from '../site.tsx';
import { CategoryIcon, Icon } from '../ui/icons.tsx';
import { MemberCentreButton } from '../ui/modal-button.tsx';
import { FeatureIconView } from './feature-icon.tsx';
import { MenuButton } from './site-menu.tsx';
import './phone-bar.css';

const ITEM = 'wl-phonebar__item';

/**
 * The phone's bottom bar (issue 10): home, the first game category, promotions, messages and
 * the site menu, each labelled. Built from the nav tabs and member-centre pages the site
 * already has, so it offers nothing that is not there. Fixed, with its space reserved by CSS,
 * so nothing moves when it shows.
 */
export function PhoneBar() {
  const t = useT();
  const { navTabs, memberCentrePages } = useSite();
  const home = navTabs.find((tab) => tab.path === '/index');
  const games = navTabs.find((tab) => tab.category);
  const promotions = navTabs.find((tab) => tab.path === '/promotions');
  const messages = memberCentrePages.some((page) => page.key === 'messageV2');
  const navClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${ITEM} is-active` : ITEM);

  return (
    <nav className="wl-phonebar" aria-label={t('phoneBar.label')} data-testid="phone-bar">
      {home && (
        <NavLink to={home.path} className={navClass} data-testid="phone-bar-home">
          <Icon name="home" size={22} />
          <span>{t(home.labelKey)}</span>
        </NavLink>
      )}
      {games?.category && (
        <NavLink to={games.path} className={navClass} data-testid="phone-bar-games">
          <CategoryIcon category={games.category} size={22} />
          <span>{t('phoneBar.games')}</span>
        </NavLink>
      )}
      {promotions && (
        <NavLink to={promotions.path} className={navClass} data-testid="phone-bar-promotions">
          {promotions.icon && <FeatureIconView icon={promotions.icon} size={22} />}
          <span>{t(promotions.labelKey)}</span>
        </NavLink>
      )}
      {messages && (
        <MemberCentreButton page="messageV2" className={ITEM} testId="phone-bar-messages">
          <Icon name="mail" size={22} />
          <span>{t('header.messages')}</span>
        </MemberCentreButton>
      )}
      <MenuButton className={ITEM} testId="phone-bar-menu" iconSize={22} />
    </nav>
  );
}
