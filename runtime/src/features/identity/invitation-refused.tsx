import { NoticeDialog } from '../../app/ui/notice-dialog.tsx';
import { useT } from '../../i18n/i18n.tsx';

/** Spec §8: a refused invitation code is a warning to confirm; the field then shows. */
export function InvitationRefused({ onClose }: { onClose: () => void }) {
  const t = useT();
  return (
    <NoticeDialog
      title={t('register.warning')}
      onClose={onClose}
      actions={
        <button type="button" className="wl-button wl-button--primary" onClick={onClose}>
          {t('register.confirm')}
        </button>
      }
    >
      <p>{t('error.INVITATION_CODE_INVALID')}</p>
    </NoticeDialog>
  );
}
