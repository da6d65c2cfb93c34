import type { Database } from '../db/database.ts';
import { findMerchantByBrand } from '../merchant/merchant-store.ts';
import { hashPassword } from './password.ts';
import { seedDemoTeam } from './demo-team.ts';

/** The agent every merchant gets, so an affiliate code works out of the box. */
export const DEMO_AGENT_ACCOUNT = 'agent01';
/** The documented default password (server/README.md); the first login must change it. */
export const DEFAULT_DEMO_AGENT_PASSWORD = 'Agent123';
/** Set this to give the demo agents another password (then not flagged as the default). */
export const DEMO_AGENT_PASSWORD_ENV = 'WHITELABEL_DEMO_AGENT_PASSWORD';
const AGENT_ROLE = 1;

/** AURORA1 for brand aurora, LOTUS1 for lotus: upper-case letters and digits of the id, then 1. */
export function demoAffiliateCode(brandId: string): string {
  return `${brandId
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 11)}1`;
}

/**
 * Gives each brand's merchant its demo agent (account agent01, role 1, affiliate code
 * `demoAffiliateCode(brandId)`) unless it has one: safe to run at every start. The password
 * comes from WHITELABEL_DEMO_AGENT_PASSWORD, else it is the documented default and marked
 * so (spec §4 "known default": the first login has to change it). With `team`, a new demo
 * agent gets a small demo team with settled bets (demo-team.ts). Answers the brands that got
 * one now.
 */
export async function seedDemoAgents(
  db: Database,
  brandIds: readonly string[],
  options: {
    password?: string | undefined;
    log?: (line: string) => void;
    /** Also give each new demo agent its demo team (serve --sandbox; tests leave it off). */
    team?: boolean;
  } = {},
): Promise<string[]> {
  const fromEnv = options.password ?? process.env[DEMO_AGENT_PASSWORD_ENV];
  const password = fromEnv || DEFAULT_DEMO_AGENT_PASSWORD;
  const seeded: string[] = [];
  for (const brandId of brandIds) {
    const merchant = await findMerchantByBrand(db, brandId);
    if (!merchant) continue;
    const existing = await db.query(
      'select 1 from members where merchant_id = $1 and lower(account) = $2',
      [merchant.id, DEMO_AGENT_ACCOUNT],
    );
    if (existing.length > 0) continue;
    const code = demoAffiliateCode(brandId);
    const passwordHash = await hashPassword(password);
    const inserted = await db.query(
      `insert into members (merchant_id, account, nickname, password_hash, role, affiliate_code,
         password_is_default)
       values ($1, $2, $2, $3, $4, $5, $6)
       on conflict do nothing returning id`,
      [merchant.id, DEMO_AGENT_ACCOUNT, passwordHash, AGENT_ROLE, code, !fromEnv],
    );
    if (inserted.length > 0) {
      seeded.push(brandId);
      // Its demo team (docs/agent-centre.md), so the agent centre shows something at once.
      if (options.team) await seedDemoTeam(db, merchant, passwordHash, !fromEnv);
    } else options.log?.(`Brand ${brandId}: affiliate code ${code} is taken; no demo agent added.`);
  }
  return seeded;
}
