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
import {
  DAY,
  DAYS,
  FUNDS,
  expectedAmount,
  scenarioArb,
  type Bet,
  type Tier,
} from '../../testing/contract-model.ts';
import { openTestApp, type TestApp } from '../../testing/test-app.ts';
import { offerContract, respondToContract } from './contract-lifecycle.ts';
import { runSettlement, SETTLE_GRACE_MS } from './settlement.ts';

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
