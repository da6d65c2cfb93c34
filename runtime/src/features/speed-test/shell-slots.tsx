import { useState } from 'react';
import { RailItem } from '../../app/layout/rail-item.tsx';
import { NoticeDialog } from '../../app/ui/notice-dialog.tsx';
import { useT } from '../../i18n/i18n.tsx';

/** Spec §2.2 side bar: the line speed test (a notice until the domain list is measured). */
export function SpeedTestEntry() {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="wl-rail__item" onClick={() => setOpen(true)}>
        <RailItem icon="gauge" label={t('side.speedTest')} />
      </button>
      {open && (
        <NoticeDialog title={t('notice.speedTestTitle')} onClose={() => setOpen(false)}>
          <p>{t('notice.speedTestBody')}</p>
        </NoticeDialog>
      )}
    </>
  );
}
