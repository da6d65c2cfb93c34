import * as v from 'valibot';
import { defineEndpoint } from './endpoint.ts';
import { SecretSchema, TrimmedTextSchema } from './input.ts';
import { GAME_CATEGORIES } from './modules.ts';
import { HistoryQuery, IdempotencyKeySchema, MinorSchema, PageQuery, pageOf } from './money.ts';

/*
 * The agent centre's team calls (spec §2.5). Every call answers NOT_AN_AGENT to a member
 * whose role is not an agent's (spec §6: 1, 2, 41, 42), and reads only the caller's own
 * subtree: a member outside it answers NOT_IN_TEAM exactly as one that does not exist, so
 * the calls cannot be used to learn who plays elsewhere. Days are the merchant's calendar
 * days (brand timezone); money is in minor units.
 */

const AGENT_ERRORS = ['NOT_LOGGED_IN', 'NOT_AN_AGENT'] as const;

/** A downline's account name in a query string or body. */
const AccountSchema = v.pipe(TrimmedTextSchema(64), v.minLength(1));

/** MEMBER: a player (role 0); AGENT: an agent (role 1 for a top-level, 2 below). */
export const TEAM_ROLES = ['MEMBER', 'AGENT'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** GET /wps/agent/announcements (T) — the merchant's notices for agents, newest first. */
export const agentAnnouncements = defineEndpoint({
  id: 'agentAnnouncements',
  method: 'GET',
  path: '/wps/agent/announcements',
  token: true,
  encrypted: false,
  input: v.object({ ...PageQuery }),
  value: pageOf(
    v.object({
      id: v.number(),
      /** ISO time it was published. */
      time: v.string(),
      title: v.string(),
      /** Plain text with line breaks (in the request's language, else the brand default). */
      body: v.string(),
    }),
  ),
  errors: [...AGENT_ERRORS],
});

const TeamFigures = {
  /** Members registered in the range. */
  newMembers: MinorSchema,
  /** Members with at least one settled bet in the range. */
  activeMembers: MinorSchema,
  deposit: MinorSchema,
  withdrawal: MinorSchema,
  validBet: MinorSchema,
  /** What the team won from games: payout − stake of settled bets (negative: the team lost). */
  profit: MinorSchema,
};

/**
 * GET /wps/agent/team/overview (T) — spec §2.5 team overview over a range: the team's size
 * now and its figures in the range, with one row per day for the chart (every day of the
 * range, zeros included, oldest first). The team is everyone below the caller, not the caller.
 */
export const teamOverview = defineEndpoint({
  id: 'teamOverview',
  method: 'GET',
  path: '/wps/agent/team/overview',
  token: true,
  encrypted: false,
  input: v.object({ from: HistoryQuery.from, to: HistoryQuery.to }),
  value: v.object({
    teamSize: MinorSchema,
    directMembers: MinorSchema,
    agents: MinorSchema,
    totals: v.object(TeamFigures),
    days: v.array(v.object({ day: v.string(), ...TeamFigures })),
  }),
  errors: [...AGENT_ERRORS, 'DATE_RANGE_INVALID'],
});

/**
 * POST /wps/agent/accounts (T, E) — spec §2.5 registerCenter: open an account directly under
 * the caller. Account and password follow the merchant's register rules (a breach answers
 * BAD_REQUEST with `{ field, problem }`, as registration does); an agent account gets its own
 * affiliate code and role 2. A replayed key answers the first answer.
 */
export const openTeamAccount = defineEndpoint({
  id: 'openTeamAccount',
  method: 'POST',
  path: '/wps/agent/accounts',
  token: true,
  encrypted: true,
  input: v.object({
    role: v.picklist(TEAM_ROLES),
    account: AccountSchema,
    password: v.pipe(SecretSchema, v.minLength(1)),
    nickname: v.optional(TrimmedTextSchema(32)),
    idempotencyKey: IdempotencyKeySchema,
  }),
  value: v.object({
    account: v.string(),
    role: v.picklist(TEAM_ROLES),
    /** An agent's code for its own invitation links; null for a player. */
    affiliateCode: v.nullable(v.string()),
  }),
  errors: [...AGENT_ERRORS, 'ACCOUNT_TAKEN', 'IDEMPOTENCY_CONFLICT'],
});

export const TeamMemberSchema = v.object({
  account: v.string(),
  nickname: v.string(),
  role: v.picklist(TEAM_ROLES),
  /** 1 = a direct downline of the caller, 2 = a downline's downline… */
  level: v.number(),
  /** Members directly below this one (drill down when above 0). */
  directMembers: v.number(),
  /** Everyone below this one. */
  teamSize: v.number(),
  /** FROZEN while a contract payment it owes is unpaid (docs/agent-contracts.md). */
  status: v.picklist(['ACTIVE', 'FROZEN']),
  /** Main wallet plus vendor wallets. */
  balance: MinorSchema,
  registeredAt: v.string(),
  lastLoginAt: v.nullable(v.string()),
});
export type TeamMember = v.InferOutput<typeof TeamMemberSchema>;

/**
 * GET /wps/agent/team/members (T) — spec §2.5 team management. Without `parent` or `search`:
 * the caller's direct downlines; with `parent`: that team member's direct downlines, and
 * `path` the accounts from the caller's first level down to it (the breadcrumbs); with
 * `search`: members anywhere in the subtree whose account or nickname contains it.
 */
export const teamMembers = defineEndpoint({
  id: 'teamMembers',
  method: 'GET',
  path: '/wps/agent/team/members',
  token: true,
  encrypted: false,
  input: v.object({
    parent: v.optional(AccountSchema),
    search: v.optional(TrimmedTextSchema(64)),
    ...PageQuery,
  }),
  value: v.object({ path: v.array(v.string()), ...pageOf(TeamMemberSchema).entries }),
  errors: [...AGENT_ERRORS, 'NOT_IN_TEAM'],
});

const BetFigures = {
  bets: MinorSchema,
  stake: MinorSchema,
  validBet: MinorSchema,
  payout: MinorSchema,
  /** payout − stake: the member's view (negative when the team lost). */
  profit: MinorSchema,
};

/**
 * GET /wps/agent/team/bets (T) — spec §2.5 team betting: settled bets of the subtree summed
 * per day, member and category (newest day first), filtered by member and category.
 */
export const teamBets = defineEndpoint({
  id: 'teamBets',
  method: 'GET',
  path: '/wps/agent/team/bets',
  token: true,
  encrypted: false,
  input: v.object({
    ...HistoryQuery,
    account: v.optional(AccountSchema),
    category: v.optional(v.picklist(GAME_CATEGORIES)),
  }),
  value: v.object({
    totals: v.object(BetFigures),
    ...pageOf(
      v.object({
        day: v.string(),
        account: v.string(),
        category: v.picklist(GAME_CATEGORIES),
        ...BetFigures,
      }),
    ).entries,
  }),
  errors: [...AGENT_ERRORS, 'DATE_RANGE_INVALID', 'NOT_IN_TEAM'],
});

const ProfitFigures = {
  deposit: MinorSchema,
  withdrawal: MinorSchema,
  validBet: MinorSchema,
  payout: MinorSchema,
  bonus: MinorSchema,
  /** payout − stake + bonus, as personalProfit counts it. */
  profit: MinorSchema,
};

/**
 * GET /wps/agent/team/profit (T) — spec §2.5 user profit and loss: one row per direct
 * downline of `parent` (default: the caller), each summing that downline and its whole team
 * (`teamSize` tells which rows can be opened further).
 */
export const teamProfit = defineEndpoint({
  id: 'teamProfit',
  method: 'GET',
  path: '/wps/agent/team/profit',
  token: true,
  encrypted: false,
  input: v.object({ ...HistoryQuery, parent: v.optional(AccountSchema) }),
  value: v.object({
    totals: v.object(ProfitFigures),
    ...pageOf(
      v.object({
        account: v.string(),
        nickname: v.string(),
        role: v.picklist(TEAM_ROLES),
        teamSize: v.number(),
        ...ProfitFigures,
      }),
    ).entries,
  }),
  errors: [...AGENT_ERRORS, 'DATE_RANGE_INVALID', 'NOT_IN_TEAM'],
});

export const TEAM_TRANSACTION_KINDS = [
  'DEPOSIT',
  'WITHDRAWAL',
  /** Money between members of the team (to an upline or a direct downline). */
  'TRANSFER',
] as const;

/**
 * GET /wps/agent/team/transactions (T) — spec §2.5 downline transaction details: deposits,
 * withdrawals and member transfers of the subtree (the caller's own excluded), newest first.
 */
export const teamTransactions = defineEndpoint({
  id: 'teamTransactions',
  method: 'GET',
  path: '/wps/agent/team/transactions',
  token: true,
  encrypted: false,
  input: v.object({
    ...HistoryQuery,
    account: v.optional(AccountSchema),
    kind: v.optional(v.picklist(TEAM_TRANSACTION_KINDS)),
  }),
  value: pageOf(
    v.object({
      id: v.number(),
      time: v.string(),
      account: v.string(),
      kind: v.picklist(TEAM_TRANSACTION_KINDS),
      /** The member's view: money in positive, out negative. */
      amount: MinorSchema,
      /** Deposit or withdrawal state (PENDING, PAID…), or DONE for a transfer. */
      status: v.string(),
      /** D12, W7, or the other member of a transfer. */
      reference: v.nullable(v.string()),
    }),
  ),
  errors: [...AGENT_ERRORS, 'DATE_RANGE_INVALID', 'NOT_IN_TEAM'],
});
