import { Suspense, lazy } from 'react';
import { useGate } from '../../app/gate.ts';
import type { HeaderActionProps } from '../../app/feature.ts';
import { useOpenModal } from '../../app/modals.ts';
import { Icon } from '../../app/ui/icons.tsx';
import { useT } from '../../i18n/i18n.tsx';

const MessagesUnread = lazy(() => import('./messages-unread.tsx'));

/** Spec §2.2 messages tool: opens the member centre's messages, with the unread badge. */
export function MessagesTool({ session }: HeaderActionProps) {
  const t = useT();
  const gate = useGate();
  const openModal = useOpenModal();
  return (
    <button
      type="button"
      className="wl-tool"
      data-testid="messages"
      onClick={() => gate('member', () => openModal({ id: 'memberCentre', page: 'messageV2' }))}
    >
      <span className="wl-tool__icon">
        <Icon name="mail" size={18} />
        {session && (
          <Suspense fallback={null}>
            <MessagesUnread />
          </Suspense>
        )}
      </span>
      <span className="wl-tool__label">{t('header.messages')}</span>
    </button>
  );
}
