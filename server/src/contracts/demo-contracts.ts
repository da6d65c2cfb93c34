import type {
  ContractKind,
  ContractTerms,
  DividendPeriod,
} from '../../../contract/agent-contracts.ts';
import type { Database } from '../db/database.ts';
import { DEMO_AGENT_ACCOUNT } from '../member/demo-agents.ts';
import { findMerchantByBrand } from '../merchant/merchant-store.ts';
import { contractSettingsOf, TOP_AGENT_ROLE } from './contract-lifecycle.ts';

/** The demo house contract of each kind: small thresholds, so a few demo bets reach a tier. */
function demoTerms(kind: ContractKind, periods: readonly DividendPeriod[]): ContractTerms {
  switch (kind) {
    case 'DIVIDEND':
      return {
        kind,
        period: periods.includes('D') ? 'D' : (periods[0] ?? 'D'),
        tiers: [
          { minValidBet: 10_000, minActive: 1, rateBp: 1_000 },
          { minValidBet: 1_000_000, minActive: 3, rateBp: 2_000 },
        ],
      };
    case 'DAILY_SALARY':
      return {
        kind,
        tiers: [
          { minValidBet: 10_000, minActive: 1, amount: 1_000 },
          { minValidBet: 1_000_000, minActive: 3, amount: 20_000 },
        ],
      };
    case 'HOURLY_SALARY':
      return { kind, hours: 8, tiers: [{ minValidBet: 10_000, minActive: 1, amount: 200 }] };
    case 'REALTIME_SALARY':
      return { kind, winRateBp: 50, lossRateBp: 100, periodBet: 10_000 };
  }
}

/**
 * Sandbox only (like the demo agents): gives each brand's demo agent a signed house contract
 * of every kind its merchant offers, unless it already has one of that kind, so a demo team's
 * bets are settled and paid end to end. Answers how many contracts it added.
 */
export async function seedDemoContracts(
  db: Database,
  brandIds: readonly string[],
  now: Date,
): Promise<number> {
  let added = 0;
  for (const brandId of brandIds) {
    const merchant = await findMerchantByBrand(db, brandId);
    if (!merchant) continue;
    const [agent] = await db.query<{ id: number }>(
      `select id from members where merchant_id = $1 and lower(account) = $2 and role = $3
          and upline_id is null`,
      [merchant.id, DEMO_AGENT_ACCOUNT, TOP_AGENT_ROLE],
    );
    if (!agent) continue;
    const settings = contractSettingsOf(merchant);
    for (const kind of settings.kinds) {
      const inserted = await db.query(
        `insert into agent_contracts (merchant_id, kind, status, upline_id, downline_id, terms,
            offered_at, signed_at)
         select $1, $2, 'SIGNED', null, $3, $4::jsonb, $5, $5
          where not exists (select 1 from agent_contracts where downline_id = $3 and kind = $2)
         on conflict do nothing returning id`,
        [
          merchant.id,
          kind,
          agent.id,
          JSON.stringify(demoTerms(kind, settings.dividendPeriods)),
          now.toISOString(),
        ],
      );
      added += inserted.length;
    }
  }
  return added;
}
