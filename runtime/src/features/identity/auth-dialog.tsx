import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Icon } from '../../app/ui/icons.tsx';
import { useT } from '../../i18n/i18n.tsx';

interface DialogFrameProps {
  title: string;
  testId: string;
  onClose: () => void;
  children: ReactNode;
}

/** The login and register popup frame (spec §9: Escape closes). */
export function DialogFrame({ title, testId, onClose, children }: DialogFrameProps) {
  const t = useT();
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    ref.current?.querySelector<HTMLElement>('input, button:not(.wl-auth__close)')?.focus();
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
    <div className="wl-dialog-backdrop wl-auth-backdrop">
      <div
        ref={ref}
        className="wl-auth wl-auth--modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid={testId}
      >
        <div className="wl-auth__head">
          <h2 id={titleId} className="wl-auth__title">
            {title}
          </h2>
          <button
            type="button"
            className="wl-auth__close"
            aria-label={t('notice.close')}
            onClick={onClose}
          >
            <Icon name="close" size={20} />
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}

interface TabsProps<T extends string> {
  tabs: readonly { id: T; label: string }[];
  active: T;
  onChange: (id: T) => void;
}

export function Tabs<T extends string>({ tabs, active, onChange }: TabsProps<T>) {
  if (tabs.length < 2) return null;
  return (
    <div className="wl-tabs" role="tablist">
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          aria-selected={tab.id === active}
          className={tab.id === active ? 'wl-tabs__tab is-active' : 'wl-tabs__tab'}
          data-testid={`tab-${tab.id}`}
          onClick={() => onChange(tab.id)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
