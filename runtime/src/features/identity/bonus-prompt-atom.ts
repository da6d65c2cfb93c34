import { atom } from 'jotai';

/**
 * Spec §2.3: after registering, a bonus prompt asks for a Zalo or WhatsApp ID. It is a card,
 * not a modal, so the freshly logged-in visitor can use the site around it.
 */
export const bonusPromptAtom = atom(false);
