import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlatformMessage } from '../../../contract/messages.ts';
import { testDatabaseKinds } from '../db/test-databases.ts';
import { insertMember } from '../member/member-store.ts';
import { openIdentityApp, valueOf, type IdentityApp } from '../../testing/identity.ts';
import { createSession } from '../session/session-store.ts';
import { sendMail } from './messages.ts';
import { notify, type Notification } from './notify.ts';
import { messageList, messageRead, unreadCount } from '../../../contract/messages.ts';
import { unchecked } from '../../testing/test-client.ts';

interface MessagePage {
  items: PlatformMessage[];
  total: number;
  page: number;
  pageSize: number;
  unread: number;
}

describe.each(testDatabaseKinds())('platform messages on %s', (kind) => {
  let t: IdentityApp;
  let seq = 0;
  beforeAll(async () => {
    t = await openIdentityApp(kind);
  });
  afterAll(async () => {
    await t.dispose();
  });

  const member = async () => {
    seq += 1;
    const account = `msg${kind.slice(0, 2)}${String(seq).padStart(4, '0')}`;
    const row = await insertMember(t.test.db, {
      merchantId: (await t.merchant('aurora')).id,
      account,
      nickname: account,
      passwordHash: null,
      role: 0,
    });
    return { id: row.id, token: await createSession(t.test.db, row, undefined) };
  };
  const tell = (memberId: number, message: Omit<Notification, 'memberId'>) =>
    t.test.db.transaction((tx) => notify(tx, { memberId, ...message }));
  const list = async (token: string, query: Record<string, string> = {}) =>
    valueOf<MessagePage>(await t.call(messageList, query, { token }));
  const unread = async (token: string) =>
    valueOf<{ count: number }>(await t.call(unreadCount, {}, { token })).count;
  const read = async (token: string, ids: number[] | 'all') =>
    valueOf<{ unread: number }>(await t.call(messageRead, { ids }, { token })).unread;

  /** A deposit that arrived, a rejected withdrawal and a transfer in, in that order. */
  const threeMessages = async (id: number) => {
    await tell(id, { kind: 'DEPOSIT_ARRIVED', amount: 50_000, reference: 'D1' });
    await tell(id, {
      kind: 'WITHDRAWAL_REJECTED',
      amount: 20_000,
      reference: 'W1',
      text: 'Card name mismatch',
    });
    await tell(id, { kind: 'TRANSFER_IN', amount: 1_000, subject: 'bob' });
  };

  it("lists the member's messages newest first with their parameters and the unread count", async () => {
    const alice = await member();
    await threeMessages(alice.id);
    const page = await list(alice.token);
    expect(
      page.items.map((m) => [m.kind, m.amount, m.subject, m.text, m.reference, m.read]),
    ).toEqual([
      ['TRANSFER_IN', 1_000, 'bob', null, null, false],
      ['WITHDRAWAL_REJECTED', 20_000, null, 'Card name mismatch', 'W1', false],
      ['DEPOSIT_ARRIVED', 50_000, null, null, 'D1', false],
    ]);
    expect([page.total, page.unread]).toEqual([3, 3]);
    expect(page.items[0]?.time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(await unread(alice.token)).toBe(3);
  });

  it('pages the messages: the total of all, and the rest on page 2', async () => {
    const alice = await member();
    await threeMessages(alice.id);
    const second = await list(alice.token, { page: '2', pageSize: '2' });
    expect(second.items.map((m) => m.kind)).toEqual(['DEPOSIT_ARRIVED']);
    expect([second.total, second.page, second.pageSize, second.unread]).toEqual([3, 2, 2, 3]);
  });

  it("marks the member's own messages read and leaves another member's unread", async () => {
    const [alice, bob] = [await member(), await member()];
    await threeMessages(alice.id);
    await tell(bob.id, { kind: 'TRANSFER_OUT', amount: 1_000, subject: 'alice' });
    const bobsId = (await list(bob.token)).items[0]?.id ?? 0;
    const [newest] = (await list(alice.token)).items;
    expect(await read(alice.token, [newest?.id ?? 0, bobsId])).toBe(2);
    // Bob's message stays unread for Bob, and Alice never saw it.
    expect(await unread(bob.token)).toBe(1);
    expect((await list(bob.token)).items[0]?.read).toBe(false);
    const after = await list(alice.token);
    expect(after.items.map((m) => m.read)).toEqual([true, false, false]);
    expect(after.items.map((m) => m.id)).not.toContain(bobsId);
    // Reading again changes nothing; 'all' reads the rest, and only Alice's.
    expect(await read(alice.token, [newest?.id ?? 0])).toBe(2);
    expect(await read(alice.token, 'all')).toBe(0);
    expect(await unread(bob.token)).toBe(1);
    expect(await read(alice.token, [])).toBe(0);
  });

  it('delivers operator mail with its title and text, and refuses an empty one', async () => {
    const alice = await member();
    await sendMail(t.test.db, alice.id, ' Welcome! ', 'Your account is ready.');
    const [mail] = (await list(alice.token)).items;
    expect(mail).toMatchObject({
      kind: 'MAIL',
      subject: 'Welcome!',
      text: 'Your account is ready.',
      amount: null,
      read: false,
    });
    await expect(sendMail(t.test.db, alice.id, '  ', 'text')).rejects.toThrow(/title/);
    await expect(sendMail(t.test.db, alice.id, 'Hi', '')).rejects.toThrow(/text/);
    expect((await list(alice.token)).total).toBe(1);
  });

  it('answers NOT_LOGGED_IN without a session and BAD_REQUEST for a bad id list', async () => {
    const alice = await member();
    for (const endpoint of [messageList, unreadCount, messageRead]) {
      const answer = await t.call(endpoint, endpoint === messageRead ? { ids: 'all' } : {});
      expect([answer.status, answer.body.code]).toEqual([401, 'NOT_LOGGED_IN']);
    }
    const tooMany = Array.from({ length: 101 }, (_, i) => i + 1);
    for (const ids of [tooMany, 'some', ['1']]) {
      const answer = await t.call(messageRead, unchecked({ ids }), { token: alice.token });
      expect(answer.body.code).toBe('BAD_REQUEST');
    }
  });
});
