import { randomBytes } from 'node:crypto';
import type { BankCard } from '../../contract/account.ts';
import { cardBind } from '../../contract/account.ts';
import { depositCreate, type Deposit } from '../../contract/deposit.ts';
import { memberTransfer } from '../../contract/wallet.ts';
import { withdrawCreate } from '../../contract/withdrawal.ts';
import { settleDeposit } from '../src/deposit/settle-deposit.ts';
import { playerIdOf } from '../src/games/seamless/player-id.ts';
import { post } from '../src/ledger/ledger.ts';
import { insertMember } from '../src/member/member-store.ts';
import { hashPassword } from '../src/member/password.ts';
import { authenticate } from '../src/session/authenticate.ts';
import { createSession } from '../src/session/session-store.ts';
import type { DatabaseKind } from '../src/db/test-databases.ts';
import {
  TEST_VENDOR,
  openGameSession,
  openSeamlessApp,
  seamlessBody,
  type SeamlessApp,
  type SeamlessPlayer,
} from './seamless.ts';
import { useApp } from './lifecycle.ts';
import { valueOf } from './test-client.ts';

/** Aurora's clock in these tests: UTC+7 (its midnight is 17:00 UTC). */
export const TEAM_OFFSET_MINUTES = 420;
export const TEAM_PASSWORD = 'Secret123';
export const TEAM_PIN = '246810';

export interface TeamMember {
  id: number;
  account: string;
  token: string;
  brand: string;
  merchantId: number;
  player: SeamlessPlayer;
}

/**
 * The seamless test app (its in-test game vendor takes real bets) with helpers that build an
 * agent's team and move its money through the real services: deposits through the deposit
 * call and the gateway's settlement, withdrawals and transfers through their calls, bets
 * and wins through the vendor's signed wallet calls. `dated` moves what a step wrote to a
 * chosen instant, so day-by-day figures can be checked.
 */
export interface TeamApp extends SeamlessApp {
  member(options: {
    name: string;
    role?: number;
    upline?: TeamMember;
    brand?: string;
  }): Promise<TeamMember>;
  fund(member: TeamMember, amount: number): Promise<void>;
  deposit(member: TeamMember, amount: number): Promise<void>;
  withdraw(member: TeamMember, amount: number): Promise<void>;
  transfer(
    from: TeamMember,
    to: TeamMember,
    direction: 'UPLINE' | 'DOWNLINE',
    amount: number,
  ): Promise<void>;
  /** A bet and its win (`win` null: the round stays open). */
  bet(member: TeamMember, stake: number, win: number | null): Promise<void>;
  /** Runs `step` and dates every row it wrote (members, money, bets) at `time` (ISO). */
  dated(time: string, step: () => Promise<void>): Promise<void>;
}

const TABLES = [
  'members',
  'ledger_transactions',
  'ledger_entries',
  'bets',
  'deposits',
  'withdrawals',
];
const TIME_COLUMNS: Record<string, string[]> = {
  members: ['created_at'],
  ledger_transactions: ['created_at'],
  ledger_entries: ['created_at'],
  bets: ['placed_at', 'settled_at'],
  deposits: ['created_at'],
  withdrawals: ['created_at'],
};

let seq = 0;

export async function openTeamApp(kind: DatabaseKind): Promise<TeamApp> {
  const t = await openSeamlessApp(kind, {
    hooks: { decryptInput: (payload: unknown) => Promise.resolve(payload), authenticate },
  });
  const db = t.test.db;
  await db.query("update merchants set utc_offset_minutes = $1 where brand_id = 'aurora'", [
    TEAM_OFFSET_MINUTES,
  ]);
  const [passwordHash, pinHash] = await Promise.all([
    hashPassword(TEAM_PASSWORD),
    hashPassword(TEAM_PIN),
  ]);
  const call = <T>(answer: Promise<{ status: number; body: unknown }>) =>
    answer.then((reply) => valueOf<T>(reply as never));
  const app: TeamApp = {
    ...t,
    member: async ({ name, role = 0, upline, brand = 'aurora' }) => {
      const [merchant] = await db.query<{ id: number; currency_code: string }>(
        'select id, currency_code from merchants where brand_id = $1',
        [brand],
      );
      if (!merchant) throw new Error(`no merchant ${brand}`);
      const member = await insertMember(db, {
        merchantId: merchant.id,
        account: name,
        nickname: `${name} nick`,
        passwordHash,
        paymentPasswordHash: pinHash,
        role,
        uplineId: upline?.id ?? null,
      });
      const token = await createSession(db, member, '198.51.100.10');
      const sessionToken = await openGameSession(db, {
        merchantId: merchant.id,
        memberId: member.id,
        vendor: TEST_VENDOR,
        gameId: t.gameId,
        expiresAt: new Date(t.clock.now() + 24 * 60 * 60_000),
      });
      const player = {
        memberId: member.id,
        merchantId: merchant.id,
        player: playerIdOf(member),
        sessionToken,
        currency: merchant.currency_code,
      };
      return { id: member.id, account: name, token, brand, merchantId: merchant.id, player };
    },
    fund: async (member, amount) => {
      await db.transaction((tx) =>
        post(tx, {
          merchantId: member.merchantId,
          kind: 'ADJUSTMENT',
          memberId: null,
          legs: [
            { account: { system: 'HOUSE' }, amount: -amount },
            { account: { member: member.id, wallet: 'MAIN' }, amount },
          ],
        }),
      );
    },
    deposit: async (member, amount) => {
      const key = randomBytes(12).toString('base64url');
      const opened = await call<Deposit>(
        t.call(
          depositCreate,
          { methodId: 'bank', amount, idempotencyKey: key },
          {
            token: member.token,
            brand: member.brand,
          },
        ),
      );
      const [row] = await db.query<{ gateway: string; payment_ref: string }>(
        'select gateway, payment_ref from deposits where id = $1',
        [opened.id],
      );
      if (!row) throw new Error('deposit not written');
      await settleDeposit(db, row.gateway, { paymentRef: row.payment_ref, status: 'PAID', amount });
    },
    withdraw: async (member, amount) => {
      seq += 1;
      const [merchant] = await db.query<{ settings: { money?: { banks?: { code: string }[] } } }>(
        'select settings from merchants where id = $1',
        [member.merchantId],
      );
      const bankCode = merchant?.settings.money?.banks?.[0]?.code ?? '';
      const prefix = kind === 'pglite' ? '5300' : '5400';
      const card = await call<BankCard>(
        t.call(
          cardBind,
          {
            holder: 'Mary Major',
            bankCode,
            cardNumber: `${prefix}${String(seq).padStart(9, '0')}`,
            fundPassword: TEAM_PIN,
          },
          { token: member.token, brand: member.brand },
        ),
      );
      await call(
        t.call(
          withdrawCreate,
          {
            cardId: card.id,
            amount,
            fundPassword: TEAM_PIN,
            idempotencyKey: randomBytes(12).toString('base64url'),
          } as never,
          { token: member.token, brand: member.brand },
        ),
      );
    },
    transfer: async (from, to, direction, amount) => {
      await call(
        t.call(
          memberTransfer,
          {
            direction,
            ...(direction === 'DOWNLINE' ? { account: to.account } : {}),
            amount,
            fundPassword: TEAM_PIN,
            idempotencyKey: randomBytes(12).toString('base64url'),
          } as never,
          { token: from.token, brand: from.brand },
        ),
      );
    },
    bet: async (member, stake, win) => {
      seq += 1;
      const round = `team-r${seq}`;
      const placed = await t.send(
        'bet',
        seamlessBody.bet(member.player, `team-b${seq}`, round, stake),
      );
      if (placed.answer.status !== 'OK') throw new Error(`bet refused: ${placed.answer.status}`);
      if (win === null) return;
      const paid = await t.send('win', seamlessBody.win(member.player, `team-w${seq}`, round, win));
      if (paid.answer.status !== 'OK') throw new Error(`win refused: ${paid.answer.status}`);
    },
    dated: async (time, step) => {
      const marks = new Map<string, number>();
      for (const table of TABLES) {
        const [row] = await db.query<{ n: number }>(
          `select coalesce(max(id), 0) as n from ${table}`,
        );
        marks.set(table, row?.n ?? 0);
      }
      await step();
      for (const table of TABLES) {
        const set = (TIME_COLUMNS[table] ?? [])
          .map((column) =>
            column === 'settled_at'
              ? `${column} = case when ${column} is null then null else $1::timestamptz end`
              : `${column} = $1::timestamptz`,
          )
          .join(', ');
        await db.query(`update ${table} set ${set} where id > $2`, [time, marks.get(table)]);
      }
    },
  };
  return app;
}

/** The team app for one describe block; its books must be sound when the block ends. */
export const useTeamApp = (kind: DatabaseKind): TeamApp =>
  useApp(
    () => openTeamApp(kind),
    (t) => t.expectSoundBooks(),
  );
