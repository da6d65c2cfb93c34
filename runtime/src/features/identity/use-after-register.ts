import { useCallback } from 'react';
import { useNavigate } from '../../app/router/router.tsx';
import { useSetAtom } from 'jotai';
import { useOpenModal } from '../../app/modals.ts';
import { bonusPromptAtom } from './bonus-prompt-atom.ts';

/**
 * Spec §2.3: after registering the popup closes, the visitor goes to / and a bonus prompt
 * asks for a Zalo or WhatsApp ID. Saving that ID needs a member call that does not exist
 * yet, so the prompt tells the truth: where to add it and who can help meanwhile.
 */
export function useAfterRegister() {
  const openModal = useOpenModal();
  const navigate = useNavigate();
  const showBonus = useSetAtom(bonusPromptAtom);
  return useCallback(() => {
    openModal(null);
    void navigate('/index');
    showBonus(true);
  }, [navigate, openModal, showBonus]);
}
