import { describe, expect, it } from 'vitest';
import { DEMO_ROLE } from '../../../../contract/roles.ts';
import { testDatabaseKinds } from '../../db/test-databases.ts';
import { seamlessBody as body, useSeamlessApp } from '../../../testing/seamless.ts';

let seq = 0;
const id = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(seq += 1)}`;

describe.each(testDatabaseKinds())('the seamless wallet on %s', (kind) => {
  const t = useSeamlessApp(kind);

  it('takes a bet and pays its win, each once, with one posting each', async () => {
    const p = await t.player({ funds: 1_000 });
    const round = id('r');
    const bet = await t.send('bet', body.bet(p, id('b'), round, 300));
    expect(bet).toMatchObject({ status: 200, answer: { status: 'OK', balance: 700 } });
    expect(bet.answer.currency).toBe('USD');
    expect(bet.answer.platformTransactionId).toMatch(/^[0-9]+$/);
    const win = await t.send('win', body.win(p, id('w'), round, 500));
    expect(win.answer).toMatchObject({ status: 'OK', balance: 1_200 });
    expect(await t.bets(p)).toMatchObject([
      { stake: 300, payout: 500, status: 'SETTLED', round_ref: round, demo: false },
    ]);
    const balance = await t.send('balance', body.balance(p));
    expect(balance.answer).toMatchObject({ status: 'OK', balance: 1_200, currency: 'USD' });
    await t.expectSoundBooks();
  });

  it('answers a duplicate with the first answer and moves the money once', async () => {
    const p = await t.player({ funds: 1_000 });
    const round = id('r');
    const request = body.bet(p, id('b'), round, 100);
    const first = await t.send('bet', request);
    const again = await t.send('bet', request);
    expect(again.answer).toEqual(first.answer);
    const win = body.win(p, id('w'), round, 40);
    const paid = await t.send('win', win);
    expect(await t.send('win', win)).toEqual(paid);
    expect(await t.balance(p)).toBe(940);
    const [row] = await t.test.db.query<{ n: number }>(
      `select count(*)::int as n from ledger_transactions where member_id = $1 and kind = 'BET'`,
      [p.memberId],
    );
    expect(row?.n).toBe(1);
  });

  it('refuses a transaction id sent again with another payload', async () => {
    const p = await t.player({ funds: 1_000 });
    const tx = id('b');
    await t.send('bet', body.bet(p, tx, id('r'), 100));
    const other = await t.send('bet', body.bet(p, tx, id('r'), 200));
    expect(other.answer).toMatchObject({ status: 'DUPLICATE_MISMATCH', balance: 900 });
    expect(await t.balance(p)).toBe(900);
  });

  it('refuses a bet after its rollback came first', async () => {
    const p = await t.player({ funds: 1_000 });
    const round = id('r');
    const tx = id('b');
    const rollback = await t.send('rollback', body.rollback(p, id('rb'), round, tx));
    expect(rollback.answer).toMatchObject({ status: 'OK', balance: 1_000 });
    const late = await t.send('bet', body.bet(p, tx, round, 100));
    expect(late.answer).toMatchObject({ status: 'BET_ROLLED_BACK', balance: 1_000 });
    expect(await t.balance(p)).toBe(1_000);
    expect(await t.bets(p)).toEqual([]);
  });

  it('refunds an open bet once, however often its rollback is sent', async () => {
    const p = await t.player({ funds: 1_000 });
    const round = id('r');
    const tx = id('b');
    await t.send('bet', body.bet(p, tx, round, 250));
    const rollback = body.rollback(p, id('rb'), round, tx);
    expect((await t.send('rollback', rollback)).answer).toMatchObject({
      status: 'OK',
      balance: 1_000,
    });
    expect((await t.send('rollback', rollback)).answer.balance).toBe(1_000);
    const another = await t.send('rollback', body.rollback(p, id('rb'), round, tx));
    expect(another.answer).toMatchObject({ status: 'OK', balance: 1_000 });
    expect(await t.bets(p)).toMatchObject([{ status: 'ROLLED_BACK', stake: 250, payout: 0 }]);
    const win = await t.send('win', body.win(p, id('w'), round, 10));
    expect(win.answer.status).toBe('BET_ROLLED_BACK');
    expect(await t.balance(p)).toBe(1_000);
  });

  it('refuses a rollback after the round was settled', async () => {
    const p = await t.player({ funds: 1_000 });
    const round = id('r');
    const tx = id('b');
    await t.send('bet', body.bet(p, tx, round, 100));
    await t.send('win', body.win(p, id('w'), round, 0));
    const rollback = await t.send('rollback', body.rollback(p, id('rb'), round, tx));
    expect(rollback.answer).toMatchObject({ status: 'ROUND_SETTLED', balance: 900 });
    const lost = await t.send('bet', body.bet(p, id('b'), id('r'), 50, { roundClosed: true }));
    expect(lost.answer.status).toBe('OK');
    expect(await t.bets(p)).toMatchObject([{ status: 'SETTLED' }, { status: 'SETTLED' }]);
    expect(await t.balance(p)).toBe(850);
  });

  it('refuses a win for a round it never saw, and takes it once the bet came', async () => {
    const p = await t.player({ funds: 1_000 });
    const round = id('r');
    const win = body.win(p, id('w'), round, 70);
    expect((await t.send('win', win)).answer).toMatchObject({
      status: 'ROUND_NOT_FOUND',
      balance: 1_000,
    });
    await t.send('bet', body.bet(p, id('b'), round, 100));
    expect((await t.send('win', win)).answer).toMatchObject({ status: 'OK', balance: 970 });
  });

  it('settles several bets of one round with one win, the payout on the first', async () => {
    const p = await t.player({ funds: 1_000 });
    const round = id('r');
    await t.send('bet', body.bet(p, id('b'), round, 100));
    await t.send('bet', body.bet(p, id('b'), round, 200));
    await t.send('win', body.win(p, id('w'), round, 50, { roundClosed: false }));
    await t.send('win', body.win(p, id('w'), round, 450));
    expect(await t.bets(p)).toMatchObject([
      { stake: 100, payout: 500, status: 'SETTLED' },
      { stake: 200, payout: 0, status: 'SETTLED' },
    ]);
    expect(await t.balance(p)).toBe(1_200);
    const late = await t.send('win', body.win(p, id('w'), round, 1));
    expect(late.answer.status).toBe('ROUND_SETTLED');
    await t.expectSoundBooks();
  });

  it('accepts a win and a rollback after the session expired, and refuses a bet', async () => {
    const p = await t.player({ funds: 1_000, minutes: 5 });
    const paid = id('r');
    const refunded = id('r');
    const refundedBet = id('b');
    await t.send('bet', body.bet(p, id('b'), paid, 100));
    await t.send('bet', body.bet(p, refundedBet, refunded, 200));
    const resume = t.clock.follow(() => new Date(Date.now() + 10 * 60_000));
    try {
      const bet = await t.send('bet', body.bet(p, id('b'), id('r'), 100));
      expect(bet.answer).toMatchObject({ status: 'SESSION_EXPIRED', balance: 700 });
      const win = await t.send('win', body.win(p, id('w'), paid, 300));
      expect(win.answer).toMatchObject({ status: 'OK', balance: 1_000 });
      const rollback = await t.send('rollback', body.rollback(p, id('rb'), refunded, refundedBet));
      expect(rollback.answer).toMatchObject({ status: 'OK', balance: 1_200 });
    } finally {
      resume();
    }
  });

  it('answers insufficient funds with the balance and writes no bet', async () => {
    const p = await t.player({ funds: 100 });
    const request = body.bet(p, id('b'), id('r'), 101);
    const refused = await t.send('bet', request);
    expect(refused.answer).toMatchObject({ status: 'INSUFFICIENT_FUNDS', balance: 100 });
    await t.send('win', body.win(p, id('w'), id('r'), 0));
    expect(await t.bets(p)).toEqual([]);
    // The same id keeps its fate even once the wallet could pay.
    await t.send('bet', body.bet(p, id('b'), id('r'), 50, { roundClosed: true }));
    expect((await t.send('bet', request)).answer.status).toBe('INSUFFICIENT_FUNDS');
    expect(await t.balance(p)).toBe(50);
  });

  it('refuses a bad signature, a stale timestamp and an unknown vendor', async () => {
    const p = await t.player();
    const request = body.bet(p, id('b'), id('r'), 10);
    const forged = await t.send('bet', request, { secret: 'not-the-secret' });
    expect(forged).toMatchObject({ status: 401, answer: { status: 'INVALID_SIGNATURE' } });
    const stale = await t.send('bet', request, { now: t.clock.now() - 60_000 });
    expect(stale).toMatchObject({ status: 401, answer: { status: 'STALE_TIMESTAMP' } });
    const stranger = await t.send('bet', request, { vendor: 'NOBODY' });
    expect(stranger).toMatchObject({ status: 404, answer: { status: 'UNKNOWN_VENDOR' } });
    const unsigned = await t.request(`/vendor/seamless/TESTSW/bet`, {
      method: 'POST',
      body: JSON.stringify(request),
    });
    expect(unsigned.status).toBe(401);
    expect(await t.balance(p)).toBe(10_000);
  });

  it('refuses a body that is not a request of its event', async () => {
    const p = await t.player();
    for (const bad of ['{', '[]', JSON.stringify({ ...body.bet(p, id('b'), id('r'), -5) })]) {
      expect(await t.send('bet', bad)).toMatchObject({
        status: 200,
        answer: { status: 'BAD_REQUEST', balance: null },
      });
    }
    const extra = { ...body.balance(p), admin: true };
    expect((await t.send('balance', extra)).answer.status).toBe('BAD_REQUEST');
    expect((await t.send('payout', body.balance(p))).status).toBe(404);
  });

  it("refuses another member's session, an unknown player, another currency and game", async () => {
    const p = await t.player();
    const q = await t.player();
    const round = id('r');
    const mixed = { ...body.bet(p, id('b'), round, 10), sessionToken: q.sessionToken };
    expect((await t.send('bet', mixed)).answer.status).toBe('SESSION_INVALID');
    const nobody = { ...body.bet(p, id('b'), round, 10), player: '1-999999999' };
    expect((await t.send('bet', nobody)).answer.status).toBe('PLAYER_NOT_FOUND');
    const euros = { ...body.bet(p, id('b'), round, 10), currency: 'EUR' };
    expect((await t.send('bet', euros)).answer.status).toBe('CURRENCY_MISMATCH');
    const unknown = { ...body.bet(p, id('b'), round, 10), gameCode: 'no-such-game' };
    expect((await t.send('bet', unknown)).answer.status).toBe('GAME_NOT_FOUND');
    expect(await t.balance(p)).toBe(10_000);
    expect(await t.bets(p)).toEqual([]);
  });

  it('marks the bets of a free-play member as demo', async () => {
    const p = await t.player({ role: DEMO_ROLE, funds: 500 });
    await t.send('bet', body.bet(p, id('b'), id('r'), 10));
    expect(await t.bets(p)).toMatchObject([{ demo: true }]);
  });

  it('keeps a proof link only when it is http(s)', async () => {
    const p = await t.player();
    const proofs = ['javascript:alert(1)', 'https://vendor.example/verify/1'];
    for (const proofUrl of proofs) {
      await t.send('bet', body.bet(p, id('b'), id('r'), 10, { proofUrl }));
    }
    const rows = await t.test.db.query<{ proof_url: string | null }>(
      'select proof_url from bets where member_id = $1 order by id',
      [p.memberId],
    );
    expect(rows).toEqual([{ proof_url: null }, { proof_url: proofs[1] }]);
  });
});
