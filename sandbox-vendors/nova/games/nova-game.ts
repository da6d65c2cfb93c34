import type { RoundSpec } from '../../kit/seamless-round.ts';
import type { GameSession } from '../../kit/sessions.ts';
import type { KitGame } from '../../kit/vendor-server.ts';
import type { JackpotPool } from '../math/dragon-vault.ts';

/** What a NOVA game adds to the kit's game: turning the page's request into a round. */
export interface NovaGame extends KitGame {
  /** The stakes the page offers, in credits. */
  bets: readonly number[];
  /**
   * The round for a page request (`body` is untrusted JSON) in minor units, or a refusal
   * message. `credit` is the minor units of one credit in the session's currency.
   */
  prepare(body: unknown, context: RoundContext): RoundSpec<unknown> | { error: string };
}

export interface RoundContext {
  session: GameSession;
  credit: number;
  /** The jackpot pool this session plays for (real money, or the FUN pool). */
  pool: JackpotPool;
}

/** The bet in a request body, when it is one of the ladder's. */
export function betOf(body: unknown, bets: readonly number[]): number | null {
  const bet =
    typeof body === 'object' && body !== null ? (body as { bet?: unknown }).bet : undefined;
  return typeof bet === 'number' && bets.includes(bet) ? bet : null;
}

/** A number param of the verify form, or the fallback. */
export function numberParam(
  params: Record<string, unknown>,
  name: string,
  fallback: number,
): number {
  const value = Number(params[name]);
  return Number.isFinite(value) ? value : fallback;
}
