import { atom } from 'jotai';

/**
 * The direct downline agent a team-management row chose to offer a contract to: the contract
 * page reads it once to fill its form (agent-centre pages take no arguments but their key).
 */
export const offerTargetAtom = atom<string | null>(null);
