import { atom, useAtom, useAtomValue } from 'jotai';
import { Suspense, lazy, useEffect } from 'react';
import { useLocation } from '../router/router.tsx';
import { useT } from '../../i18n/i18n.tsx';
import { openModalAtom } from '../modals.ts';
import { PathIcon } from '../ui/icons.tsx';

/** Whether the site menu is open; the top bar's and the phone bar's Menu buttons share it. */
export const siteMenuOpenAtom = atom(false);

// Only a visitor who opens it needs the sheet: keep it out of the entry.
const SiteMenuSheet = lazy(() => import('./site-menu-sheet.tsx'));

const MENU_PATH = 'M4 7h16M4 12h16M4 17h16';

export function MenuIcon({ size }: { size: number }) {
  return <PathIcon d={MENU_PATH} size={size} strokeWidth={2} className="wl-icon" />;
}

/** A labelled Menu button; `className` places it (top bar below 1340 px, phone bar). */
export function MenuButton({
  className,
  testId,
  iconSize = 20,
}: {
  className: string;
  testId: string;
  iconSize?: number;
}) {
  const t = useT();
  const [open, setOpen] = useAtom(siteMenuOpenAtom);
  return (
    <button
      type="button"
      className={className}
      data-testid={testId}
      aria-haspopup="dialog"
      aria-expanded={open}
      onClick={() => setOpen(true)}
    >
      <MenuIcon size={iconSize} />
      <span>{t('menu.open')}</span>
    </button>
  );
}

/**
 * The site menu (issue 10): below 1340 px the side bars are hidden, so their entries, the
 * account's tools and the member's name live here. It closes when the page changes or a popup
 * of the shell opens from it (the member centre, change password…).
 */
export function SiteMenu() {
  const [open, setOpen] = useAtom(siteMenuOpenAtom);
  const modal = useAtomValue(openModalAtom);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname, setOpen]);
  useEffect(() => {
    if (modal) setOpen(false);
  }, [modal, setOpen]);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <SiteMenuSheet onClose={() => setOpen(false)} />
    </Suspense>
  );
}
