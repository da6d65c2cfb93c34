import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { MODULE } from '../../../../contract/modules.ts';
import { useT } from '../../i18n/i18n.tsx';
import { useGate } from '../gate.ts';
import { useOpenModal } from '../modals.ts';
import { useRoutePath, useSite } from '../site.tsx';
import { Icon, type IconName } from '../ui/icons.tsx';
import { NoticeDialog } from '../ui/notice-dialog.tsx';
import { customerServiceEntry } from './customer-service.ts';

/** Spec §2.1: the left bar goes to /down. */
export function LeftBar() {
  const t = useT();
  const downPath = useRoutePath('/down');
  if (!downPath) return null;
  return (
    <aside className="wl-rail wl-rail--start" data-testid="left-bar">
      <Link to={downPath} className="wl-rail__promo">
        <Icon name="phoneApp" size={28} />
        <strong>{t('side.download')}</strong>
        <span>{t('side.downloadHint')}</span>
      </Link>
    </aside>
  );
}

function RailItem({
  icon,
  label,
  children,
}: {
  icon: IconName;
  label: string;
  children?: ReactNode;
}) {
  return (
    <>
      <Icon name={icon} size={22} />
      <span className="wl-rail__label">{label}</span>
      {children}
    </>
  );
}

type Notice = 'speedTest' | null;

/** Spec §2.2 side bar: join, contacts, live chat, withdrawal shortcut, speed test. */
export function RightBar() {
  const t = useT();
  const { brand, status, modules } = useSite();
  const joinPath = useRoutePath('/join');
  const [notice, setNotice] = useState<Notice>(null);
  const gate = useGate();
  const openModal = useOpenModal();
  const close = () => setNotice(null);
  const contacts = brand.contacts ?? {};
  const liveChat = contacts.liveChat ?? customerServiceEntry(status.customerService)?.path;

  return (
    <aside className="wl-rail wl-rail--end" aria-label={t('side.label')} data-testid="right-bar">
      <ul className="wl-rail__list">
        {joinPath && (
          <li>
            <Link to={joinPath} className="wl-rail__item wl-rail__item--accent">
              <RailItem icon="userPlus" label={t('side.join')} />
            </Link>
          </li>
        )}
        {contacts.skype && (
          <li>
            <a
              className="wl-rail__item"
              href={`skype:${contacts.skype}?chat`}
              title={contacts.skype}
            >
              <RailItem icon="skype" label={t('side.skype')} />
            </a>
          </li>
        )}
        {contacts.facebook && (
          <li>
            <a
              className="wl-rail__item"
              href={contacts.facebook}
              target="_blank"
              rel="noopener noreferrer"
            >
              <RailItem icon="facebook" label={t('side.facebook')} />
            </a>
          </li>
        )}
        {contacts.phone && (
          <li>
            <a
              className="wl-rail__item"
              href={`tel:${contacts.phone.replace(/\s+/g, '')}`}
              title={contacts.phone}
            >
              <RailItem icon="phone" label={t('side.phone')} />
            </a>
          </li>
        )}
        {liveChat && (
          <li>
            <a className="wl-rail__item" href={liveChat} target="_blank" rel="noopener noreferrer">
              <RailItem icon="chat" label={t('side.liveChat')} />
            </a>
          </li>
        )}
        <li>
          <button
            type="button"
            className="wl-rail__item"
            onClick={() =>
              gate('member', () =>
                openModal({
                  id: 'notice',
                  title: t('comingSoon.badge'),
                  body: t('account.withdrawSoon'),
                }),
              )
            }
          >
            <RailItem icon="wallet" label={t('side.withdraw')} />
          </button>
        </li>
        {modules.has(MODULE.speedTest) && (
          <li>
            <button type="button" className="wl-rail__item" onClick={() => setNotice('speedTest')}>
              <RailItem icon="gauge" label={t('side.speedTest')} />
            </button>
          </li>
        )}
      </ul>
      {notice === 'speedTest' && (
        <NoticeDialog title={t('notice.speedTestTitle')} onClose={close}>
          <p>{t('notice.speedTestBody')}</p>
        </NoticeDialog>
      )}
    </aside>
  );
}
