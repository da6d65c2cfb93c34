import * as v from 'valibot';
import { defineEndpoint } from './endpoint.ts';
import { SecretSchema, TextSchema, TrimmedTextSchema } from './input.ts';

/** A bound bank card as the member sees it: never the full number. */
export const BankCardSchema = v.object({
  id: v.number(),
  bankCode: v.string(),
  bankName: v.string(),
  /** The last four digits. */
  last4: v.string(),
  /** The account holder, masked after the first character ("N*** V** A"). */
  holder: v.string(),
  boundAt: v.string(),
});
export type BankCard = v.InferOutput<typeof BankCardSchema>;

/**
 * GET /wps/member/security (T) — spec §2.4 securityCenter: account details, the bound mobile
 * and email (masked), bank cards, whether a fund password and an authenticator are set.
 */
export const securityInfo = defineEndpoint({
  id: 'securityInfo',
  method: 'GET',
  path: '/wps/member/security',
  token: true,
  encrypted: false,
  input: v.object({}),
  value: v.object({
    account: v.string(),
    nickname: v.string(),
    /** "09******78"; null when none is bound. */
    mobile: v.nullable(v.string()),
    email: v.nullable(v.string()),
    /** The registered real name (payee name), masked; cards must be in this name. */
    realName: v.nullable(v.string()),
    fundPasswordSet: v.boolean(),
    authenticatorBound: v.boolean(),
    cards: v.array(BankCardSchema),
    registeredAt: v.string(),
  }),
  errors: ['NOT_LOGGED_IN'],
});

/**
 * POST /wps/member/password/fund (T, E) — sets the fund (payment) password. The first time
 * the login password proves the member; afterwards the current fund password does.
 * The fund password is 6 digits.
 */
export const fundPasswordSet = defineEndpoint({
  id: 'fundPasswordSet',
  method: 'POST',
  path: '/wps/member/password/fund',
  token: true,
  encrypted: true,
  input: v.object({
    /** The login password (first time) or the current fund password (a change). */
    current: SecretSchema,
    newFundPassword: SecretSchema,
  }),
  value: v.object({ set: v.literal(true) }),
  errors: [
    'NOT_LOGGED_IN',
    'DEMO_ACCOUNT',
    'BAD_CREDENTIALS',
    'FUND_PASSWORD_WRONG',
    'FUND_PASSWORD_FORMAT',
    'TOO_MANY_REQUESTS',
  ],
});

/** GET /wps/member/banks (T) — the banks a card may be bound at (merchant seed). */
export const bankList = defineEndpoint({
  id: 'bankList',
  method: 'GET',
  path: '/wps/member/banks',
  token: true,
  encrypted: false,
  input: v.object({}),
  value: v.array(v.object({ code: v.string(), name: v.string() })),
  errors: ['NOT_LOGGED_IN'],
});

/**
 * PUT /wps/member/cards (T, E) — binds a bank card. The holder must be the member's real name
 * (set by the first card when registration did not ask for it); the number is 6–24 digits and
 * bound to one member of the merchant only; at most 5 cards.
 */
export const cardBind = defineEndpoint({
  id: 'cardBind',
  method: 'PUT',
  path: '/wps/member/cards',
  token: true,
  encrypted: true,
  input: v.object({
    holder: TrimmedTextSchema(64),
    bankCode: TextSchema(32),
    cardNumber: TextSchema(32),
    fundPassword: SecretSchema,
  }),
  value: BankCardSchema,
  errors: [
    'NOT_LOGGED_IN',
    'DEMO_ACCOUNT',
    'FUND_PASSWORD_NOT_SET',
    'FUND_PASSWORD_WRONG',
    'REAL_NAME_MISMATCH',
    'REAL_NAME_INVALID',
    'CARD_NUMBER_INVALID',
    'CARD_TAKEN',
    'CARD_LIMIT',
    'BANK_NOT_FOUND',
    'TOO_MANY_REQUESTS',
  ],
});

/**
 * GET /wps/member/referral (T) — spec §2.4 referral: the member's own code and a sign-up link
 * that carries it (`?referralCode=`). Agents share their affiliate code.
 */
export const referralInfo = defineEndpoint({
  id: 'referralInfo',
  method: 'GET',
  path: '/wps/member/referral',
  token: true,
  encrypted: false,
  input: v.object({
    /** The site's origin as the visitor sees it, to build the link. */
    origin: v.pipe(TextSchema(253), v.url()),
  }),
  value: v.object({ code: v.string(), link: v.string(), invited: v.number() }),
  errors: ['NOT_LOGGED_IN', 'DEMO_ACCOUNT'],
  requires: ['REFERRAL'],
});
