import { describe, expect, it } from 'vitest';
import { depositRecords, type Deposit } from '../../../contract/deposit.ts';
import { loadMigrations, migrate } from '../db/migrate.ts';
import { openTestDatabase, testDatabaseKinds } from '../db/test-databases.ts';
import { valueOf } from '../../testing/identity.ts';
import { useApp } from '../../testing/lifecycle.ts';
import { expectSoundBooks } from '../../testing/sound-books.ts';
import { openDepositApp } from '../../testing/deposit.ts';
import { unchecked } from '../../testing/test-client.ts';
import { nextRecordNumber } from '../record-numbers/record-numbers.ts';

/** Today on lotus's clock (GMT+7), the day its records are asked for. */
const lotusToday = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);

/** The number in "D12". */
const numberOf = (deposit: Deposit) => Number(deposit.reference.slice(1));

// One app serves every test of the file, so each test reads numbers relative to where the
// brand's counter stood.
describe.each(testDatabaseKinds())('deposit numbers on %s', (kind) => {
  const t = useApp(() => openDepositApp(kind), expectSoundBooks);

  it('counts each brand on its own: a deposit on one brand does not move the other', async () => {
    const auroraMember = await t.member({ brand: 'aurora' });
    const lotusMember = await t.member({ brand: 'lotus' });
    const a1 = await t.open(auroraMember, 5000);
    const l1 = await t.open(lotusMember, 100_000);
    const a2 = await t.open(auroraMember, 6000);
    const l2 = await t.open(lotusMember, 200_000);
    expect(a1.reference).toMatch(/^D\d+$/);
    expect(numberOf(a2)).toBe(numberOf(a1) + 1);
    expect(numberOf(l2)).toBe(numberOf(l1) + 1);
  });

  it('starts a brand at D1 and keeps the number: records and the ledger say the same', async () => {
    const other = await t.member({ brand: 'aurora' });
    await t.open(other, 5000);
    await t.rows(
      "delete from deposits where merchant_id = (select id from merchants where brand_id = 'lotus')",
    );
    await t.rows(
      "delete from record_numbers where merchant_id = (select id from merchants where brand_id = 'lotus')",
    );
    const lotusMember = await t.member({ brand: 'lotus' });
    const opened = await t.open(lotusMember, 100_000);
    expect(opened.reference).toBe('D1');
    await t.pay(opened, 'PAID');
    const page = valueOf<{ items: Deposit[] }>(
      await t.call(depositRecords, unchecked({ from: lotusToday(), to: lotusToday() }), {
        token: lotusMember.token,
        brand: 'lotus',
      }),
    );
    expect(page.items.map((d) => d.reference)).toEqual(['D1']);
    expect(await t.postings('D1')).toBeGreaterThanOrEqual(1);
  });

  it('hands out distinct consecutive numbers to deposits opened at the same moment', async () => {
    const members = await Promise.all([1, 2, 3, 4].map(() => t.member({ brand: 'aurora' })));
    const opened = await Promise.all(members.map((m, i) => t.open(m, 5000 + i)));
    const numbers = opened.map(numberOf).sort((a, b) => a - b);
    const first = numbers[0] ?? 0;
    expect(numbers).toEqual([first, first + 1, first + 2, first + 3]);
  });
});

describe.each(testDatabaseKinds())('record number migration on %s', (kind) => {
  it('numbers the deposits made before it per merchant, in their order, then goes on', async () => {
    const test = await openTestDatabase(kind);
    try {
      const all = await loadMigrations();
      const cut = all.findIndex((m) => m.id === 'record-numbers/031-record-numbers');
      await migrate(test.db, all.slice(0, cut));
      await test.db.exec(`
        insert into merchants (code, brand_id, name, settings)
          values ('A', 'm-a', 'A', '{}'), ('B', 'm-b', 'B', '{}');
        insert into members (merchant_id, account, nickname)
          select id, 'p' || id, 'p' from merchants;
        insert into deposits (merchant_id, member_id, method_id, method_type, method_name,
            amount, gateway)
          select m.merchant_id, m.id, 'bank', 'BANK_TRANSFER', 'Bank', n, 'SANDBOX'
            from members m cross join generate_series(1, 3) n
           order by n, m.merchant_id;
      `);
      await migrate(test.db, all);
      const rows = await test.db.query<{ brand: string; number: number }>(
        `select r.brand_id as brand, d.number::int as number from deposits d
           join merchants r on r.id = d.merchant_id order by d.id`,
      );
      expect(rows).toEqual([
        { brand: 'm-a', number: 1 },
        { brand: 'm-b', number: 1 },
        { brand: 'm-a', number: 2 },
        { brand: 'm-b', number: 2 },
        { brand: 'm-a', number: 3 },
        { brand: 'm-b', number: 3 },
      ]);
      const [a] = await test.db.query<{ id: number }>(
        "select id from merchants where brand_id = 'm-a'",
      );
      expect(await nextRecordNumber(test.db, a?.id ?? 0, 'DEPOSIT')).toBe(4);
      expect(await nextRecordNumber(test.db, a?.id ?? 0, 'WITHDRAWAL')).toBe(1);
    } finally {
      await test.dispose();
    }
  }, 240_000);
});
