import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import { useSite } from '../site.tsx';
import type { IconName } from '../ui/icons.tsx';
import { customerServiceEntry } from './customer-service.ts';
import { RailItem } from './rail-item.tsx';
import { useMemberLabels } from './use-member-labels.ts';

/** Spec §2.1: the start bar holds what features put there (the download promotion). */
export function LeftBar() {
  const { sideBar } = useSite();
  const entries = sideBar.filter((entry) => entry.side === 'start');
  if (entries.length === 0) return null;
  return (
    <aside className="wl-rail wl-rail--start" data-testid="left-bar">
      {entries.map(({ id, component: Entry }) => (
        <Entry key={id} />
      ))}
    </aside>
  );
}

/** The brand's own contacts sit at these positions among the features' entries. */
const CONTACT_ORDER = { skype: 10, facebook: 20, phone: 30, liveChat: 40 } as const;
type Contact = keyof typeof CONTACT_ORDER;
const CONTACTS = Object.keys(CONTACT_ORDER) as Contact[];
const CONTACT_ICON: Record<Contact, IconName> = {
  skype: 'skype',
  facebook: 'facebook',
  phone: 'phone',
  liveChat: 'chat',
};

/** Where a contact leads; one that leaves the site (a page, not an app) opens a new tab. */
interface ContactLink {
  href: string;
  title?: string;
  external?: boolean;
}

/** One entry of the end bar: a brand contact or a feature's entry, in bar order. */
export interface SideBarItem {
  key: string;
  order: number;
  node: ReactNode;
}

/**
 * Spec §2.2 side bar: the features' entries (join, withdraw, speed test) around the contacts.
 * The one list of the end bar, drawn by the bar on wide screens and by the site menu below.
 */
export function useSideBarItems(): SideBarItem[] {
  const t = useT();
  const { brand, status, sideBar } = useSite();
  const contacts = brand.contacts ?? {};
  const labels = useMemberLabels();
  const liveChat = contacts.liveChat ?? customerServiceEntry(status.customerService, labels)?.path;
  const links: Record<Contact, ContactLink | undefined> = {
    skype: contacts.skype
      ? { href: `skype:${contacts.skype}?chat`, title: contacts.skype }
      : undefined,
    facebook: contacts.facebook ? { href: contacts.facebook, external: true } : undefined,
    phone: contacts.phone
      ? { href: `tel:${contacts.phone.replace(/\s+/g, '')}`, title: contacts.phone }
      : undefined,
    liveChat: liveChat ? { href: liveChat, external: true } : undefined,
  };
  const items: SideBarItem[] = [];
  for (const key of CONTACTS) {
    const link = links[key];
    if (!link) continue;
    items.push({
      key,
      order: CONTACT_ORDER[key],
      node: (
        <a
          className="wl-rail__item"
          href={link.href}
          title={link.title}
          target={link.external ? '_blank' : undefined}
          rel={link.external ? 'noopener noreferrer' : undefined}
        >
          <RailItem icon={CONTACT_ICON[key]} label={t(`side.${key}`)} />
        </a>
      ),
    });
  }
  for (const { id, order, side, component: Entry } of sideBar) {
    if (side === 'end') items.push({ key: id, order, node: <Entry /> });
  }
  return items.sort((a, b) => a.order - b.order);
}

/** Spec §2.2 side bar on wide screens. */
export function RightBar() {
  const t = useT();
  const items = useSideBarItems();
  return (
    <aside className="wl-rail wl-rail--end" aria-label={t('side.label')} data-testid="right-bar">
      <ul className="wl-rail__list">
        {items.map((item) => (
          <li key={item.key}>{item.node}</li>
        ))}
      </ul>
    </aside>
  );
}
