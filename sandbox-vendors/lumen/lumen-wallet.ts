import { PlatformUnavailableError, type PlatformClient } from '../kit/platform-client.ts';
import type { GameSession, SessionStore } from '../kit/sessions.ts';
import type { TableWallet, WalletAnswer } from './tables/table-types.ts';

/**
 * The tables' money: a REAL seat bets and wins through the platform's seamless wallet (signed,
 * by the kit's platform client); a FUN seat plays the session's virtual coins and never calls
 * the platform. The last balance each seat heard of is kept, so the table stream can show it
 * without asking the platform on every phase change.
 */
export interface LumenWallet extends TableWallet {
  /** The balance last heard for a seat (null when never heard). */
  lastBalance(seatId: string): number | null;
  /** Asks the platform (REAL) or reads the coins (FUN). */
  balance(session: GameSession): Promise<number | null>;
}

export function createLumenWallet(sessions: SessionStore, platform: PlatformClient): LumenWallet {
  const balances = new Map<string, number>();
  /** FUN bets by transaction id, so a rollback knows what to give back. */
  const funBets = new Map<string, number>();

  const remember = (seatId: string, balance: number | null | undefined): void => {
    if (typeof balance === 'number') balances.set(seatId, balance);
  };
  const sessionOf = (seatId: string): GameSession => {
    const session = sessions.get(seatId);
    if (!session) throw new Error(`No game session ${seatId}.`);
    return session;
  };
  const who = (session: GameSession) => ({
    sessionToken: session.sessionToken ?? '',
    player: session.player ?? '',
    currency: session.currency.code,
    gameCode: session.game,
  });

  return {
    lastBalance: (seatId) => balances.get(seatId) ?? null,

    async balance(session) {
      if (session.mode === 'FUN') return session.funBalance;
      try {
        const answer = await platform.balance(who(session));
        remember(session.id, answer.balance);
        return answer.balance;
      } catch (error) {
        if (error instanceof PlatformUnavailableError) return balances.get(session.id) ?? null;
        throw error;
      }
    },

    async bet(seatId, request): Promise<WalletAnswer> {
      const session = sessionOf(seatId);
      if (session.mode === 'FUN') {
        if (session.funBalance < request.amount)
          return { ok: false, status: 'INSUFFICIENT_FUNDS', balance: session.funBalance };
        session.funBalance -= request.amount;
        funBets.set(request.transactionId, request.amount);
        remember(seatId, session.funBalance);
        return { ok: true, balance: session.funBalance };
      }
      const answer = await platform.bet({ ...who(session), ...request, roundClosed: false });
      remember(seatId, answer.balance);
      return answer.status === 'OK'
        ? { ok: true, balance: answer.balance }
        : { ok: false, status: answer.status, balance: answer.balance };
    },

    async rollback(seatId, request) {
      const session = sessionOf(seatId);
      if (session.mode === 'FUN') {
        session.funBalance += funBets.get(request.referenceTransactionId) ?? 0;
        funBets.delete(request.referenceTransactionId);
        remember(seatId, session.funBalance);
        return;
      }
      const answer = await platform.rollback({ ...who(session), ...request });
      remember(seatId, answer?.balance);
    },

    async win(seatId, request) {
      const session = sessionOf(seatId);
      if (session.mode === 'FUN') {
        for (const id of funBets.keys())
          if (id.startsWith(`${request.roundId}-`)) funBets.delete(id);
        session.funBalance += request.amount;
        remember(seatId, session.funBalance);
        return;
      }
      // Delivered until the platform answers (queued by the client when it is down).
      const answer = await platform.win({ ...who(session), ...request, roundClosed: true });
      remember(seatId, answer?.balance);
    },
  };
}
