import type { GameSession } from '../kit/sessions.ts';
import type { HarborWallet } from './wallet.ts';

/**
 * Where a round's stake comes from: a REAL session plays the money Harbor holds for the player
 * (and its bets go to the platform through /bets), a FUN session plays its virtual coins and
 * leaves no bet record. Rounds are written once against this and work the same in both modes.
 */

export interface BetOpening {
  betId: string;
  roundId: string;
  gameCode: string;
  stake: number;
  detail: string;
  proofUrl: string;
}

export interface Purse {
  balance(): number;
  /** Takes the stake and opens the bet; false (nothing moves) when the player is short. */
  place(bet: BetOpening): boolean;
  settle(betId: string, payout: number, detail: string): void;
}

export function purseOf(session: GameSession, wallet: HarborWallet): Purse {
  const player = session.player;
  if (session.mode === 'REAL' && player) {
    const currency = session.currency.code;
    return {
      balance: () => wallet.balance(player, currency),
      place: (bet) => wallet.placeBet({ ...bet, player, validBet: bet.stake }, currency),
      settle: (betId, payout, detail) => {
        wallet.settleBet(betId, currency, payout, detail);
      },
    };
  }
  return {
    balance: () => session.funBalance,
    place: (bet) => {
      if (bet.stake <= 0 || session.funBalance < bet.stake) return false;
      session.funBalance -= bet.stake;
      return true;
    },
    settle: (_betId, payout) => {
      session.funBalance += payout;
    },
  };
}
