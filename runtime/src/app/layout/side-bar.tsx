import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import { useSite } from '../site.tsx';
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

/** Spec §2.2 side bar: the features' entries (join, withdraw, speed test) around the contacts. */
export function RightBar() {
  const t = useT();
  const { brand, status, sideBar } = useSite();
  const contacts = brand.contacts ?? {};
  const labels = useMemberLabels();
  const liveChat = contacts.liveChat ?? customerServiceEntry(status.customerService, labels)?.path;
  const items: { key: string; order: number; node: ReactNode }[] = [];
  if (contacts.skype) {
    items.push({
      key: 'skype',
      order: CONTACT_ORDER.skype,
      node: (
        <a className="wl-rail__item" href={`skype:${contacts.skype}?chat`} title={contacts.skype}>
          <RailItem icon="skype" label={t('side.skype')} />
        </a>
      ),
    });
  }
  if (contacts.facebook) {
    items.push({
      key: 'facebook',
      order: CONTACT_ORDER.facebook,
      node: (
        <a
          className="wl-rail__item"
          href={contacts.facebook}
          target="_blank"
          rel="noopener noreferrer"
        >
          <RailItem icon="facebook" label={t('side.facebook')} />
        </a>
      ),
    });
  }
  if (contacts.phone) {
    items.push({
      key: 'phone',
      order: CONTACT_ORDER.phone,
      node: (
        <a
          className="wl-rail__item"
          href={`tel:${contacts.phone.replace(/\s+/g, '')}`}
          title={contacts.phone}
        >
          <RailItem icon="phone" label={t('side.phone')} />
        </a>
      ),
    });
  }
  if (liveChat) {
    items.push({
      key: 'liveChat',
      order: CONTACT_ORDER.liveChat,
      node: (
        <a className="wl-rail__item" href={liveChat} target="_blank" rel="noopener noreferrer">
          <RailItem icon="chat" label={t('side.liveChat')} />
        </a>
      ),
    });
  }
  for (const { id, order, side, component: Entry } of sideBar) {
    if (side === 'end') items.push({ key: id, order, node: <Entry /> });
  }
  items.sort((a, b) => a.order - b.order);

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
