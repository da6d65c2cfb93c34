/** Shapes the live table engine shares with the vendor's routes and the game pages. */

export type TablePhase = 'BETTING' | 'DRAWING' | 'RESULT';

export interface TableTimings {
  bettingMs: number;
  drawingMs: number;
  resultMs: number;
}

/** A live studio's rhythm: a 15-second window, the spin or deal, then the result on screen. */
export const DEFAULT_TIMINGS: TableTimings = {
  bettingMs: 15_000,
  drawingMs: 5_000,
  resultMs: 5_000,
};

export interface SpotBet {
  spot: string;
  amount: number;
}

export type WalletAnswer =
  { ok: true; balance: number | null } | { ok: false; status: string; balance: number | null };

/**
 * How a table moves a seat's money: the seamless platform for a REAL session, virtual coins for
 * a FUN one. The seat id is the game session id.
 */
export interface TableWallet {
  bet(
    seatId: string,
    request: { transactionId: string; roundId: string; amount: number; detail: string },
  ): Promise<WalletAnswer>;
  rollback(
    seatId: string,
    request: { transactionId: string; roundId: string; referenceTransactionId: string },
  ): Promise<void>;
  win(
    seatId: string,
    request: {
      transactionId: string;
      roundId: string;
      amount: number;
      detail: string;
      proofUrl: string;
    },
  ): Promise<void>;
}

export type PlaceBetAnswer =
  | { ok: true; balance: number | null; stake: number }
  | {
      ok: false;
      reason:
        | 'WINDOW_CLOSED'
        | 'BAD_SPOT'
        | 'BELOW_MIN'
        | 'ABOVE_MAX'
        | 'NO_BETS'
        | 'REFUSED'
        | 'UNAVAILABLE';
      /** The platform's status when it refused (INSUFFICIENT_FUNDS, SESSION_EXPIRED...). */
      status?: string;
      balance?: number | null;
    };

/** What is known of a round; seeds and outcome appear once they may be shown. */
export interface RoundView<Outcome> {
  id: string;
  number: number;
  serverSeedHash: string;
  tableSeed: string;
  /** Revealed at RESULT. */
  serverSeed: string | null;
  /** Fixed when betting closes. */
  clientSeed: string | null;
  clientSeeds: string[] | null;
  /** Shown at RESULT. */
  outcome: Outcome | null;
  label: string | null;
}

export interface SeatView {
  bets: Record<string, number>;
  stake: number;
  /** What this seat's bets returned, once the round is settled; null before. */
  payout: number | null;
  roundId: string | null;
}

export interface TableView<Outcome> {
  table: string;
  kind: 'roulette' | 'baccarat';
  phase: TablePhase;
  msLeft: number;
  phaseMs: number;
  round: RoundView<Outcome>;
  /** Newest first, at most 20. */
  history: { roundId: string; label: string; outcome: Outcome }[];
  players: number;
  bettors: number;
  seat: SeatView | null;
}
