import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createHarborVendor } from './harbor-vendor.ts';
import { harness, SECRET, USD } from './harbor-testing.ts';
import { stateFile } from './persistence.ts';

describe('Harbor keeps its players’ money across a restart', () => {
  it('loads balances, transfers, refusals and bet records as they were, and finishes a dealt hand', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'harbor-'));
    const first = harness(dir);
    await first.api('/transfer', {
      transferId: 'IN-1',
      player: 'p1',
      currency: USD,
      amount: 2_000,
    });
    await first.api('/transfer/status', { transferId: 'LOST-1' });
    const duel = await first.launch({ game: 'three-card-duel' });
    await first.page(duel, 'duel/play', { roomId: 'harbor-lounge', ante: 100 });
    const poker = await first.launch({ game: 'harbor-poker' });
    const dealt = await first.page(poker, 'poker/deal', { stake: 100 });
    const balance = (await first.api('/balance', { player: 'p1', currency: USD })).json[
      'balance'
    ] as number;
    const bets = (await first.api('/bets', { cursor: null, limit: 100 })).json['bets'] as {
      betId: string;
      status: string;
    }[];
    expect(bets.map((bet) => bet.status)).toEqual(['OPEN', 'SETTLED', 'OPEN']);
    await first.vendor.close();
    // Only the state file: the temporary file of each write was renamed over it.
    expect(readdirSync(dir)).toEqual(['harbor-HARBOR.json']);

    const second = harness(dir);
    expect(
      (
        await second.api('/transfer', {
          transferId: 'IN-1',
          player: 'p1',
          currency: USD,
          amount: 2_000,
        })
      ).json,
    ).toEqual({ status: 'OK', balance: 2_000 });
    expect(
      (
        await second.api('/transfer', {
          transferId: 'LOST-1',
          player: 'p1',
          currency: USD,
          amount: 500,
        })
      ).json['status'],
    ).toBe('NOT_FOUND');
    expect((await second.api('/transfer/status', { transferId: 'IN-1' })).json).toEqual({
      status: 'DONE',
      amount: 2_000,
    });
    // The hand dealt before the restart was drawn for the player and paid: its bet settles.
    const after = (await second.api('/bets', { cursor: '3', limit: 100 })).json;
    const settled = (
      after['bets'] as { betId: string; status: string; payout: number; detail: string }[]
    )[0];
    expect(settled).toMatchObject({ betId: dealt.json['handId'], status: 'SETTLED' });
    expect(settled?.detail).toMatch(/drawn for you after a restart/);
    expect((await second.api('/balance', { player: 'p1', currency: USD })).json['balance']).toBe(
      balance + (settled?.payout ?? 0),
    );
    expect((await second.api('/bets', { cursor: null, limit: 100 })).json['bets']).toHaveLength(4);
  });

  it('refuses to start on a state file it cannot read rather than start with empty wallets', () => {
    const dir = mkdtempSync(join(tmpdir(), 'harbor-'));
    writeFileSync(stateFile(dir, 'HARBOR'), '{"version":2}');
    const start = () =>
      createHarborVendor({
        code: 'HARBOR',
        secret: SECRET,
        basePath: '/h',
        platform: { baseUrl: 'http://platform.internal', fetch: async () => new Response('{}') },
        dataDir: dir,
      });
    expect(start).toThrow(/not a Harbor state file/);
    writeFileSync(stateFile(dir, 'HARBOR'), '{"version":1,');
    expect(start).toThrow();
  });
});
