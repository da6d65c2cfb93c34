import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from './test-databases.ts';
import { parseInt8, parseNumeric, parseTimestamptz } from './type-parsers.ts';

describe('parsing PostgreSQL text values', () => {
  it('reads int8 as a number and refuses one it cannot hold exactly', () => {
    expect(parseInt8('-9007199254740991')).toBe(-9_007_199_254_740_991);
    expect(() => parseInt8('9007199254740992')).toThrow(/does not fit/);
  });

  it('reads an integral numeric as a number and keeps a fractional one as exact text', () => {
    expect(parseNumeric('1500')).toBe(1500);
    expect(parseNumeric('0.5')).toBe('0.5');
    expect(() => parseNumeric('123456789012345678901')).toThrow(/does not fit/);
  });

  it('reads timestamptz in any session offset as the same UTC ISO string', () => {
    expect(parseTimestamptz('2024-01-01 22:04:05.123456+00')).toBe('2024-01-01T22:04:05.123Z');
    expect(parseTimestamptz('2024-01-02 03:34:05+05:30')).toBe('2024-01-01T22:04:05.000Z');
    expect(parseTimestamptz('2024-01-01 16:04:05.1-06')).toBe('2024-01-01T22:04:05.100Z');
    expect(() => parseTimestamptz('infinity')).toThrow(/Unsupported/);
  });
});

describe.each(testDatabaseKinds())('rows read from %s', (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase(kind);
  });
  afterAll(() => test.dispose());

  it('carry ids, counts, sums and times in one representation', async () => {
    const [row] = await test.db.query(
      `select 9007199254740991::int8 as big, count(*) as n, sum(x) as total,
              '2024-01-02 03:04:05.123456+05'::timestamptz as at
         from (values (2::int8), (3::int8)) v(x)`,
    );
    expect(row).toEqual({
      big: 9_007_199_254_740_991,
      n: 2,
      total: 5,
      at: '2024-01-01T22:04:05.123Z',
    });
  });

  it('accept the ISO string back as a timestamptz parameter', async () => {
    const [row] = await test.db.query<{ same: boolean }>(
      `select $1::timestamptz = '2024-01-01 22:04:05.123+00'::timestamptz as same`,
      ['2024-01-01T22:04:05.123Z'],
    );
    expect(row?.same).toBe(true);
  });

  it('refuse an int8 a number cannot hold exactly, inside a transaction too', async () => {
    await expect(test.db.query('select 9007199254740993::int8 as n')).rejects.toThrow(
      /does not fit/,
    );
    await expect(
      test.db.transaction((tx) => tx.query('select (2::int8 ^ 62)::int8 as n')),
    ).rejects.toThrow(/does not fit/);
  });
});
