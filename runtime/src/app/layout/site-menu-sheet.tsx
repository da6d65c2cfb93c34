import { maskIfMobile } from '../../../../contract/mask.ts';
import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import { sessionAtom } from '../session.ts';
import { useSite } from '../site.tsx';
import { DialogFrame } from '../ui/dialog-frame.tsx';
import { Icon } from '../ui/icons.tsx';
import { AccountTools } from './header-account.tsx';
import { useSideBarItems } from './side-bar.tsx';
import { useMemberLabels } from './use-member-labels.ts';
import './site-menu.css';

/**
 * The open site menu: a modal sheet at the inline end (the right, the left in Urdu) holding
 * the member's name and tools, then every side-bar entry, drawn from the same feature slots
 * as the side bars so the two never disagree.
 */
export default function SiteMenuSheet({ onClose }: { onClose: () => void }) {
  const t = useT();
  const titleId = useId();
  const session = useAtomValue(sessionAtom);
  const label = useMemberLabels()[0];
  const { sideBar } = useSite();
  const items = useSideBarItems();
  const start = sideBar.filter((entry) => entry.side === 'start');

  return (
    <DialogFrame
      labelledBy={titleId}
      onClose={onClose}
      className="wl-site-menu"
      backdropClassName="wl-site-menu-backdrop"
      testId="site-menu"
      closeOnBackdrop
      lockScroll
    >
      <div className="wl-site-menu__head">
        <h2 id={titleId} className="wl-site-menu__title">
          {t('menu.title')}
        </h2>
        <button
          type="button"
          className="wl-site-menu__close"
          aria-label={t('menu.close')}
          data-dialog-close
          data-testid="site-menu-close"
          onClick={onClose}
        >
          <Icon name="close" size={20} />
        </button>
      </div>
      {session && (
        <section className="wl-site-menu__section" aria-label={t('menu.account')}>
          <p className="wl-site-menu__member" data-testid="menu-account-name">
            <Icon name="user" size={18} />
            <span>
              {t('menu.signedInAs', { name: maskIfMobile(session.nickname || session.account) })}
            </span>
            {label && <span className="wl-account__label">{label}</span>}
          </p>
          <div className="wl-site-menu__tools">
            <AccountTools place="menu" />
          </div>
        </section>
      )}
      <nav className="wl-site-menu__section" aria-label={t('side.label')}>
        <ul className="wl-site-menu__list">
          {items.map((item) => (
            <li key={item.key}>{item.node}</li>
          ))}
          {start.map(({ id, component: Entry }) => (
            <li key={id}>
              <Entry />
            </li>
          ))}
        </ul>
      </nav>
    </DialogFrame>
  );
}
