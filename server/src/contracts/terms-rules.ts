import type { ContractTerms } from '../../../contract/agent-contracts.ts';
import { PlatformError } from '../../../contract/errors.ts';
import { tierReached } from './payout.ts';

/** CONTRACT_TERMS_INVALID unless the tiers rise strictly in minValidBet. */
export function requireRisingTiers(terms: ContractTerms): void {
  if (terms.kind === 'REALTIME_SALARY') return;
  const tiers: readonly { minValidBet: number }[] = terms.tiers;
  for (let i = 1; i < tiers.length; i += 1) {
    if ((tiers[i]?.minValidBet ?? 0) <= (tiers[i - 1]?.minValidBet ?? 0)) {
      throw new PlatformError('CONTRACT_TERMS_INVALID', {
        message: 'Each tier needs a higher minimum valid bet than the one before.',
      });
    }
  }
}

/** What one tier pays: a dividend's rate or a salary's amount. */
const valueOf = (tier: { rateBp?: number; amount?: number }) => tier.rateBp ?? tier.amount ?? 0;

/**
 * Whether `offered` gives no more than `own` (the offerer's own contract of the kind), the
 * rule a sub-agent's offers and the lower-rate rule of spec §4 both use
 * (docs/agent-contracts.md "Not above your own"):
 * - tiers: at the very team figures where each offered tier starts (its minimum valid bet
 *   and active members), `own` pays at least as much (its tier reached there, 0 if none);
 *   a dividend also needs the same period, an hourly salary no more counted hours;
 * - real-time salary: neither rate above own, and a single-period bet no lower than own.
 */
export function withinOwn(offered: ContractTerms, own: ContractTerms): boolean {
  if (offered.kind === 'REALTIME_SALARY' || own.kind === 'REALTIME_SALARY') {
    return (
      offered.kind === 'REALTIME_SALARY' &&
      own.kind === 'REALTIME_SALARY' &&
      offered.winRateBp <= own.winRateBp &&
      offered.lossRateBp <= own.lossRateBp &&
      offered.periodBet >= own.periodBet
    );
  }
  if (offered.kind !== own.kind) return false;
  if (offered.kind === 'DIVIDEND' && own.kind === 'DIVIDEND' && offered.period !== own.period) {
    return false;
  }
  if (offered.kind === 'HOURLY_SALARY' && own.kind === 'HOURLY_SALARY') {
    if (offered.hours > own.hours) return false;
  }
  type AnyTier = { minValidBet: number; minActive: number; rateBp?: number; amount?: number };
  const ownTiers: readonly AnyTier[] = own.tiers;
  const offeredTiers: readonly AnyTier[] = offered.tiers;
  return offeredTiers.every((tier) => {
    const reached = tierReached(ownTiers, {
      validBet: tier.minValidBet,
      activeMembers: tier.minActive,
    });
    return valueOf(tier) <= (reached ? valueOf(reached.tier) : 0);
  });
}
