import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DEMO_ROLE } from '../../../../contract/roles.ts';
import { SEAMLESS_REQUESTS } from '../../../../contract/vendor/seamless.ts';
import type { Database } from '../../db/database.ts';
import { testDatabaseKinds } from '../../db/test-databases.ts';
import { insertMember } from '../../member/member-store.ts';
import { findMerchantByBrand } from '../../merchant/merchant-store.ts';
import { fundFromHouse } from '../../../testing/house-credit.ts';
import {
  openGameSession,
  seamlessBody as body,
  seedTestGame,
  TEST_VENDOR,
  useSeamlessApp,
  type SeamlessPlayer,
} from '../../../testing/seamless.ts';
import { playerIdOf } from './player-id.ts';
import { FastLane } from './fast-lane.ts';
import { fastEventOf } from './seamless-fast.ts';

let seq = 0;
const id = (prefix: string) => `${prefix}-fl${Date.now().toString(36)}-${(seq += 1)}`;

/** The database, counting the fast batches it runs and how many events each carried. */
function counted(db: Database): { db: Database; batches: number[] } {
  const batches: number[] = [];
  const query: Database['query'] = (sql, params, options) => {
    if (options?.prepared?.startsWith('seamless-fast')) {
      batches.push((params?.[1] as unknown[]).length);
    }
    return db.query(sql, params, options);
  };
  return { db: { ...db, query }, batches };
}

function present<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('Expected a value.');
  return value;
}
const betOf = (p: SeamlessPlayer, tx: string, round: string, amount: number) =>
  present(
    fastEventOf('bet', v.parse(SEAMLESS_REQUESTS.bet, body.bet(p, tx, round, amount)), Date.now()),
  );
const winOf = (p: SeamlessPlayer, tx: string, round: string, amount: number) =>
  present(
    fastEventOf('win', v.parse(SEAMLESS_REQUESTS.win, body.win(p, tx, round, amount)), Date.now()),
  );

describe.each(testDatabaseKinds())('the seamless fast lane on %s', (kind) => {
  const t = useSeamlessApp(kind);
  const lane = () => {
    const c = counted(t.test.db);
    return { lane: new FastLane(c.db, TEST_VENDOR, DEMO_ROLE), batches: c.batches };
  };

  it('writes many members’ bets and wins in fewer statements, each with its own balance', async () => {
    const { lane: fast, batches } = lane();
    const players = await Promise.all(Array.from({ length: 20 }, () => t.player({ funds: 1_000 })));
    const rounds = players.map(() => id('r'));
    const bets = await Promise.all(
      players.map((p, i) => fast.submit('bet', betOf(p, id('b'), present(rounds[i]), 10 + i))),
    );
    for (const [i, answer] of bets.entries()) {
      expect(answer).toMatchObject({ status: 'OK', balance: 1_000 - (10 + i) });
    }
    const wins = await Promise.all(
      players.map((p, i) =>
        fast.submit('win', winOf(p, id('w'), present(rounds[i]), i % 2 ? 0 : 30)),
      ),
    );
    for (const [i, answer] of wins.entries()) {
      const balance = 1_000 - (10 + i) + (i % 2 ? 0 : 30);
      expect(answer).toMatchObject({ status: 'OK', balance });
      expect(await t.balance(present(players[i]))).toBe(balance);
      expect(await t.bets(present(players[i]))).toMatchObject([
        { stake: 10 + i, payout: i % 2 ? 0 : 30, status: 'SETTLED' },
      ]);
    }
    // Twenty bets and twenty wins went in batches: fewer statements than events.
    expect(batches.reduce((a, b) => a + b, 0)).toBe(40);
    expect(batches.length).toBeLessThan(40);
    await t.expectSoundBooks();
  });

  it('posts each merchant’s house side to its own books when a batch mixes merchants', async () => {
    const { lane: fast, batches } = lane();
    const lotus = await findMerchantByBrand(t.test.db, 'lotus');
    if (!lotus) throw new Error('lotus was not seeded.');
    const gameId = await seedTestGame(t.test.db, lotus.id);
    const member = await insertMember(t.test.db, {
      merchantId: lotus.id,
      account: `fl${Date.now().toString(36)}`,
      nickname: 'fl',
      passwordHash: null,
      role: 0,
    });
    await fundFromHouse(t.test.db, lotus.id, member.id, 500_000);
    const sessionToken = await openGameSession(t.test.db, {
      merchantId: lotus.id,
      memberId: member.id,
      vendor: TEST_VENDOR,
      gameId,
      expiresAt: new Date(t.clock.now() + 3_600_000),
    });
    const lotusPlayer: SeamlessPlayer = {
      memberId: member.id,
      merchantId: lotus.id,
      player: playerIdOf(member),
      sessionToken,
      currency: lotus.currency.code,
    };
    const aurora = await Promise.all([t.player(), t.player()]);
    const everyone = [lotusPlayer, ...aurora];
    const answers = await Promise.all(
      everyone.map((p) => fast.submit('bet', betOf(p, id('b'), id('r'), 400))),
    );
    expect(answers.map((a) => a?.status)).toEqual(['OK', 'OK', 'OK']);
    expect(batches).toEqual([3]);
    expect(await t.balance(lotusPlayer)).toBe(499_600);
    await t.expectSoundBooks();
  });

  it('leaves out only the member who cannot pay, for the full path to refuse', async () => {
    const { lane: fast } = lane();
    const poor = await t.player({ funds: 50 });
    const rich = await t.player({ funds: 1_000 });
    const [refused, paid] = await Promise.all([
      fast.submit('bet', betOf(poor, id('b'), id('r'), 100)),
      fast.submit('bet', betOf(rich, id('b'), id('r'), 100)),
    ]);
    expect(refused).toBeNull();
    expect(paid).toMatchObject({ status: 'OK', balance: 900 });
    expect(await t.balance(poor)).toBe(50);
    expect(await t.bets(poor)).toEqual([]);
    await t.expectSoundBooks();
  });

  it('writes nothing of a batch in which one transaction id is taken', async () => {
    const { lane: fast, batches } = lane();
    const [a, b, c] = (await Promise.all([t.player(), t.player(), t.player()])).map(present) as [
      SeamlessPlayer,
      SeamlessPlayer,
      SeamlessPlayer,
    ];
    const taken = id('b');
    expect((await t.send('bet', body.bet(a, taken, id('r'), 100))).answer.status).toBe('OK');
    const answers = await Promise.all([
      fast.submit('bet', betOf(a, taken, id('r'), 100)),
      fast.submit('bet', betOf(b, id('b'), id('r'), 100)),
      fast.submit('bet', betOf(c, id('b'), id('r'), 100)),
    ]);
    expect(batches).toEqual([3]);
    expect(answers).toEqual([null, null, null]);
    expect([await t.balance(a), await t.balance(b), await t.balance(c)]).toEqual([
      9_900, 10_000, 10_000,
    ]);
    expect(await t.bets(b)).toEqual([]);
    await t.expectSoundBooks();
  });

  it('keeps a member’s win behind the bet it settles when both wait together', async () => {
    const { lane: fast } = lane();
    const p = await t.player({ funds: 1_000 });
    const round = id('r');
    const [bet, win] = await Promise.all([
      fast.submit('bet', betOf(p, id('b'), round, 100)),
      fast.submit('win', winOf(p, id('w'), round, 250)),
    ]);
    expect(bet).toMatchObject({ status: 'OK', balance: 900 });
    expect(win).toMatchObject({ status: 'OK', balance: 1_150 });
    expect(await t.bets(p)).toMatchObject([{ stake: 100, payout: 250, status: 'SETTLED' }]);
    await t.expectSoundBooks();
  });
});
