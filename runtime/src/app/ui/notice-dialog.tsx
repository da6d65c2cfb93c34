import { useId, type ReactNode } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import { DialogFrame } from './dialog-frame.tsx';

interface NoticeDialogProps {
  title: string;
  children: ReactNode;
  onClose: () => void;
  /** Buttons that replace the single Close (e.g. Cancel + Sign out); the first gets focus. */
  actions?: ReactNode;
}

/** A small honest message box: Escape and the backdrop close it, focus moves in and back. */
export function NoticeDialog({ title, children, onClose, actions }: NoticeDialogProps) {
  const t = useT();
  const titleId = useId();
  return (
    <DialogFrame
      labelledBy={titleId}
      onClose={onClose}
      className="wl-dialog"
      testId="notice-dialog"
      closeOnBackdrop
      initialFocus=".wl-dialog__actions button:not([disabled]), .wl-dialog__close"
    >
      <h2 id={titleId} className="wl-dialog__title">
        {title}
      </h2>
      <div className="wl-dialog__body">{children}</div>
      {actions ? (
        <div className="wl-dialog__actions">{actions}</div>
      ) : (
        <button
          type="button"
          className="wl-button wl-button--primary wl-dialog__close"
          onClick={onClose}
        >
          {t('notice.close')}
        </button>
      )}
    </DialogFrame>
  );
}
