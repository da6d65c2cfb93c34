import * as v from 'valibot';
import { defineEndpoint } from './endpoint.ts';
import { AmountSchema, SecretSchema, TextSchema, TrimmedTextSchema } from './input.ts';
import {
  ConsolidatedFundsSchema,
  CurrencySchema,
  IdempotencyKeySchema,
  MinorSchema,
} from './money.ts';

/** GET /wps/v2/wallets/balance (T) — spec §7 balance: main wallet, vendor wallets, sum. */
export const walletBalance = defineEndpoint({
  id: 'walletBalance',
  method: 'GET',
  path: '/wps/v2/wallets/balance',
  token: true,
  encrypted: false,
  input: v.object({}),
  value: v.object({ currency: CurrencySchema, main: MinorSchema, sum: MinorSchema }),
  errors: ['NOT_LOGGED_IN'],
});

/** GET /wps/member/info/funds/consolidated (T) — every wallet of the member, one per vendor. */
export const consolidatedFunds = defineEndpoint({
  id: 'consolidatedFunds',
  method: 'GET',
  path: '/wps/member/info/funds/consolidated',
  token: true,
  encrypted: false,
  input: v.object({}),
  value: ConsolidatedFundsSchema,
  errors: ['NOT_LOGGED_IN'],
});

/**
 * POST /wps/v2/wallets/transfer (T) — main ↔ one vendor wallet. `from` or `to` is 'MAIN',
 * the other a vendor code of the merchant (WALLET_NOT_FOUND otherwise). Answers every wallet
 * after the move.
 */
export const walletTransfer = defineEndpoint({
  id: 'walletTransfer',
  method: 'POST',
  path: '/wps/v2/wallets/transfer',
  token: true,
  encrypted: false,
  input: v.object({
    from: TextSchema(32),
    to: TextSchema(32),
    amount: AmountSchema,
    idempotencyKey: IdempotencyKeySchema,
  }),
  value: ConsolidatedFundsSchema,
  errors: [
    'NOT_LOGGED_IN',
    'DEMO_ACCOUNT',
    'AMOUNT_INVALID',
    'INSUFFICIENT_FUNDS',
    'WALLET_NOT_FOUND',
    'IDEMPOTENCY_CONFLICT',
    'VENDOR_UNAVAILABLE',
  ],
});

/** POST /wps/v2/wallets/transfer/all (T) — every vendor wallet back to main, in one move. */
export const walletTransferAll = defineEndpoint({
  id: 'walletTransferAll',
  method: 'POST',
  path: '/wps/v2/wallets/transfer/all',
  token: true,
  encrypted: false,
  input: v.object({ idempotencyKey: IdempotencyKeySchema }),
  value: ConsolidatedFundsSchema,
  errors: ['NOT_LOGGED_IN', 'IDEMPOTENCY_CONFLICT'],
});

const Person = v.object({ account: v.string(), nickname: v.string() });

/**
 * GET /wps/v2/transfer/targets (T) — spec §6: whom this member may send money to. Players
 * and agents: their upline (null without one). Agents also: their direct downlines.
 */
export const transferTargets = defineEndpoint({
  id: 'transferTargets',
  method: 'GET',
  path: '/wps/v2/transfer/targets',
  token: true,
  encrypted: false,
  input: v.object({}),
  value: v.object({ upline: v.nullable(Person), downlines: v.array(Person) }),
  errors: ['NOT_LOGGED_IN'],
});

/**
 * POST /wps/v2/transfer (T, E) — main wallet to the upline, or (agents) to a direct downline
 * named by account; checked with the fund password. Answers the sender's new main balance.
 */
export const memberTransfer = defineEndpoint({
  id: 'memberTransfer',
  method: 'POST',
  path: '/wps/v2/transfer',
  token: true,
  encrypted: true,
  input: v.object({
    direction: v.picklist(['UPLINE', 'DOWNLINE']),
    /** The downline's account; ignored for UPLINE. */
    account: v.optional(TrimmedTextSchema(64)),
    amount: AmountSchema,
    fundPassword: SecretSchema,
    idempotencyKey: IdempotencyKeySchema,
  }),
  value: v.object({ main: MinorSchema }),
  errors: [
    'NOT_LOGGED_IN',
    'DEMO_ACCOUNT',
    'AMOUNT_INVALID',
    'INSUFFICIENT_FUNDS',
    'FUND_PASSWORD_NOT_SET',
    'FUND_PASSWORD_WRONG',
    'TRANSFER_NOT_ALLOWED',
    'IDEMPOTENCY_CONFLICT',
    'ACCOUNT_FROZEN',
    'TOO_MANY_REQUESTS',
  ],
});
