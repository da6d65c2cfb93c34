import type { PlatformMessage } from '../../../../contract/messages.ts';
import type { MessageKey, Translate } from '../../i18n/i18n.tsx';

export interface Wording {
  title: string;
  body: string;
}

/**
 * A stored message worded in the reader's language from its kind and parameters, so the
 * same notification reads in Vietnamese to one member and in English to another. MAIL is the
 * operator's own text and is shown as written.
 */
export function messageWording(
  t: Translate,
  message: PlatformMessage,
  money: (minor: number) => string,
): Wording {
  const params = {
    amount: message.amount === null ? '' : money(message.amount),
    subject: message.subject ?? '',
    text: message.text ?? '',
    reference: message.reference ?? '',
  };
  if (message.kind === 'MAIL') {
    return {
      title: message.subject || t('message.MAIL.title'),
      body: message.text ?? t('message.MAIL.body', params),
    };
  }
  return {
    title: t(`message.${message.kind}.title` as MessageKey, params),
    body: t(`message.${message.kind}.body` as MessageKey, params),
  };
}
