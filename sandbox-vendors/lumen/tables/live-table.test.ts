import { describe, expect, it, vi } from 'vitest';
import { fairRng, seedHash } from '../../kit/provably-fair.ts';
import { LiveTable } from './live-table.ts';
import { manualScheduler } from './manual-scheduler-testing.ts';
import { roundClientSeed } from './round-seed.ts';
import { baccaratGame, rouletteGame, type RouletteOutcome } from './table-games.ts';
import type { TableWallet, WalletAnswer } from './table-types.ts';

const TIMINGS = { bettingMs: 15_000, drawingMs: 5_000, resultMs: 5_000 };
const LIMITS = { min: 100, max: 100_000 };

interface Call {
  kind: 'bet' | 'win' | 'rollback';
  seat: string;
  roundId: string;
  amount?: number;
  detail?: string;
  proofUrl?: string;
}

function fakeWallet(
  answer: () => Promise<WalletAnswer> = async () => ({ ok: true, balance: 5_000 }),
) {
  const calls: Call[] = [];
  const wallet: TableWallet = {
    async bet(seat, request) {
      calls.push({ kind: 'bet', seat, roundId: request.roundId, amount: request.amount });
      return answer();
    },
    async rollback(seat, request) {
      calls.push({ kind: 'rollback', seat, roundId: request.roundId });
    },
    async win(seat, request) {
      calls.push({ kind: 'win', seat, ...request });
    },
  };
  return { calls, wallet };
}

function rouletteTable(wallet: TableWallet) {
  const scheduler = manualScheduler();
  const table = new LiveTable({
    code: 'velvet-roulette',
    game: rouletteGame,
    scheduler,
    wallet,
    tableSeed: 'velvet-public-seed',
    roundPrefix: 'vr-test',
    proofUrl: (id) => `https://vendor.test/verify?round=${id}`,
    timings: TIMINGS,
  });
  return { scheduler, table };
}

describe('a live table', () => {
  it('runs BETTING → DRAWING → RESULT → BETTING on the clock', () => {
    const { scheduler, table } = rouletteTable(fakeWallet().wallet);
    expect(table.phaseNow()).toEqual({ phase: 'BETTING', msLeft: 15_000 });
    scheduler.advance(10_000);
    expect(table.phaseNow()).toEqual({ phase: 'BETTING', msLeft: 5_000 });
    scheduler.advance(5_000);
    expect(table.phaseNow().phase).toBe('DRAWING');
    expect(table.view(null).round.outcome).toBeNull();
    scheduler.advance(5_000);
    expect(table.phaseNow().phase).toBe('RESULT');
    expect(table.historyLabels()).toHaveLength(1);
    scheduler.advance(5_000);
    expect(table.view(null).round.number).toBe(2);
    expect(table.phaseNow().phase).toBe('BETTING');
  });

  it('refuses bets outside the window, bad spots and amounts beyond the limits', async () => {
    const { calls, wallet } = fakeWallet();
    const { scheduler, table } = rouletteTable(wallet);
    expect(
      await table.placeBet('seat-a', [{ spot: 'split:1-2', amount: 100 }], 's', LIMITS),
    ).toMatchObject({ reason: 'BAD_SPOT' });
    expect(
      await table.placeBet('seat-a', [{ spot: 'red', amount: 99 }], 's', LIMITS),
    ).toMatchObject({ reason: 'BELOW_MIN' });
    expect(
      await table.placeBet('seat-a', [{ spot: 'red', amount: 1.5 }], 's', LIMITS),
    ).toMatchObject({ reason: 'BELOW_MIN' });
    expect(await table.placeBet('seat-a', [], 's', LIMITS)).toMatchObject({ reason: 'NO_BETS' });
    expect(
      await table.placeBet('seat-a', [{ spot: 'red', amount: 60_000 }], 's', LIMITS),
    ).toMatchObject({ ok: true });
    expect(
      await table.placeBet('seat-a', [{ spot: 'black', amount: 50_000 }], 's', LIMITS),
    ).toMatchObject({ reason: 'ABOVE_MAX' });
    scheduler.advance(15_000);
    expect(
      await table.placeBet('seat-a', [{ spot: 'red', amount: 100 }], 's', LIMITS),
    ).toMatchObject({ reason: 'WINDOW_CLOSED' });
    scheduler.advance(5_000);
    expect(
      await table.placeBet('seat-a', [{ spot: 'red', amount: 100 }], 's', LIMITS),
    ).toMatchObject({ reason: 'WINDOW_CLOSED' });
    expect(calls.filter((call) => call.kind === 'bet')).toHaveLength(1);
  });

  it('deals one outcome to every seat, sends each exactly one win and reveals a seed that recomputes it', async () => {
    const { calls, wallet } = fakeWallet();
    const { scheduler, table } = rouletteTable(wallet);
    const hash = table.view(null).round.serverSeedHash;
    const spots = ['red', 'black', 'straight:0', 'dozen:1'];
    for (const [i, spot] of spots.entries())
      expect(
        await table.placeBet(`seat-${i}`, [{ spot, amount: 1_000 }], `seed${i}`, LIMITS),
      ).toMatchObject({ ok: true });
    scheduler.advance(20_000);
    await table.idle();
    const view = table.view('seat-0');
    const outcome = view.round.outcome as RouletteOutcome;
    expect(view.phase).toBe('RESULT');
    expect(seedHash(view.round.serverSeed ?? '')).toBe(hash);
    const clientSeed = roundClientSeed('velvet-public-seed', ['seed3', 'seed1', 'seed0', 'seed2']);
    expect(view.round.clientSeed).toBe(clientSeed);
    expect(rouletteGame.play(fairRng(view.round.serverSeed ?? '', clientSeed, 1))).toEqual(outcome);
    const wins = calls.filter((call) => call.kind === 'win');
    expect(wins.map((win) => win.seat).sort()).toEqual(['seat-0', 'seat-1', 'seat-2', 'seat-3']);
    for (const [i, spot] of spots.entries()) {
      const win = wins.find((w) => w.seat === `seat-${i}`);
      expect(win?.amount).toBe(rouletteGame.returnOf(spot, 1_000, outcome));
      expect(win?.detail?.startsWith(`${outcome.pocket} ${outcome.colour} — `)).toBe(true);
      expect(win?.proofUrl).toBe(`https://vendor.test/verify?round=${win?.roundId}`);
      // Each seat's platform round is its own, and the bet and win share it.
      expect(calls.find((c) => c.kind === 'bet' && c.seat === `seat-${i}`)?.roundId).toBe(
        win?.roundId,
      );
    }
    expect(new Set(wins.map((w) => w.roundId)).size).toBe(4);
  });

  it('rolls back a bet whose answer arrives after betting closed', async () => {
    let release: (answer: WalletAnswer) => void = () => undefined;
    const { calls, wallet } = fakeWallet(() => new Promise((resolve) => (release = resolve)));
    const { scheduler, table } = rouletteTable(wallet);
    const placed = table.placeBet('late', [{ spot: 'odd', amount: 500 }], 'x', LIMITS);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    scheduler.advance(15_000);
    release({ ok: true, balance: 0 });
    expect(await placed).toMatchObject({ ok: false, reason: 'WINDOW_CLOSED' });
    expect(calls.map((c) => c.kind)).toEqual(['bet', 'rollback']);
    scheduler.advance(10_000);
    await table.idle();
    expect(calls.some((c) => c.kind === 'win')).toBe(false);
  });

  it('passes the platform refusal on and takes no part in the round', async () => {
    const { wallet } = fakeWallet(async () => ({
      ok: false,
      status: 'INSUFFICIENT_FUNDS',
      balance: 50,
    }));
    const { table } = rouletteTable(wallet);
    expect(await table.placeBet('poor', [{ spot: 'red', amount: 100 }], 'x', LIMITS)).toEqual({
      ok: false,
      reason: 'REFUSED',
      status: 'INSUFFICIENT_FUNDS',
      balance: 50,
    });
    expect(table.view('poor').seat?.stake).toBe(0);
  });

  it('deals a baccarat coup and stops its timers on close', async () => {
    const { calls, wallet } = fakeWallet();
    const scheduler = manualScheduler();
    const table = new LiveTable({
      code: 'jade-baccarat',
      game: baccaratGame,
      scheduler,
      wallet,
      tableSeed: 'jade',
      roundPrefix: 'jb-test',
      proofUrl: (id) => `https://vendor.test/verify?round=${id}`,
      timings: TIMINGS,
    });
    await table.placeBet(
      's',
      [
        { spot: 'banker', amount: 1_000 },
        { spot: 'tie', amount: 100 },
      ],
      'c',
      LIMITS,
    );
    scheduler.advance(20_000);
    const outcome = table.view(null).round.outcome;
    if (!outcome) throw new Error('The coup was not shown at RESULT.');
    expect(outcome.playerCards.length).toBeGreaterThanOrEqual(2);
    const win = calls.find((c) => c.kind === 'win');
    expect(win?.amount).toBe(
      baccaratGame.returnOf('banker', 1_000, outcome) + baccaratGame.returnOf('tie', 100, outcome),
    );
    await table.close();
    expect(scheduler.pending()).toBe(0);
  });
});
