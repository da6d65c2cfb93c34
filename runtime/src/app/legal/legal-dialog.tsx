import { useId } from 'react';
import { createPortal } from 'react-dom';
import type { LegalPageId } from '../../../../contract/legal.ts';
import { useLanguage, useT } from '../../i18n/i18n.tsx';
import { useRoutePath } from '../site.tsx';
import { DialogFrame } from '../ui/dialog-frame.tsx';
import { Icon } from '../ui/icons.tsx';
import { LegalBody } from './legal-article.tsx';
import { useLegalDocument } from './use-legal-document.ts';
import { LEGAL_TITLE_KEYS } from './legal-titles.ts';

interface LegalDialogProps {
  page: LegalPageId;
  onClose: () => void;
}

/**
 * A legal page over whatever is open (the register form), so reading the agreement never
 * throws typed values away. Portalled to the body: a dialog nested in the register popup's
 * markup would inherit its width and scrolling. Focus moves in, stays in, Escape closes and
 * focus returns to the link (DialogFrame). Its head and foot are plain divs: a <header> or
 * <footer> here would count as a second banner or content-info landmark of the page.
 */
export function LegalDialog({ page, onClose }: LegalDialogProps) {
  const t = useT();
  const [language] = useLanguage();
  const titleId = useId();
  const state = useLegalDocument(language);
  const fullPage = useRoutePath(`/help/${page}`);
  const doc = state.kind === 'ready' ? state.doc.pages[page] : undefined;
  return createPortal(
    <DialogFrame
      labelledBy={titleId}
      onClose={onClose}
      className="wl-legal-dialog"
      testId="legal-dialog"
      closeOnBackdrop
      lockScroll
      initialFocus="dialog"
    >
      <div className="wl-legal-dialog__head">
        <h2 id={titleId} className="wl-legal-dialog__title">
          {doc?.title || t(LEGAL_TITLE_KEYS[page])}
        </h2>
        <button
          type="button"
          className="wl-legal-dialog__x"
          aria-label={t('legal.close')}
          data-dialog-close
          onClick={onClose}
        >
          <Icon name="close" size={20} />
        </button>
      </div>
      <div className="wl-legal-dialog__scroll">
        {doc && <LegalBody page={doc} />}
        {state.kind === 'loading' && (
          <div className="wl-legal__loading" aria-busy="true">
            <span className="wl-spinner" />
          </div>
        )}
        {state.kind === 'failed' && (
          <p role="alert">
            {t('legal.unavailable')}{' '}
            <button type="button" className="wl-link" onClick={state.retry}>
              {t('boot.retry')}
            </button>
          </p>
        )}
      </div>
      <div className="wl-legal-dialog__foot">
        {fullPage && (
          <a href={fullPage} target="_blank" rel="noopener" className="wl-link">
            {t('legal.openPage')}
          </a>
        )}
        <button type="button" className="wl-button wl-button--primary" onClick={onClose}>
          {t('legal.close')}
        </button>
      </div>
    </DialogFrame>,
    document.body,
  );
}
