import { randomBytes } from 'node:crypto';
import { fairRng, newClientSeed, newServerSeed, seedHash, type Rng } from './provably-fair.ts';

/**
 * The vendor's own memory of who is playing: one game session per launch, and per player the
 * provably-fair seed chain. Sandbox vendors keep this in memory (a restart ends every game
 * session; the platform launches again), like a small real vendor's session cache.
 *
 * Seeds (documented in sandbox-vendors/README.md): each player has a current server seed, of
 * which only sha256 is shown before a round, a client seed the player may change at any time,
 * and a nonce that counts rounds on this seed. A round uses (serverSeed, clientSeed, nonce) and
 * then the nonce moves on. The server seed is revealed when the player rotates it, or
 * automatically after `revealAfterRounds` rounds on it (default 25), so every round becomes
 * verifiable within at most that many rounds; a revealed seed is never used again.
 */

export type GameMode = 'REAL' | 'FUN';

export interface SessionCurrency {
  code: string;
  minorUnits: number;
}

export interface GameSession {
  /** Bearer id in the game page's URL (24 random bytes). */
  id: string;
  game: string;
  mode: GameMode;
  /** The platform's player id; null in FUN mode. */
  player: string | null;
  /** The platform's game session token the seamless calls carry; null in FUN mode. */
  sessionToken: string | null;
  currency: SessionCurrency;
  /** Upper-case language code of spec §9 (EN, TH, VI, CN...). */
  language: string;
  displayName: string;
  demoAccount: boolean;
  lobbyUrl: string;
  device: 'desktop' | 'mobile';
  roomId: string | null;
  /** Virtual coins of a FUN session, in the currency's minor units. */
  funBalance: number;
  createdAt: number;
}

export interface FairState {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

/** What the verify page needs to recompute one round, kept by the vendor. */
export interface RoundRecord {
  id: string;
  game: string;
  sessionId: string;
  player: string | null;
  mode: GameMode;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  /** The player's choices the outcome depends on (bet, lines, target...), for the replay. */
  params: Record<string, string | number | boolean>;
  stake: number;
  payout: number;
  currency: string;
  detail: string;
  at: number;
}

interface SeedChain {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

/** The stream and commitment of the round about to be played. */
export interface FairRound extends FairState {
  rng: Rng;
}

export const FUN_BALANCE_COINS = 100_000;
const MAX_ROUNDS_KEPT = 100_000;
const CLIENT_SEED = /^[A-Za-z0-9_-]{1,64}$/;

export interface SessionStoreOptions {
  now?: () => number;
  /** Rounds on one server seed before it is revealed and replaced. */
  revealAfterRounds?: number;
}

export class SessionStore {
  private readonly sessions = new Map<string, GameSession>();
  private readonly chains = new Map<string, SeedChain>();
  /** sha256 → server seed, for every seed that was rotated out. */
  private readonly revealed = new Map<string, string>();
  private readonly rounds = new Map<string, RoundRecord>();
  private readonly locks = new Map<string, Promise<unknown>>();
  private readonly now: () => number;
  readonly revealAfterRounds: number;

  constructor(options: SessionStoreOptions = {}) {
    this.now = options.now ?? Date.now;
    this.revealAfterRounds = options.revealAfterRounds ?? 25;
  }

  create(input: Omit<GameSession, 'id' | 'createdAt' | 'funBalance'>): GameSession {
    const session: GameSession = {
      ...input,
      id: randomBytes(24).toString('base64url'),
      createdAt: this.now(),
      // FUN coins are whole coins of the currency, so a VND and a USD session both start at 100,000.
      funBalance: input.mode === 'FUN' ? FUN_BALANCE_COINS * 10 ** input.currency.minorUnits : 0,
    };
    this.sessions.set(session.id, session);
    return session;
  }

  get(id: string): GameSession | undefined {
    return this.sessions.get(id);
  }

  /** A REAL player's seeds follow the player across games; a FUN session has its own. */
  private key(session: GameSession): string {
    return session.player && session.mode === 'REAL'
      ? `player:${session.player}`
      : `session:${session.id}`;
  }

  private chain(session: GameSession): SeedChain {
    const key = this.key(session);
    let chain = this.chains.get(key);
    if (!chain) {
      const serverSeed = newServerSeed();
      chain = {
        serverSeed,
        serverSeedHash: seedHash(serverSeed),
        clientSeed: newClientSeed(),
        nonce: 0,
      };
      this.chains.set(key, chain);
    }
    return chain;
  }

  fairState(session: GameSession): FairState {
    const { serverSeedHash, clientSeed, nonce } = this.chain(session);
    return { serverSeedHash, clientSeed, nonce };
  }

  /** False when the seed is not 1–64 letters, digits, '-' or '_'. */
  setClientSeed(session: GameSession, clientSeed: string): boolean {
    if (!CLIENT_SEED.test(clientSeed)) return false;
    this.chain(session).clientSeed = clientSeed;
    return true;
  }

  /** Reveals the current server seed and commits to a new one; returns the revealed seed. */
  rotate(session: GameSession): { revealed: string; revealedHash: string; next: FairState } {
    const chain = this.chain(session);
    const revealed = chain.serverSeed;
    const revealedHash = chain.serverSeedHash;
    this.revealed.set(revealedHash, revealed);
    chain.serverSeed = newServerSeed();
    chain.serverSeedHash = seedHash(chain.serverSeed);
    chain.nonce = 0;
    return { revealed, revealedHash, next: this.fairState(session) };
  }

  /**
   * Runs one round under the player's lock, so concurrent requests never share a nonce: `play`
   * gets the committed stream; when it resolves the nonce moves on (and the seed rotates after
   * `revealAfterRounds`). When it throws or returns null (a refused bet), the nonce stays.
   */
  async round<T>(
    session: GameSession,
    play: (fair: FairRound) => Promise<T | null>,
  ): Promise<T | null> {
    const key = this.key(session);
    const before = this.locks.get(key) ?? Promise.resolve();
    const run = before.then(async () => {
      const chain = this.chain(session);
      const fair: FairRound = {
        serverSeedHash: chain.serverSeedHash,
        clientSeed: chain.clientSeed,
        nonce: chain.nonce,
        rng: fairRng(chain.serverSeed, chain.clientSeed, chain.nonce),
      };
      const result = await play(fair);
      if (result !== null) {
        chain.nonce += 1;
        if (chain.nonce >= this.revealAfterRounds) this.rotate(session);
      }
      return result;
    });
    const settled = run.catch(() => undefined);
    this.locks.set(key, settled);
    void settled.then(() => {
      if (this.locks.get(key) === settled) this.locks.delete(key);
    });
    return run;
  }

  record(round: Omit<RoundRecord, 'at'>): RoundRecord {
    const stored = { ...round, at: this.now() };
    this.rounds.set(round.id, stored);
    // Oldest first in a Map's order: forget the oldest beyond the cap so memory stays bounded.
    if (this.rounds.size > MAX_ROUNDS_KEPT) {
      const oldest = this.rounds.keys().next().value;
      if (oldest !== undefined) this.rounds.delete(oldest);
    }
    return stored;
  }

  findRound(id: string): RoundRecord | undefined {
    return this.rounds.get(id);
  }

  /** The server seed behind a hash, once it was revealed; null before. */
  revealedSeed(serverSeedHash: string): string | null {
    return this.revealed.get(serverSeedHash) ?? null;
  }
}

/** A round id the platform's Id pattern accepts: vendor code and 16 random hex digits. */
export function newRoundId(vendor: string): string {
  return `${vendor}-${randomBytes(8).toString('hex')}`;
}
