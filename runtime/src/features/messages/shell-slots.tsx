import { Suspense, lazy } from 'react';
import type { HeaderActionProps } from '../../app/feature.ts';
import { Icon } from '../../app/ui/icons.tsx';
import { MemberCentreButton } from '../../app/ui/modal-button.tsx';
import { useT } from '../../i18n/i18n.tsx';

const MessagesUnread = lazy(() => import('./messages-unread.tsx'));

/** Spec §2.2 messages tool: opens the member centre's messages, with the unread badge. */
export function MessagesTool({ session }: HeaderActionProps) {
  const t = useT();
  return (
    <MemberCentreButton page="messageV2" className="wl-tool" testId="messages">
      <span className="wl-tool__icon">
        <Icon name="mail" size={18} />
        {session && (
          <Suspense fallback={null}>
            <MessagesUnread />
          </Suspense>
        )}
      </span>
      <span className="wl-tool__label">{t('header.messages')}</span>
    </MemberCentreButton>
  );
}
