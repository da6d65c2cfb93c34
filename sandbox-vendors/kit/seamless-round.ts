import type { SeamlessStatus } from '../../contract/vendor/seamless.ts';
import { PlatformUnavailableError, type PlatformClient } from './platform-client.ts';
import type { Rng } from './provably-fair.ts';
import { newRoundId, type FairState, type GameSession, type SessionStore } from './sessions.ts';

/**
 * One provably-fair round of a seamless vendor, money first: the stake is debited (the
 * platform's bet, or the FUN session's coins) before the outcome is drawn from the committed
 * seeds, then the win (amount 0 closes a lost round) carries the detail and the proof link.
 * A refused bet leaves the nonce where it was, so the next round uses the hash already shown.
 */

export interface RoundSpec<T> {
  stake: number;
  /** The player's choices the replay needs (bet, lines, target...). */
  params: Record<string, string | number | boolean>;
  /** Draws the round: runs once the stake is taken, synchronously (shared pools stay atomic). */
  play(rng: Rng): { payout: number; detail: string; outcome: T };
}

export type RoundResult<T> =
  | {
      ok: true;
      roundId: string;
      outcome: T;
      stake: number;
      payout: number;
      detail: string;
      /** After the round; null when the win is still on its way to the platform. */
      balance: number | null;
      /** The commitment this round was played under. */
      played: FairState;
      /** The commitment of the next round. */
      next: FairState;
    }
  | { ok: false; error: SeamlessStatus | 'PLATFORM_UNAVAILABLE'; balance: number | null };

export interface RoundDeps {
  vendor: string;
  sessions: SessionStore;
  /** Null for a vendor without a platform (tests of FUN play). */
  platform: PlatformClient | null;
  proofUrl(roundId: string): string;
}

export async function playSeamlessRound<T>(
  deps: RoundDeps,
  session: GameSession,
  spec: RoundSpec<T>,
): Promise<RoundResult<T>> {
  let refusal = null as RoundResult<T> | null;
  const result = await deps.sessions.round(session, async (fair) => {
    const roundId = newRoundId(deps.vendor);
    const proofUrl = deps.proofUrl(roundId);
    const base = session.player && session.sessionToken ? session : null;
    if (session.mode === 'FUN' || !base) {
      if (session.mode !== 'FUN') {
        refusal = { ok: false, error: 'SESSION_INVALID', balance: null };
        return null;
      }
      if (session.funBalance < spec.stake) {
        refusal = { ok: false, error: 'INSUFFICIENT_FUNDS', balance: session.funBalance };
        return null;
      }
      session.funBalance -= spec.stake;
    } else {
      const who = {
        sessionToken: base.sessionToken ?? '',
        player: base.player ?? '',
        currency: session.currency.code,
      };
      try {
        if (!deps.platform) throw new PlatformUnavailableError('bet', 'No platform.');
        const bet = await deps.platform.bet({
          ...who,
          transactionId: `${roundId}-bet`,
          roundId,
          gameCode: session.game,
          amount: spec.stake,
          roundClosed: false,
          proofUrl,
        });
        if (bet.status !== 'OK') {
          refusal = { ok: false, error: bet.status, balance: bet.balance };
          return null;
        }
      } catch (error: unknown) {
        if (!(error instanceof PlatformUnavailableError)) throw error;
        refusal = { ok: false, error: 'PLATFORM_UNAVAILABLE', balance: null };
        return null;
      }
    }
    const { payout, detail, outcome } = spec.play(fair.rng);
    deps.sessions.record({
      id: roundId,
      game: session.game,
      sessionId: session.id,
      player: session.player,
      mode: session.mode,
      serverSeedHash: fair.serverSeedHash,
      clientSeed: fair.clientSeed,
      nonce: fair.nonce,
      params: spec.params,
      stake: spec.stake,
      payout,
      currency: session.currency.code,
      detail,
    });
    let balance: number | null;
    if (session.mode === 'FUN' || !deps.platform) {
      session.funBalance += payout;
      balance = session.funBalance;
    } else {
      const win = await deps.platform.win({
        sessionToken: session.sessionToken ?? '',
        player: session.player ?? '',
        currency: session.currency.code,
        transactionId: `${roundId}-win`,
        roundId,
        gameCode: session.game,
        amount: payout,
        roundClosed: true,
        detail: detail.slice(0, 200),
        proofUrl,
      });
      balance = win?.balance ?? null;
    }
    const played = {
      serverSeedHash: fair.serverSeedHash,
      clientSeed: fair.clientSeed,
      nonce: fair.nonce,
    };
    return { roundId, outcome, payout, detail, balance, played };
  });
  if (!result) return refusal ?? { ok: false, error: 'BAD_REQUEST', balance: null };
  return {
    ok: true,
    ...result,
    stake: spec.stake,
    next: deps.sessions.fairState(session),
  };
}
