import * as v from 'valibot';

/**
 * The seamless wallet protocol (DESIGN "Outside services"): the vendor keeps no money; it
 * calls the platform for every money event of a round, signed (contract/vendor/signing.ts).
 * Modelled on the industry's seamless wallet APIs, where every request is idempotent by its
 * own id:
 *
 * - the same `transactionId` answers the first answer (same payload), or DUPLICATE_MISMATCH
 *   (another payload);
 * - a rollback of a bet the platform never saw is recorded, so that bet is refused
 *   (BET_ROLLED_BACK) if it arrives later;
 * - a rollback after the round is closed is refused (ROUND_SETTLED);
 * - a win for a round with no bet is refused (ROUND_NOT_FOUND);
 * - bets need a live game session (SESSION_EXPIRED after it ends); wins and rollbacks are
 *   accepted after it, so a round in flight always settles;
 * - INSUFFICIENT_FUNDS answers the current balance and moves nothing;
 * - each event is one database transaction with its ledger posting.
 *
 * Every answer is HTTP 200 with a SeamlessAnswer, except a bad signature or stale timestamp
 * (401) and an unknown vendor (404), which carry the same shape. Amounts are minor units of
 * the member's currency.
 */

export const SEAMLESS_PATH_PREFIX = '/vendor/seamless';

/** `/vendor/seamless/<vendor code>/<event>`. */
export function seamlessPath(vendor: string, event: SeamlessEvent): string {
  return `${SEAMLESS_PATH_PREFIX}/${vendor}/${event}`;
}

export const SEAMLESS_EVENTS = ['balance', 'bet', 'win', 'rollback'] as const;
export type SeamlessEvent = (typeof SEAMLESS_EVENTS)[number];

export const SEAMLESS_STATUSES = [
  'OK',
  'INSUFFICIENT_FUNDS',
  'SESSION_EXPIRED',
  'SESSION_INVALID',
  'INVALID_SIGNATURE',
  'STALE_TIMESTAMP',
  'UNKNOWN_VENDOR',
  'DUPLICATE_MISMATCH',
  'BET_ROLLED_BACK',
  'ROUND_SETTLED',
  'ROUND_NOT_FOUND',
  'BET_NOT_FOUND',
  'PLAYER_NOT_FOUND',
  'CURRENCY_MISMATCH',
  'GAME_NOT_FOUND',
  'BAD_REQUEST',
] as const;
export type SeamlessStatus = (typeof SEAMLESS_STATUSES)[number];

const Id = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_.:-]{1,80}$/));
const Amount = v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(1e15));
const PositiveAmount = v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(1e15));
/** What the vendor tells about a round, shown in the betting record (at most 200 characters). */
const Detail = v.optional(v.pipe(v.string(), v.maxLength(200)));
/** The vendor's page that recomputes the round from its revealed seeds. */
const ProofUrl = v.optional(v.pipe(v.string(), v.maxLength(400), v.url()));

const Session = {
  /** The game session the platform handed the vendor at launch. */
  sessionToken: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,128}$/)),
  /** The platform's player id given at launch. */
  player: Id,
  currency: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)),
};

export const SeamlessBalanceSchema = v.strictObject({ ...Session });

export const SeamlessBetSchema = v.strictObject({
  ...Session,
  transactionId: Id,
  roundId: Id,
  gameCode: Id,
  amount: PositiveAmount,
  /** The round ends with this bet (a round that pays nothing sends no win). */
  roundClosed: v.optional(v.boolean(), false),
  detail: Detail,
  proofUrl: ProofUrl,
});

export const SeamlessWinSchema = v.strictObject({
  ...Session,
  transactionId: Id,
  roundId: Id,
  gameCode: Id,
  /** 0 closes a lost round. */
  amount: Amount,
  /** The round ends with this win; a closed round takes no rollback. */
  roundClosed: v.optional(v.boolean(), true),
  detail: Detail,
  proofUrl: ProofUrl,
});

export const SeamlessRollbackSchema = v.strictObject({
  ...Session,
  transactionId: Id,
  roundId: Id,
  gameCode: Id,
  /** The bet's transactionId to refund. */
  referenceTransactionId: Id,
});

export const SEAMLESS_REQUESTS = {
  balance: SeamlessBalanceSchema,
  bet: SeamlessBetSchema,
  win: SeamlessWinSchema,
  rollback: SeamlessRollbackSchema,
} as const satisfies Record<SeamlessEvent, v.GenericSchema>;

export type SeamlessRequest<E extends SeamlessEvent> = v.InferInput<(typeof SEAMLESS_REQUESTS)[E]>;

export const SeamlessAnswerSchema = v.object({
  status: v.picklist(SEAMLESS_STATUSES),
  /** The member's balance after the event (or now, on a refusal); null when unknown. */
  balance: v.nullable(v.number()),
  currency: v.nullable(v.string()),
  /** The platform's id of the money movement, for the vendor's books. */
  platformTransactionId: v.nullable(v.string()),
  message: v.optional(v.string()),
});
export type SeamlessAnswer = v.InferOutput<typeof SeamlessAnswerSchema>;
