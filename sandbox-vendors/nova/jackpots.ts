import type { GameSession, SessionCurrency } from '../kit/sessions.ts';
import { creditValue } from './credits.ts';
import { JackpotPool } from './math/dragon-vault.ts';

/**
 * Dragon Vault's pools, in credits, kept by the vendor in memory (seeded at start). Real-money
 * rounds play for the real pool; FUN and free-play (demo credit) rounds for their own, so
 * play money never wins or feeds the real one. Besides the 1 % of every stake, the real pool
 * grows by a steady `networkPerSecond` that stands for the other casinos of a network jackpot:
 * the vendor's own money, like the seed, so it only adds to the players' return, and it keeps
 * the lobby's pool ticking on a quiet sandbox.
 */
export class NovaJackpots {
  readonly real = new JackpotPool();
  readonly fun = new JackpotPool();
  private last: number;

  constructor(
    private readonly now: () => number,
    readonly networkPerSecond = 2,
  ) {
    this.last = now();
  }

  private accrue(): void {
    const at = this.now();
    const seconds = Math.max(0, at - this.last) / 1_000;
    this.last = at;
    if (seconds > 0) this.real.grow(seconds * this.networkPerSecond);
  }

  poolFor(session: GameSession): JackpotPool {
    this.accrue();
    return session.mode === 'FUN' || session.demoAccount ? this.fun : this.real;
  }

  /** The real pool in a currency's minor units, and how fast it grows between plays. */
  live(currency: SessionCurrency): { pool: number; perSecond: number } {
    this.accrue();
    const credit = creditValue(currency);
    return {
      pool: Math.floor(this.real.value) * credit,
      perSecond: this.networkPerSecond * credit,
    };
  }
}
