import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useT } from '../../i18n/i18n.tsx';

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
  const closeRef = useRef<HTMLButtonElement>(null);
  const actionsRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    (closeRef.current ?? actionsRef.current?.querySelector('button'))?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [onClose]);

  return (
    <div className="wl-dialog-backdrop" onClick={onClose}>
      <div
        className="wl-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid="notice-dialog"
        onClick={(e) => e.stopPropagation()}
      >
        <h2 id={titleId} className="wl-dialog__title">
          {title}
        </h2>
        <div className="wl-dialog__body">{children}</div>
        {actions ? (
          <div ref={actionsRef} className="wl-dialog__actions">
            {actions}
          </div>
        ) : (
          <button
            ref={closeRef}
            type="button"
            className="wl-button wl-button--primary"
            onClick={onClose}
          >
            {t('notice.close')}
          </button>
        )}
      </div>
    </div>
  );
}
