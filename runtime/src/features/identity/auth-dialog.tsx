import { useId, type ReactNode } from 'react';
import { DialogFrame } from '../../app/ui/dialog-frame.tsx';
import { Icon } from '../../app/ui/icons.tsx';
import { useT } from '../../i18n/i18n.tsx';

interface AuthDialogProps {
  title: string;
  testId: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The login and register popup: the app's dialog frame (focus moves to the first field, Tab
 * stays inside, Escape closes, spec §9) with a title and a close button.
 */
export function AuthDialog({ title, testId, onClose, children }: AuthDialogProps) {
  const t = useT();
  const titleId = useId();
  return (
    <DialogFrame
      labelledBy={titleId}
      onClose={onClose}
      className="wl-auth wl-auth--modal"
      backdropClassName="wl-auth-backdrop"
      testId={testId}
      // The first field, past the tabs: typing can start at once.
      initialFocus="input:not([disabled]):not([type='hidden'])"
    >
      <div className="wl-auth__head">
        <h2 id={titleId} className="wl-auth__title">
          {title}
        </h2>
        <button
          type="button"
          className="wl-auth__close"
          aria-label={t('notice.close')}
          data-dialog-close
          onClick={onClose}
        >
          <Icon name="close" size={20} />
        </button>
      </div>
      {children}
    </DialogFrame>
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
