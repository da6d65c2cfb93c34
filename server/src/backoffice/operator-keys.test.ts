import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Withdrawal } from '../../../contract/withdrawal.ts';
import { createApp } from '../app.ts';
import { type Database } from '../db/database.ts';
import { openDatabase } from '../db/open-database.ts';
import { testDatabaseKinds } from '../db/test-databases.ts';
import { setPasswordCostForTests } from '../member/password.ts';
import { openIdentityApp, valueOf, type IdentityApp } from '../../testing/identity.ts';
import { operatorCall, withdrawalFixture } from '../../testing/withdrawal.ts';
import {
  checkOperatorKey,
  createOperatorKey,
  listOperatorKeys,
  parseOperatorKey,
  revokeOperatorKey,
} from './operator-keys.ts';

setPasswordCostForTests({ N: 2 ** 10, r: 8, p: 1 });

const LIST = '/wps/backoffice/withdrawals';
const DECIDE = '/wps/backoffice/withdrawals/decide';

describe.each(testDatabaseKinds())('operator keys on %s', (kind) => {
  let t: IdentityApp;
  const fixture = withdrawalFixture(() => t, kind === 'pglite' ? '5100' : '5200');
  beforeAll(async () => {
    t = await openIdentityApp(kind);
  });
  afterAll(() => t.dispose());

  const pending = async (brand = 'aurora') => {
    const amount = brand === 'lotus' ? 200_000 : 20_000;
    const { member, card } = await fixture.cardHolder(5 * amount, brand);
    return valueOf<Withdrawal>(await fixture.withdraw(member, { cardId: card.id, amount }, brand));
  };

  it('keeps only the sha256 of the secret, never the key itself', async () => {
    const made = await createOperatorKey(t.test.db, { brandIds: ['aurora'], label: 'audit' });
    const parts = parseOperatorKey(made.key);
    expect(parts?.id).toBe(made.id);
    const secret = parts?.secret ?? '';
    const rows = await t.test.db.query(
      `select k.*, b.brand_id from operator_keys k
         join operator_key_brands b on b.key_id = k.id where k.id = $1`,
      [made.id],
    );
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(secret);
    expect(stored).not.toContain(made.key);
    expect(rows[0]?.['secret_sha256']).toBe(createHash('sha256').update(secret).digest('hex'));
  });

  it('lists every key with its brands and label but no secret or digest', async () => {
    const made = await createOperatorKey(t.test.db, {
      brandIds: ['lotus', 'aurora', 'lotus'],
      label: 'night shift',
    });
    const listed = (await listOperatorKeys(t.test.db)).find((k) => k.id === made.id);
    expect(listed).toEqual({
      id: made.id,
      label: 'night shift',
      brandIds: ['aurora', 'lotus'],
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      lastUsedAt: null,
      revokedAt: null,
    });
    const [row] = await t.test.db.query<{ secret_sha256: string }>(
      'select secret_sha256 from operator_keys where id = $1',
      [made.id],
    );
    const text = JSON.stringify(await listOperatorKeys(t.test.db));
    expect(text).not.toContain(row?.secret_sha256);
    expect(text).not.toContain(parseOperatorKey(made.key)?.secret);
  });

  it("refuses a key on a merchant it does not cover, and moves nothing (aurora's key, lotus's withdrawal)", async () => {
    const { key } = await createOperatorKey(t.test.db, { brandIds: ['aurora'], label: 'aurora' });
    const lotusWithdrawal = await pending('lotus');
    const decide = await operatorCall(t, 'POST', DECIDE, {
      key,
      merchant: 'LOTUSVN',
      body: { id: lotusWithdrawal.id, decision: 'APPROVE' },
    });
    expect(decide.status).toBe(403);
    expect(decide.body).toMatchObject({
      code: 'OPERATION_NOT_ALLOWED',
      message: 'This operator key does not cover lotus.',
    });
    expect((await operatorCall(t, 'GET', LIST, { key, merchant: 'LOTUSVN' })).status).toBe(403);
    expect(await fixture.statusOf(lotusWithdrawal.id)).toBe('PENDING');
    // The same key does its own merchant's work.
    const own = await pending('aurora');
    const approved = await operatorCall(t, 'POST', DECIDE, {
      key,
      body: { id: own.id, decision: 'APPROVE' },
    });
    expect(approved.body).toMatchObject({ success: true, value: { status: 'PAID' } });
  });

  it('refuses a revoked key at once, and says so only to the holder of the secret', async () => {
    const { id, key } = await createOperatorKey(t.test.db, { brandIds: ['aurora'], label: '' });
    expect((await operatorCall(t, 'GET', LIST, { key })).status).toBe(200);
    expect(await revokeOperatorKey(t.test.db, id)).toBe('revoked');
    const refused = await operatorCall(t, 'GET', LIST, { key });
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({
      code: 'NOT_LOGGED_IN',
      message: 'This operator key was revoked.',
    });
    const guess = `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`;
    expect((await operatorCall(t, 'GET', LIST, { key: guess })).body.message).toBe(
      'The operator key is missing or wrong.',
    );
    expect(await revokeOperatorKey(t.test.db, id)).toBe('already-revoked');
    expect(await revokeOperatorKey(t.test.db, 'nosuchkey000')).toBe('unknown');
    expect(await checkOperatorKey(t.test.db, key)).toEqual({ ok: false, reason: 'revoked', id });
  });

  it('records when a key was last used, and logs refusals by key id without the secret', async () => {
    const { id, key } = await createOperatorKey(t.test.db, { brandIds: ['aurora'], label: '' });
    expect((await operatorCall(t, 'GET', LIST, { key })).status).toBe(200);
    const [used] = await listOperatorKeys(t.test.db).then((keys) =>
      keys.filter((k) => k.id === id),
    );
    expect(used?.lastUsedAt).not.toBeNull();
    const secret = parseOperatorKey(key)?.secret ?? '';
    const wrong = `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`;
    t.logs.length = 0;
    await operatorCall(t, 'GET', LIST, { key: wrong });
    await operatorCall(t, 'GET', LIST, { key, merchant: 'LOTUSVN' });
    const refusals = t.logs
      .map((line) => (JSON.parse(line) as { msg: string }).msg)
      .filter((message) => message.startsWith('operator:'));
    expect(refusals).toEqual([
      expect.stringContaining(`(wrong-secret, key ${id}) from 198.51.100.10`),
      expect.stringContaining(`key ${id} is not for lotus`),
    ]);
    expect(refusals.join('\n')).not.toContain(secret.slice(0, -1));
  });

  it('is shared by two instances on one database: both accept it, a revocation stops both', async () => {
    // On PostgreSQL the second instance has its own connection pool, as another process would.
    const second: Database =
      kind === 'postgres'
        ? await openDatabase({ databaseUrl: t.test.databaseUrl, dataDir: '' })
        : t.test.db;
    try {
      const instances = [
        createApp({ db: t.test.db, brandIds: ['aurora', 'lotus'], log: () => undefined }),
        createApp({ db: second, brandIds: ['aurora', 'lotus'], log: () => undefined }),
      ];
      const { id, key } = await createOperatorKey(second, { brandIds: ['aurora'], label: 'both' });
      const list = (i: number) =>
        instances[i]?.request(LIST, {
          headers: { Merchant: 'AURORA01', Authorization: `Operator ${key}` },
        });
      expect((await list(0))?.status).toBe(200);
      expect((await list(1))?.status).toBe(200);
      expect(await revokeOperatorKey(t.test.db, id)).toBe('revoked');
      expect((await list(0))?.status).toBe(401);
      expect((await list(1))?.status).toBe(401);
    } finally {
      if (second !== t.test.db) await second.close();
    }
  });
});
