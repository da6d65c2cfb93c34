import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractTerms } from '../../../contract/agent-contracts.ts';
import { PlatformError } from '../../../contract/errors.ts';
import { testDatabaseKinds } from '../db/test-databases.ts';
import { checkLedger } from '../ledger/invariants.ts';
import { post, walletsOf } from '../ledger/ledger.ts';
import { insertMember, type Member } from '../member/member-store.ts';
import { findMerchantByBrand, type Merchant } from '../merchant/merchant-store.ts';
import { settledBet } from '../../testing/contracts.ts';
import { openTestApp, type TestApp } from '../../testing/test-app.ts';
import { offerContract, respondToContract } from './contract-lifecycle.ts';
import { runSettlement, SETTLE_GRACE_MS } from './settlement.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const DAYS = 3;
const FUNDS = 1_000_000_000;

interface Tier {
  minValidBet: number;
  minActive: number;
  rateBp?: number;
  amount?: number;
}
interface Bet {
  member: number;
  stake: number;
  payout: number;
  at: number;
  demo: boolean;
}

/** The highest tier met, written apart from payout.ts: a scan that keeps the last match. */
function reached(tiers: readonly Tier[], validBet: number, active: number): Tier | undefined {
  let found: Tier | undefined;
  for (const tier of tiers)
    if (validBet >= tier.minValidBet && active >= tier.minActive) found = tier;
  return found;
}

function figures(bets: readonly Bet[], from: number, to: number) {
  const inside = bets.filter((b) => !b.demo && b.at >= from && b.at < to);
  return {
    validBet: inside.reduce((s, b) => s + b.stake, 0),
    loss: inside.reduce((s, b) => s + b.stake - b.payout, 0),
    active: new Set(inside.map((b) => b.member)).size,
  };
}

/** What one contract pays for the part [from, to) of the day starting at dayStart. */
function expectedAmount(
  terms: ContractTerms,
  bets: Bet[],
  dayStart: number,
  from: number,
  to: number,
) {
  const f = figures(bets, from, to);
  if (terms.kind === 'DAILY_SALARY') return reached(terms.tiers, f.validBet, f.active)?.amount ?? 0;
  if (terms.kind === 'DIVIDEND') {
    const rate = reached(terms.tiers, f.validBet, f.active)?.rateBp ?? 0;
    return f.loss > 0 ? Math.floor((f.loss * rate) / 10_000) : 0;
  }
  if (terms.kind === 'HOURLY_SALARY') {
    const earned: number[] = [];
    for (let h = 0; h < 24; h += 1) {
      const start = Math.max(dayStart + h * HOUR, from);
      const end = Math.min(dayStart + (h + 1) * HOUR, to);
      const hour = figures(bets, start, Math.max(start, end));
      const tier = reached(terms.tiers, hour.validBet, hour.active);
      if (tier?.amount) earned.push(tier.amount);
    }
    earned.sort((a, b) => b - a);
    return earned.slice(0, terms.hours).reduce((s, a) => s + a, 0);
  }
  throw new Error('not modelled');
}

const tiersArb = (value: fc.Arbitrary<number>) =>
  fc
    .uniqueArray(fc.constantFrom(0, 1_000, 3_000, 8_000), { minLength: 1, maxLength: 3 })
    .chain((mins) =>
      fc.tuple(
        ...[...mins]
          .sort((a, b) => a - b)
          .map((minValidBet) =>
            fc.record({ minValidBet: fc.constant(minValidBet), minActive: fc.nat(2), v: value }),
          ),
      ),
    );
const termsArb: fc.Arbitrary<ContractTerms> = fc.oneof(
  tiersArb(fc.integer({ min: 1, max: 3_000 })).map((tiers) => ({
    kind: 'DIVIDEND' as const,
    period: 'D' as const,
    tiers: tiers.map(({ v, ...t }) => ({ ...t, rateBp: v })),
  })),
  tiersArb(fc.integer({ min: 1, max: 2_000 })).map((tiers) => ({
    kind: 'DAILY_SALARY' as const,
    tiers: tiers.map(({ v, ...t }) => ({ ...t, amount: v })),
  })),
  fc
    .tuple(fc.integer({ min: 1, max: 3 }), tiersArb(fc.integer({ min: 1, max: 500 })))
    .map(([hours, tiers]) => ({
      kind: 'HOURLY_SALARY' as const,
      hours,
      tiers: tiers.map(({ v, ...t }) => ({ ...t, amount: v })),
    })),
);
const scenarioArb = fc.record({
  // Node i + 1's parent is an earlier agent (node 0 is the top-level agent).
  tree: fc.array(fc.record({ parent: fc.nat(), agent: fc.boolean() }), {
    minLength: 2,
    maxLength: 6,
  }),
  bets: fc.array(
    fc.record({
      node: fc.nat(),
      stake: fc.integer({ min: 1, max: 5_000 }),
      payoutPct: fc.integer({ min: 0, max: 250 }),
      minute: fc.integer({ min: 0, max: DAYS * 24 * 60 - 1 }),
      demo: fc.nat(3).map((n) => n === 0),
    }),
    { minLength: 4, maxLength: 20 },
  ),
  first: fc.record({ terms: termsArb }),
  events: fc.array(
    fc.record({
      minute: fc.integer({ min: 0, max: DAYS * 24 * 60 - 1 }),
      edge: fc.nat(),
      action: fc.constantFrom('offer', 'offer', 'reject', 'terminate', 'agree', 'withdraw'),
      byUpline: fc.boolean(),
      terms: termsArb,
    }),
    { maxLength: 8 },
  ),
});

describe.each(testDatabaseKinds())('contract settlement property on %s', (kind) => {
  let t: TestApp;
  let merchant: Merchant;
  let seq = 0;
  beforeAll(async () => {
    t = await openTestApp(kind);
    const found = await findMerchantByBrand(t.test.db, 'aurora');
    if (!found) throw new Error('no aurora');
    merchant = found;
  });
  afterAll(async () => {
    expect(await checkLedger(t.test.db)).toEqual([]);
    await t.dispose();
  });

  const newMember = async (role: number, upline: Member | null) => {
    seq += 1;
    const member = await insertMember(t.test.db, {
      merchantId: merchant.id,
      account: `prop${kind === 'pglite' ? 'l' : 'p'}${seq}`,
      nickname: `prop${seq}`,
      mobile: null,
      email: null,
      payeeName: null,
      passwordHash: null,
      paymentPasswordHash: null,
      role,
      uplineId: upline?.id ?? null,
      affiliateCode: null,
    });
    await t.test.db.transaction((tx) =>
      post(tx, {
        merchantId: merchant.id,
        kind: 'ADJUSTMENT',
        memberId: null,
        legs: [
          { account: { system: 'HOUSE' }, amount: -FUNDS },
          { account: { member: member.id, wallet: 'MAIN' }, amount: FUNDS },
        ],
      }),
    );
    return member;
  };

  /** A sub-agent's offer: its own signed contract's terms at half (so mostly allowed). */
  const withinOwnTerms = async (memberId: number, fallback: ContractTerms) => {
    const [own] = await t.test.db.query<{ terms: ContractTerms }>(
      `select terms from agent_contracts where downline_id = $1 and status = 'SIGNED' order by id limit 1`,
      [memberId],
    );
    if (!own) return fallback;
    const terms = own.terms;
    if (terms.kind === 'REALTIME_SALARY') return terms;
    const half = (tier: Tier): Tier =>
      tier.rateBp === undefined
        ? { ...tier, amount: Math.max(1, Math.floor((tier.amount ?? 2) / 2)) }
        : { ...tier, rateBp: Math.floor(tier.rateBp / 2) };
    return { ...terms, tiers: terms.tiers.map(half) } as ContractTerms;
  };

  it('pays what an independent calculation gives, once per period, under racing runners', async () => {
    const base = Date.UTC(2026, 8, 1) - merchant.utcOffsetMinutes * 60_000;
    const now = new Date(base + DAYS * DAY + SETTLE_GRACE_MS);
    await fc.assert(
      fc.asyncProperty(scenarioArb, async (scenario) => {
        const nodes: Member[] = [await newMember(1, null)];
        const children = new Map<number, number[]>([[0, []]]);
        // The first node is always an agent under the top one, so there is an edge to contract.
        const tree = [{ parent: 0, agent: true }, ...scenario.tree];
        for (const [i, spec] of tree.entries()) {
          const agents = [...children.keys()];
          const parent = agents[spec.parent % agents.length] ?? 0;
          nodes.push(await newMember(spec.agent ? 2 : 0, nodes[parent] ?? null));
          children.get(parent)?.push(i + 1);
          if (spec.agent) children.set(i + 1, []);
        }
        const edges = [...children.entries()].flatMap(([up, downs]) =>
          downs.filter((d) => children.has(d)).map((d) => [up, d] as const),
        );
        const bets: Bet[] = [];
        for (const bet of scenario.bets) {
          const node = bet.node % nodes.length;
          const member = nodes[node];
          if (!member) continue;
          const at = base + bet.minute * 60_000 + 1_000;
          const payout = Math.floor((bet.stake * bet.payoutPct) / 100);
          await settledBet(t.test.db, {
            merchantId: merchant.id,
            memberId: member.id,
            stake: bet.stake,
            payout,
            at: new Date(at),
            demo: bet.demo,
          });
          bets.push({ member: node, stake: bet.stake, payout, at, demo: bet.demo });
        }
        // Contract events in time order, through the real calls; refusals are part of the game.
        const ids: number[] = [];
        const events = [
          { ...scenario.first, minute: 0, edge: 0, action: 'offer', byUpline: true },
          ...scenario.events,
        ].sort((a, b) => a.minute - b.minute);
        for (const [i, event] of events.entries()) {
          const edge = edges[event.edge % Math.max(edges.length, 1)];
          if (!edge) break;
          const [up, down] = edge;
          const when = new Date(base + event.minute * 60_000 + i);
          const [upline, downline] = [nodes[up], nodes[down]];
          if (!upline || !downline) continue;
          try {
            if (event.action === 'offer') {
              const terms = up === 0 ? event.terms : await withinOwnTerms(upline.id, event.terms);
              const offered = await offerContract(
                t.test.db,
                merchant,
                upline,
                { downline: downline.account, terms, idempotencyKey: `k${seq}-${i}` },
                when,
              );
              ids.push(offered.id);
              const accept = (confirmEnds: boolean) =>
                respondToContract(
                  t.test.db,
                  merchant,
                  downline,
                  { id: offered.id, action: 'ACCEPT', confirmEnds },
                  when,
                );
              await accept(false).catch((e: unknown) => {
                if (e instanceof PlatformError && e.code === 'CONTRACT_CONFIRM_REQUIRED')
                  return accept(true);
                throw e;
              });
              continue;
            }
            const [row] = await t.test.db.query<{ id: number }>(
              `select id from agent_contracts where upline_id = $1 and downline_id = $2 order by id desc limit 1`,
              [upline.id, downline.id],
            );
            if (!row) continue;
            const action = {
              reject: 'REJECT',
              terminate: 'TERMINATE',
              agree: 'AGREE_TERMINATION',
              withdraw: 'WITHDRAW',
            }[event.action] as 'REJECT';
            await respondToContract(
              t.test.db,
              merchant,
              event.byUpline ? upline : downline,
              { id: row.id, action },
              when,
            );
          } catch (e: unknown) {
            if (!(e instanceof PlatformError)) throw e;
          }
        }
        await Promise.all([
          runSettlement(t.test.db, merchant, now),
          runSettlement(t.test.db, merchant, now),
        ]);

        const contracts = await t.test.db.query<{
          id: number;
          upline_id: number;
          downline_id: number;
          terms: ContractTerms;
          status: string;
          signed_at: string | null;
          ended_at: string | null;
          end_reason: string | null;
          termination_requested_at: string | null;
        }>(
          `select id, upline_id, downline_id, terms, status, signed_at, ended_at, end_reason, termination_requested_at
             from agent_contracts where id = any($1::bigint[])`,
          [ids],
        );
        const index = new Map(nodes.map((m, i) => [m.id, i]));
        const teamOf = (root: number): Set<number> => {
          const team = new Set([root]);
          for (const child of children.get(root) ?? []) for (const m of teamOf(child)) team.add(m);
          return team;
        };
        const expected: string[] = [];
        for (const c of contracts) {
          if (!c.signed_at) continue;
          // Terminating contracts end with the day their termination was asked in.
          if (c.end_reason === 'PERIOD_ENDED') {
            const asked = Date.parse(c.termination_requested_at ?? '');
            expect(Date.parse(c.ended_at ?? '')).toBe(
              base + Math.floor((asked - base) / DAY + 1) * DAY,
            );
          }
          expect(c.status === 'TERMINATING').toBe(false);
          const team = teamOf(index.get(c.downline_id) ?? -1);
          const teamBets = bets.filter((b) => team.has(b.member));
          const signed = Date.parse(c.signed_at);
          const ended = c.ended_at ? Date.parse(c.ended_at) : Infinity;
          for (let d = 0; d < DAYS; d += 1) {
            const [start, end] = [base + d * DAY, base + (d + 1) * DAY];
            if (end <= signed || start >= ended) continue;
            const amount = expectedAmount(
              c.terms,
              teamBets,
              start,
              Math.max(start, signed),
              Math.min(end, ended),
            );
            expected.push(`${c.id} ${d} ${amount} ${amount > 0 ? 'PAID' : 'NOTHING_DUE'}`);
          }
        }
        const paid = await t.test.db.query<{
          contract_id: number;
          period_start: string;
          amount: number;
          status: string;
        }>(
          `select contract_id, period_start, amount, status from contract_payments where contract_id = any($1::bigint[])`,
          [ids],
        );
        const actual = paid.map(
          (p) =>
            `${p.contract_id} ${Math.round((Date.parse(p.period_start) - base) / DAY)} ${p.amount} ${p.status}`,
        );
        expect(actual.sort()).toEqual(expected.sort());

        // Each wallet moved by exactly its payments (and its own bets' payouts): none twice.
        for (const [i, member] of nodes.entries()) {
          const flows = await t.test.db.query<{ received: number; sent: number }>(
            `select coalesce(sum(amount) filter (where payee_id = $1 and status = 'PAID'), 0) as received,
                    coalesce(sum(amount) filter (where payer_id = $1 and status = 'PAID'), 0) as sent
               from contract_payments where payee_id = $1 or payer_id = $1`,
            [member.id],
          );
          const won = bets.filter((b) => b.member === i).reduce((s, b) => s + b.payout, 0);
          const { main } = await walletsOf(t.test.db, member.id);
          expect(main).toBe(FUNDS + won + (flows[0]?.received ?? 0) - (flows[0]?.sent ?? 0));
        }
      }),
      { numRuns: kind === 'pglite' ? 12 : 6, endOnFailure: true },
    );
    expect(await checkLedger(t.test.db)).toEqual([]);
  });
});
