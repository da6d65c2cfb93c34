import { atom, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import type { LoginEntrance } from '../../../contract/session.ts';
import type { MemberCentrePageKey, ModalId } from './feature.ts';

/** The one popup open at a time: a feature's modal, or a plain notice the shell shows. */
export type OpenModal =
  | { id: ModalId; referralCode?: string; forced?: boolean; entrance?: LoginEntrance }
  /** Spec §2.4: the member centre, on one of its pages (the first menu page by default). */
  | { id: 'memberCentre'; page?: MemberCentrePageKey }
  /** Spec §2.5: the agent centre, on one of its pages (the first menu page by default). */
  | { id: 'agentCentre'; page?: string }
  | { id: 'notice'; title: string; body: string };

export const openModalAtom = atom<OpenModal | null>(null);

export function useOpenModal() {
  const set = useSetAtom(openModalAtom);
  return useCallback((modal: OpenModal | null) => set(modal), [set]);
}
