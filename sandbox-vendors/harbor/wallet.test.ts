import { describe, expect, it } from 'vitest';
import { emptyState, HarborWallet } from './wallet.ts';

const wallet = (): HarborWallet => new HarborWallet(emptyState(), () => Date.UTC(2026, 10, 24));
const t = (transferId: string, amount: number, player = 'p1') => ({
  transferId,
  player,
  currency: 'USD',
  amount,
});

describe('transfers', () => {
  it('moves money once per transfer id: a repeat answers the first answer', () => {
    const w = wallet();
    expect(w.transfer(t('T1', 5_000))).toEqual({ status: 'OK', balance: 5_000 });
    expect(w.transfer(t('T1', 5_000))).toEqual({ status: 'OK', balance: 5_000 });
    expect(w.balance('p1', 'USD')).toBe(5_000);
    expect(w.transfer(t('T2', -2_000))).toEqual({ status: 'OK', balance: 3_000 });
    w.transfer(t('T3', 100));
    // The repeat of T2 still answers what T2 answered, not today's balance.
    expect(w.transfer(t('T2', -2_000))).toEqual({ status: 'OK', balance: 3_000 });
    expect(w.balance('p1', 'USD')).toBe(3_100);
  });

  it('refuses another payload under a used id and moves nothing', () => {
    const w = wallet();
    w.transfer(t('T1', 5_000));
    expect(w.transfer(t('T1', 6_000))).toEqual({ status: 'DUPLICATE_MISMATCH', balance: 5_000 });
    expect(w.transfer(t('T1', 5_000, 'p2'))).toEqual({ status: 'DUPLICATE_MISMATCH', balance: 0 });
    expect(w.transfer({ ...t('T1', 5_000), currency: 'VND' }).status).toBe('DUPLICATE_MISMATCH');
    expect(w.balance('p1', 'USD')).toBe(5_000);
    expect(w.balance('p2', 'USD')).toBe(0);
  });

  it('refuses a transfer out of more than the player holds, and keeps refusing that id', () => {
    const w = wallet();
    w.transfer(t('T1', 1_000));
    expect(w.transfer(t('T2', -1_001))).toEqual({ status: 'INSUFFICIENT_FUNDS', balance: 1_000 });
    w.transfer(t('T3', 5_000));
    // The money is there now, but T2 was refused: its repeat answers the refusal.
    expect(w.transfer(t('T2', -1_001))).toEqual({ status: 'INSUFFICIENT_FUNDS', balance: 1_000 });
    expect(w.transferStatus('T2')).toEqual({ status: 'FAILED', amount: -1_001 });
    expect(w.balance('p1', 'USD')).toBe(6_000);
    expect(w.transfer(t('T4', -1, 'nobody'))).toEqual({ status: 'INSUFFICIENT_FUNDS', balance: 0 });
  });

  it('answers DONE and FAILED for transfers it saw, with their amounts', () => {
    const w = wallet();
    w.transfer(t('T1', 700));
    expect(w.transferStatus('T1')).toEqual({ status: 'DONE', amount: 700 });
    w.transfer(t('T2', -701));
    expect(w.transferStatus('T2')).toEqual({ status: 'FAILED', amount: -701 });
  });

  it('refuses a transfer that arrives after the platform was told it never arrived', () => {
    const w = wallet();
    expect(w.transferStatus('LATE')).toEqual({ status: 'NOT_FOUND', amount: null });
    expect(w.transfer(t('LATE', 5_000))).toEqual({ status: 'NOT_FOUND', balance: 0 });
    expect(w.balance('p1', 'USD')).toBe(0);
    // Its repeat is refused the same way; its status now says it arrived and was refused.
    expect(w.transfer(t('LATE', 5_000))).toEqual({ status: 'NOT_FOUND', balance: 0 });
    expect(w.transferStatus('LATE')).toEqual({ status: 'FAILED', amount: 5_000 });
  });

  it('keeps answering NOT_FOUND for an id asked about twice before it arrives', () => {
    const w = wallet();
    w.transferStatus('X');
    expect(w.transferStatus('X')).toEqual({ status: 'NOT_FOUND', amount: null });
  });

  it('keeps currencies of one player apart', () => {
    const w = wallet();
    w.transfer(t('T1', 100));
    w.transfer({ ...t('T2', 25_000), currency: 'VND' });
    expect([w.balance('p1', 'USD'), w.balance('p1', 'VND')]).toEqual([100, 25_000]);
  });
});

describe('bets and the /bets cursor', () => {
  const place = (w: HarborWallet, betId: string, stake = 100) =>
    w.placeBet(
      {
        betId,
        roundId: betId,
        player: 'p1',
        gameCode: 'harbor-poker',
        stake,
        validBet: stake,
        detail: 'd',
        proofUrl: null,
      },
      'USD',
    );

  it('takes the stake, refuses a stake larger than the balance and pays the settlement', () => {
    const w = wallet();
    w.transfer(t('T1', 250));
    expect(place(w, 'B1', 300)).toBe(false);
    expect(w.balance('p1', 'USD')).toBe(250);
    expect(place(w, 'B1', 200)).toBe(true);
    expect(w.balance('p1', 'USD')).toBe(50);
    expect(w.settleBet('B1', 'USD', 400, 'won').status).toBe('SETTLED');
    expect(w.balance('p1', 'USD')).toBe(450);
    expect(() => w.settleBet('B1', 'USD', 400, 'again')).toThrow();
  });

  it('lists a bet when placed OPEN and again when SETTLED, and never skips one across pages', () => {
    const w = wallet();
    w.transfer(t('T1', 10_000));
    for (let i = 1; i <= 5; i++) place(w, `B${i}`);
    w.settleBet('B2', 'USD', 0, 'lost');
    w.settleBet('B1', 'USD', 200, 'won');
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let guard = 0; guard < 10; guard++) {
      const page = w.bets(cursor, 3);
      if (!page) throw new Error('bad cursor');
      seen.push(...page.bets.map((bet) => `${bet.betId}:${bet.status}`));
      if (page.bets.length === 0) {
        expect(page.next).toBe(cursor ?? '0');
        break;
      }
      cursor = page.next;
    }
    expect(seen).toEqual([
      'B1:OPEN',
      'B2:OPEN',
      'B3:OPEN',
      'B4:OPEN',
      'B5:OPEN',
      'B2:SETTLED',
      'B1:SETTLED',
    ]);
    // A later change shows up after the cursor the platform kept.
    w.settleBet('B3', 'USD', 0, 'lost');
    expect(
      w.bets(cursor, 100)?.bets.map((bet) => `${bet.betId}:${bet.status}:${bet.payout}`),
    ).toEqual(['B3:SETTLED:0']);
  });

  it('sends each change as it was: the OPEN record is not rewritten by the settlement', () => {
    const w = wallet();
    w.transfer(t('T1', 1_000));
    place(w, 'B1');
    w.settleBet('B1', 'USD', 190, 'Pair of 9s — won');
    const [open, settled] = w.bets(null, 10)?.bets ?? [];
    expect(open).toMatchObject({ status: 'OPEN', payout: 0, settledAt: null });
    expect(settled).toMatchObject({ status: 'SETTLED', payout: 190, detail: 'Pair of 9s — won' });
  });

  it('refuses a cursor that is not one of its own', () => {
    const w = wallet();
    expect(w.bets('abc', 10)).toBeNull();
    expect(w.bets('-1', 10)).toBeNull();
    expect(w.bets('999', 10)).toEqual({ bets: [], next: '999' });
  });
});
