import { PathIcon } from '../../app/ui/icons.tsx';

/** "Further in" (drill-down, breadcrumbs), pointing the reading direction (mirrored in RTL). */
export function Chevron() {
  return (
    <PathIcon d="M9 6l6 6-6 6" size={14} strokeWidth={2} className="wl-icon wl-icon--mirror" />
  );
}
