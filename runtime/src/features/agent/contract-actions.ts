import type { Contract } from '../../../../contract/agent-contracts.ts';

export type Side = 'UPLINE' | 'DOWNLINE';
export type ContractAction = 'ACCEPT' | 'REJECT' | 'WITHDRAW' | 'TERMINATE' | 'AGREE_TERMINATION';

/**
 * What my side may do with a contract now (spec §4 transitions): the downline answers an
 * offer, the upline may take it back; either side asks to end a signed contract, and the
 * other side agrees to a termination it did not ask for.
 */
export function actionsFor(contract: Contract, side: Side): ContractAction[] {
  switch (contract.status) {
    case 'OFFERED':
      return side === 'DOWNLINE' ? ['ACCEPT', 'REJECT'] : ['WITHDRAW'];
    case 'SIGNED':
      return ['TERMINATE'];
    case 'TERMINATING':
      return contract.terminationBy && contract.terminationBy !== side ? ['AGREE_TERMINATION'] : [];
    default:
      return [];
  }
}
