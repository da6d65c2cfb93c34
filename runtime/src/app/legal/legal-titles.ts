import type { LegalPageId } from '../../../../contract/legal.ts';
import type { MessageKey } from '../../i18n/i18n.tsx';

/** The interface's own name of each legal page: the table of contents and the dialog while loading. */
export const LEGAL_TITLE_KEYS: Readonly<Record<LegalPageId, MessageKey>> = {
  terms: 'legal.terms',
  privacy: 'legal.privacy',
  'responsible-gaming': 'legal.responsibleGaming',
};
