import { useEffect, useRef, type ReactNode, type RefObject } from 'react';

/** What Tab can reach; a hidden input or a disabled control cannot. */
const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/** The open dialogs in the order they opened, each with what had focus before it. */
const openDialogs: { root: HTMLElement; opener: HTMLElement | null }[] = [];

/**
 * The dialog that hears Escape and keeps Tab: the latest opened of those holding no other
 * open dialog (a notice opened inside the member centre is innermost even if both opened in
 * one render, when React runs the inner one's effect first).
 */
function innermost(): HTMLElement | undefined {
  const roots = openDialogs.map((d) => d.root);
  return roots.reverse().find((root) => !roots.some((o) => o !== root && root.contains(o)));
}

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];
}

/** Tab and Shift+Tab go round inside the dialog: past the last comes the first, and back. */
function trapTab(e: KeyboardEvent, root: HTMLElement): void {
  const all = focusables(root);
  const first = all[0];
  const last = all[all.length - 1];
  if (!first || !last) {
    e.preventDefault();
    return;
  }
  const at = document.activeElement;
  const outside = !root.contains(at);
  if (e.shiftKey && (outside || at === first || at === root)) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && (outside || at === last)) {
    e.preventDefault();
    first.focus();
  }
}

export interface DialogFocusOptions {
  /**
   * What takes focus on opening: "dialog" the dialog itself (a large popup, where a ring on a
   * button nobody chose would mislead), or a selector inside it; by default the first control
   * that is not the close button (`data-dialog-close`).
   */
  initialFocus?: 'dialog' | string;
  /** The page behind stops scrolling while the dialog is open. */
  lockScroll?: boolean;
}

/**
 * The one focus rule of every modal dialog (WAI-ARIA dialog pattern): focus moves in on
 * opening, Tab stays inside, Escape closes, and focus goes back to what opened it.
 */
export function useDialogFocus(
  ref: RefObject<HTMLElement | null>,
  onClose: () => void,
  { initialFocus, lockScroll = false }: DialogFocusOptions = {},
): void {
  // Held in a ref: a caller's inline onClose must not re-run the opening (and refocus).
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // A dialog inside this one opened first (its effect ran first): it holds the focus now,
    // and what had focus before both is the opener.
    const nested = openDialogs.find((d) => d.root !== root && root.contains(d.root));
    const opener = nested ? nested.opener : focused;
    const self = { root, opener };
    openDialogs.push(self);
    const selector = initialFocus ?? `:is(${FOCUSABLE}):not([data-dialog-close])`;
    const target = initialFocus === 'dialog' ? root : root.querySelector<HTMLElement>(selector);
    if (!nested) {
      (target ?? root).focus();
      // A target that cannot take focus (disabled meanwhile) must not leave focus behind.
      if (!root.contains(document.activeElement)) root.focus();
    }
    // Content that loads after opening (a form waiting for its settings) gets focus when it
    // arrives, unless the visitor has moved it meanwhile.
    const late = new MutationObserver(() => {
      const arrived = root.querySelector<HTMLElement>(selector);
      if (!arrived) return;
      late.disconnect();
      if (document.activeElement === root) arrived.focus();
    });
    if (!target && !nested) late.observe(root, { childList: true, subtree: true });

    const onKey = (e: KeyboardEvent) => {
      if (innermost() !== root) return;
      if (e.key === 'Escape') {
        e.preventDefault();
        close.current();
      } else if (e.key === 'Tab') trapTab(e, root);
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    if (lockScroll) document.body.style.overflow = 'hidden';
    return () => {
      late.disconnect();
      document.removeEventListener('keydown', onKey);
      openDialogs.splice(openDialogs.indexOf(self), 1);
      if (lockScroll) document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [ref, initialFocus, lockScroll]);
}

interface DialogFrameProps extends DialogFocusOptions {
  /** The id of the element that names the dialog (its title). */
  labelledBy: string;
  onClose: () => void;
  /** The dialog box's class (`wl-dialog`, `wl-auth`, `wl-mc`…); the look stays the caller's. */
  className: string;
  backdropClassName?: string;
  /** A click on the backdrop closes it: right for a message, wrong for a half-typed form. */
  closeOnBackdrop?: boolean;
  testId?: string;
  children: ReactNode;
}

/** The one modal dialog frame: backdrop, `role="dialog"`, and useDialogFocus. */
export function DialogFrame({
  labelledBy,
  onClose,
  className,
  backdropClassName,
  closeOnBackdrop = false,
  testId,
  initialFocus,
  lockScroll,
  children,
}: DialogFrameProps) {
  const ref = useRef<HTMLDivElement>(null);
  useDialogFocus(ref, onClose, { initialFocus, lockScroll });
  const backdrop = ['wl-dialog-backdrop', backdropClassName].filter(Boolean).join(' ');
  return (
    <div className={backdrop} onClick={closeOnBackdrop ? onClose : undefined}>
      <div
        ref={ref}
        className={className}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        data-testid={testId}
        tabIndex={-1}
        onClick={closeOnBackdrop ? (e) => e.stopPropagation() : undefined}
      >
        {children}
      </div>
    </div>
  );
}
