import { lazy, Suspense, useState } from 'react';
import { RailItem } from '../../app/layout/rail-item.tsx';
import { useT } from '../../i18n/i18n.tsx';

// The dialog and its measuring code load only when a player asks for the test.
const SpeedTestDialog = lazy(() =>
  import('./speed-test-dialog.tsx').then((m) => ({ default: m.SpeedTestDialog })),
);

/** Spec §2.2 side bar: the line speed test of the platform's domains. */
export function SpeedTestEntry() {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="wl-rail__item"
        data-testid="side-speed-test"
        onClick={() => setOpen(true)}
      >
        <RailItem icon="gauge" label={t('side.speedTest')} />
      </button>
      {open && (
        <Suspense fallback={null}>
          <SpeedTestDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
