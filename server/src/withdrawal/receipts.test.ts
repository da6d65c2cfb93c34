import { describe, expect, it } from 'vitest';
import type { Withdrawal } from '../../../contract/withdrawal.ts';
import { testDatabaseKinds } from '../db/test-databases.ts';
import { setPasswordCostForTests } from '../member/password.ts';
import { valueOf } from '../../testing/identity.ts';
import { useWithdrawalApp } from '../../testing/withdrawal-app.ts';
import { sweepReceipts } from './withdrawal-store.ts';
import { mainBalance, newMember } from '../../testing/withdrawal.ts';
import { withdrawCreate, withdrawRecords } from '../../../contract/withdrawal.ts';
import { unchecked } from '../../testing/test-client.ts';
import { backofficeWithdrawals } from '../../../contract/backoffice.ts';
import { TEST_OPERATOR_KEY } from '../../testing/test-app.ts';

setPasswordCostForTests({ N: 2 ** 10, r: 8, p: 1 });

describe.each(testDatabaseKinds())('withdrawal receipts on %s', (kind) => {
  const { t, followClock, cardHolder, withdraw, approve, confirm } = useWithdrawalApp(kind);

  it('asks for the receipt of a paid withdrawal before the next one', async () => {
    const { member, card } = await cardHolder(100_000);
    const w = valueOf<Withdrawal>(await withdraw(member, { cardId: card.id, amount: 5000 }));
    await approve(w.id);
    expect((await withdraw(member, { cardId: card.id, amount: 5000 })).body.code).toBe(
      'WITHDRAWAL_UNCONFIRMED',
    );
    valueOf(await confirm(member, { id: w.id, outcome: 'RECEIVED' }));
    valueOf(await withdraw(member, { cardId: card.id, amount: 5000 }));
  });

  it('takes a proof photo of several megabytes, while other calls keep the small body limit', async () => {
    const { member, card } = await cardHolder(100_000);
    const w = valueOf<Withdrawal>(await withdraw(member, { cardId: card.id, amount: 5000 }));
    await approve(w.id);
    // A 3 MB JPEG as phones take them: far above the 1 MB every other call is held to.
    const photo = `data:image/jpeg;base64,${Buffer.alloc(3 * 1024 * 1024, 7).toString('base64')}`;
    const answer = await confirm(member, { id: w.id, outcome: 'NOT_RECEIVED', proofImage: photo });
    expect(valueOf<Withdrawal>(answer)).toMatchObject({ status: 'NOT_RECEIVED', hasProof: true });
    const elsewhere = await t.call(withdrawCreate, unchecked({ padding: photo }));
    expect(elsewhere.status).toBe(413);
  });

  it('records each receipt outcome once', async () => {
    const { member, card } = await cardHolder(100_000);
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const w = valueOf<Withdrawal>(await withdraw(member, { cardId: card.id, amount: 10_000 }));
      await approve(w.id);
      ids.push(w.id);
      const outcome = ['RECEIVED', 'PARTLY_RECEIVED', 'NOT_RECEIVED'][i];
      if (outcome === 'RECEIVED') {
        expect(valueOf<Withdrawal>(await confirm(member, { id: w.id, outcome }))).toMatchObject({
          status: 'RECEIVED',
          received: 10_000,
          remaining: 0,
          confirmBy: null,
        });
      } else if (outcome === 'PARTLY_RECEIVED') {
        for (const amountReceived of [undefined, 0, -1, 10_000, 12_000, 2.5]) {
          const answer = await confirm(member, { id: w.id, outcome, amountReceived });
          expect(answer.body.code, String(amountReceived)).toBe('AMOUNT_INVALID');
        }
        expect(
          valueOf<Withdrawal>(await confirm(member, { id: w.id, outcome, amountReceived: 6000 })),
        ).toMatchObject({ status: 'PARTLY_RECEIVED', received: 6000, remaining: 4000 });
      } else {
        expect((await confirm(member, { id: w.id, outcome })).body.code).toBe('PROOF_REQUIRED');
        const proofImage = `data:image/png;base64,${Buffer.from('png bytes').toString('base64')}`;
        expect(
          valueOf<Withdrawal>(await confirm(member, { id: w.id, outcome, proofImage })),
        ).toMatchObject({ status: 'NOT_RECEIVED', received: 0, remaining: 10_000, hasProof: true });
        const [row] = await t.test.db.query<{ proof_image: string }>(
          'select proof_image from withdrawals where id = $1',
          [w.id],
        );
        expect(row?.proof_image).toBe(proofImage);
      }
      expect((await confirm(member, { id: w.id, outcome: 'RECEIVED' })).body.code).toBe(
        'WITHDRAWAL_STATE',
      );
    }
    // Confirming moves no money: the member paid 30 000 out and nothing came back.
    expect(await mainBalance(t, member.id)).toBe(70_000);
  });

  it("refuses to confirm a pending, rejected or someone else's withdrawal", async () => {
    const { member, card } = await cardHolder(100_000);
    const stranger = await cardHolder(0);
    const pending = valueOf<Withdrawal>(await withdraw(member, { cardId: card.id, amount: 5000 }));
    expect((await confirm(member, { id: pending.id, outcome: 'RECEIVED' })).body.code).toBe(
      'WITHDRAWAL_STATE',
    );
    await approve(pending.id);
    expect(
      (await confirm(stranger.member, { id: pending.id, outcome: 'RECEIVED' })).body.code,
    ).toBe('NOT_FOUND');
    expect((await confirm(member, { id: 999_999, outcome: 'RECEIVED' })).body.code).toBe(
      'NOT_FOUND',
    );
    const [row] = await t.test.db.query<{ status: string }>(
      'select status from withdrawals where id = $1',
      [pending.id],
    );
    expect(row?.status).toBe('PAID');
  });

  it('counts a paid withdrawal not confirmed by its deadline as received', async () => {
    let now = new Date('2030-05-01T04:00:00Z');
    followClock(() => now);
    const { member, card } = await cardHolder(100_000);
    const w = valueOf<Withdrawal>(await withdraw(member, { cardId: card.id, amount: 8000 }));
    now = new Date('2030-05-01T04:10:00Z');
    const paid = await approve(w.id);
    expect(paid).toMatchObject({ status: 'PAID', confirmBy: '2030-05-01T05:10:00.000Z' });

    now = new Date('2030-05-01T05:09:59Z');
    const records = (from: string) =>
      t.call(withdrawRecords, { from, to: from }, { token: member.token });
    expect(valueOf<{ items: Withdrawal[] }>(await records('2030-05-01')).items[0]?.status).toBe(
      'PAID',
    );
    now = new Date('2030-05-01T05:10:00Z');
    const [record] = valueOf<{ items: Withdrawal[] }>(await records('2030-05-01')).items;
    expect(record).toMatchObject({ status: 'AUTO_RECEIVED', received: 8000, remaining: 0 });
    expect((await confirm(member, { id: w.id, outcome: 'NOT_RECEIVED' })).body.code).toBe(
      'WITHDRAWAL_STATE',
    );
    // No longer waiting for a receipt: the next withdrawal may go.
    valueOf(await withdraw(member, { cardId: card.id, amount: 8000 }));
  });

  it('sweeps only the member or merchant it is given, and only past the deadline', async () => {
    let now = new Date('2030-06-01T00:00:00Z');
    followClock(() => now);
    const a = await cardHolder(50_000);
    const b = await cardHolder(50_000);
    const wa = valueOf<Withdrawal>(await withdraw(a.member, { cardId: a.card.id, amount: 5000 }));
    const wb = valueOf<Withdrawal>(await withdraw(b.member, { cardId: b.card.id, amount: 5000 }));
    await approve(wa.id);
    await approve(wb.id);
    const status = async (id: number) =>
      (
        await t.test.db.query<{ status: string }>('select status from withdrawals where id = $1', [
          id,
        ])
      )[0]?.status;
    const deadline = new Date('2030-06-01T01:00:00Z');
    const early = new Date(deadline.getTime() - 1);
    expect(await sweepReceipts(t.test.db, early, { memberId: a.member.id })).toBe(0);
    expect(await sweepReceipts(t.test.db, deadline, { memberId: a.member.id })).toBe(1);
    expect([await status(wa.id), await status(wb.id)]).toEqual(['AUTO_RECEIVED', 'PAID']);
    // The operator's list sweeps the merchant before it answers.
    now = deadline;
    const listed = await t.value(
      backofficeWithdrawals,
      { status: 'AUTO_RECEIVED' },
      { operator: TEST_OPERATOR_KEY },
    );
    expect(listed.map((w) => w.id)).toEqual(expect.arrayContaining([wa.id, wb.id]));
    expect(await status(wb.id)).toBe('AUTO_RECEIVED');
  });

  it('pages the records of the chosen merchant days, newest first', async () => {
    let now = new Date('2030-07-01T03:00:00Z');
    followClock(() => now);
    const { member, card } = await cardHolder(1_000_000);
    const made: number[] = [];
    for (const at of ['2030-07-01T03:00:00Z', '2030-07-01T15:59:00Z', '2030-07-01T16:00:00Z']) {
      now = new Date(at);
      made.push(valueOf<Withdrawal>(await withdraw(member, { cardId: card.id, amount: 3000 })).id);
    }
    const list = (query: Record<string, unknown>) =>
      t.call(withdrawRecords, unchecked(query), { token: member.token });
    const first = valueOf<{ items: Withdrawal[]; total: number }>(
      await list({ from: '2030-07-01', to: '2030-07-01' }),
    );
    expect(first.items.map((w) => w.id)).toEqual([made[1], made[0]]);
    expect(first.total).toBe(2);
    const paged = valueOf<{ items: Withdrawal[]; total: number; page: number }>(
      await list({ from: '2030-07-01', to: '2030-07-02', page: 2, pageSize: 2 }),
    );
    expect(paged).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(paged.items.map((w) => w.id)).toEqual([made[0]]);
    expect((await list({ from: '2030-07-02', to: '2030-07-01' })).body.code).toBe(
      'DATE_RANGE_INVALID',
    );
    const stranger = await newMember(t);
    const theirs = valueOf<{ total: number }>(
      await t.call(
        withdrawRecords,
        { from: '2030-07-01', to: '2030-07-02' },
        { token: stranger.token },
      ),
    );
    expect(theirs.total).toBe(0);
  });
});
