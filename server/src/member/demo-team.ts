import type { Database, Queryable } from '../db/database.ts';
import { gamesShardOf, post } from '../ledger/ledger.ts';
import type { Merchant } from '../merchant/merchant-store.ts';
import { insertMember, MEMBER_ROLE } from './member-store.ts';

/** The sub-agent of the demo team (spec §6 role 2: an agent below a top-level agent). */
const SUB_AGENT_ROLE = 2;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * agent01's demo team: two players and a sub-agent with one player of its own, so the agent
 * centre of a sandbox or a screenshot is not empty. Stakes and wins in major units (×100 for
 * a currency with cents); days ago, so the last week's figures show several days.
 */
const TEAM = [
  {
    account: 'demoplayer1',
    upline: 'agent01',
    role: MEMBER_ROLE,
    credit: 500,
    bets: [
      [40, 10, 1],
      [25, 60, 3],
    ],
  },
  { account: 'demoplayer2', upline: 'agent01', role: MEMBER_ROLE, credit: 300, bets: [[30, 0, 2]] },
  { account: 'demosubagent', upline: 'agent01', role: SUB_AGENT_ROLE, credit: 1000, bets: [] },
  {
    account: 'demoplayer3',
    upline: 'demosubagent',
    role: MEMBER_ROLE,
    credit: 200,
    bets: [
      [15, 45, 1],
      [20, 0, 5],
    ],
  },
] as const;

/** Posts a kind of game money for the bet and dates it with the bet, as a vendor's call would. */
async function gameMove(
  tx: Queryable,
  merchantId: number,
  bet: { id: number; memberId: number; vendor: string; amount: number; time: string },
  kind: 'BET' | 'PAYOUT',
) {
  const member = { member: bet.memberId, wallet: 'MAIN' };
  const games = { system: 'GAMES' as const, shard: gamesShardOf(bet.memberId) };
  const sign = kind === 'BET' ? -1 : 1;
  const { transactionId } = await post(tx, {
    merchantId,
    kind,
    memberId: bet.memberId,
    reference: `B${bet.id}`,
    legs: [
      { account: member, amount: sign * bet.amount, counterparty: bet.vendor },
      { account: games, amount: -sign * bet.amount },
    ],
  });
  await tx.query('update ledger_transactions set created_at = $2 where id = $1', [
    transactionId,
    bet.time,
  ]);
  await tx.query('update ledger_entries set created_at = $2 where transaction_id = $1', [
    transactionId,
    bet.time,
  ]);
}

/**
 * Adds the demo team under the merchant's freshly seeded agent01 (seedDemoAgents calls it
 * once, in the agent's own seeding, so a restart adds nothing): demo credit from the house,
 * then settled bets through the ledger's game kinds, each posting naming its bet (B<id>) so
 * the books hold as for a vendor's bets. Sandbox only, as the demo agent is.
 */
export async function seedDemoTeam(
  db: Database,
  merchant: Pick<Merchant, 'id' | 'currency' | 'settings'>,
  passwordHash: string,
  passwordIsDefault: boolean,
  now = Date.now(),
): Promise<void> {
  const unit = 10 ** merchant.currency.minorUnits;
  const vendor = merchant.settings.vendors?.[0]?.code ?? 'DEMO';
  await db.transaction(async (tx) => {
    const ids = new Map<string, number>();
    const [agent] = await tx.query<{ id: number }>(
      "select id from members where merchant_id = $1 and lower(account) = 'agent01'",
      [merchant.id],
    );
    if (!agent) return;
    ids.set('agent01', agent.id);
    // A name a real member already has: no demo team rather than half of one.
    const taken = await tx.query(
      'select 1 from members where merchant_id = $1 and lower(account) = any($2::text[])',
      [merchant.id, TEAM.map((spec) => spec.account)],
    );
    if (taken.length > 0) return;
    for (const spec of TEAM) {
      const member = await insertMember(tx, {
        merchantId: merchant.id,
        account: spec.account,
        nickname: spec.account,
        passwordHash,
        passwordIsDefault,
        role: spec.role,
        uplineId: ids.get(spec.upline) ?? null,
      });
      ids.set(spec.account, member.id);
      await post(tx, {
        merchantId: merchant.id,
        kind: 'ADJUSTMENT',
        memberId: null,
        legs: [
          { account: { system: 'HOUSE' }, amount: -spec.credit * unit },
          { account: { member: member.id, wallet: 'MAIN' }, amount: spec.credit * unit },
        ],
      });
      for (const [index, [stake, win, daysAgo]] of spec.bets.entries()) {
        const time = new Date(now - daysAgo * DAY_MS).toISOString();
        const [bet] = await tx.query<{ id: number }>(
          `insert into bets (merchant_id, member_id, vendor, bet_ref, round_ref, game_code,
                             category, stake, valid_bet, payout, status, placed_at, settled_at)
           values ($1, $2, $3, $4, $4, 'demo-slot', 'RNG', $5, $5, $6, 'SETTLED', $7, $7)
           returning id`,
          [
            merchant.id,
            member.id,
            vendor,
            `demo-team-${member.id}-${index}`,
            stake * unit,
            win * unit,
            time,
          ],
        );
        if (!bet) throw new Error('insert into bets returned no row.');
        const move = { id: bet.id, memberId: member.id, vendor, time };
        await gameMove(tx, merchant.id, { ...move, amount: stake * unit }, 'BET');
        if (win > 0) await gameMove(tx, merchant.id, { ...move, amount: win * unit }, 'PAYOUT');
      }
    }
  });
}
