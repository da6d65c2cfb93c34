import type { Scheduler } from './scheduler.ts';
import type { TableGame } from './table-games.ts';
import type { RoundView, TableTimings, TableWallet } from './table-types.ts';

/** A table round's state inside the engine (live-table.ts), and the pure sums made of it. */

export interface SeatRound {
  roundId: string;
  bets: Map<string, number>;
  stake: number;
  /** Money asked of the wallet but not yet answered: counts against the table maximum. */
  reserved: number;
  count: number;
  payout: number | null;
}

export interface Round<Outcome> {
  id: string;
  number: number;
  serverSeed: string;
  serverSeedHash: string;
  clientSeeds: string[];
  clientSeed: string | null;
  outcome: Outcome | null;
  revealed: boolean;
  seats: Map<string, SeatRound>;
}

export interface SettledSeat<Outcome> {
  /** The seat's platform round id. */
  roundId: string;
  round: RoundView<Outcome>;
  bets: Record<string, number>;
  stake: number;
  payout: number;
  detail: string;
}

export interface LiveTableOptions<Outcome> {
  code: string;
  game: TableGame<Outcome>;
  scheduler: Scheduler;
  wallet: TableWallet;
  /** Public seed of the table (round-seed.ts). */
  tableSeed: string;
  /** Prefix of this table's round ids, unique per vendor start: "vr-lq3x9k". */
  roundPrefix: string;
  /**
   * The verify page of a seat's round (its platform round id), absolute; given the round's
   * server seed, revealed by then (the win goes out at RESULT).
   */
  proofUrl: (seatRoundId: string, seatId: string, serverSeed: string) => string;
  /** Told of every seat's settled round, as the win is sent (the vendor keeps it for the verify page). */
  onSettled?: (seatId: string, settled: SettledSeat<Outcome>) => void;
  timings?: TableTimings;
  /** Rounds kept for the verify page. */
  keepRounds?: number;
}

/** What a seat's bets return on an outcome, and how the platform's record reads it. */
export function seatPayout<Outcome>(
  game: TableGame<Outcome>,
  bets: ReadonlyMap<string, number>,
  outcome: Outcome,
): { payout: number; detail: string } {
  const winning: string[] = [];
  let payout = 0;
  for (const [spot, stake] of bets) {
    const back = game.returnOf(spot, stake, outcome);
    payout += back;
    if (back > stake) winning.push(game.spotName(spot));
  }
  const verdict = winning.length
    ? `${winning.join(', ')} ${winning.length > 1 ? 'win' : 'wins'}`
    : 'no winning bet';
  // "17 red — straight 17, red win" (the seamless detail holds at most 200 characters).
  return { payout, detail: `${game.describe(outcome)} — ${verdict}`.slice(0, 200) };
}

/** A round as far as it may be shown: seeds once fixed, outcome and server seed once revealed. */
export function roundView<Outcome>(
  round: Round<Outcome>,
  tableSeed: string,
  game: TableGame<Outcome>,
): RoundView<Outcome> {
  return {
    id: round.id,
    number: round.number,
    serverSeedHash: round.serverSeedHash,
    tableSeed,
    serverSeed: round.revealed ? round.serverSeed : null,
    clientSeed: round.clientSeed,
    clientSeeds: round.clientSeed === null ? null : [...new Set(round.clientSeeds)].sort(),
    outcome: round.revealed ? round.outcome : null,
    label: round.revealed && round.outcome !== null ? game.label(round.outcome) : null,
  };
}
