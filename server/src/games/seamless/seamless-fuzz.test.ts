import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { SEAMLESS_EVENTS, SeamlessAnswerSchema } from '../../../../contract/vendor/seamless.ts';
import { testDatabaseKinds } from '../../db/test-databases.ts';
import { seamlessBody as body, useSeamlessApp } from '../../../testing/seamless.ts';

/** Values no field of the protocol takes: wrong types, out of range, hostile text. */
const hostileValue = fc.oneof(
  fc.constantFrom(
    null,
    -1,
    1.5,
    1e16,
    '',
    ' ',
    "x' or 1=1 --",
    '1; drop table bets',
    '../../etc/passwd',
    '\u0000',
    'Ω≈ç√',
    'a'.repeat(500),
    [],
    {},
  ),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

const FIELDS = [
  'sessionToken',
  'player',
  'currency',
  'transactionId',
  'roundId',
  'gameCode',
  'amount',
  'referenceTransactionId',
  'roundClosed',
];

describe.each(testDatabaseKinds())('hostile seamless bodies on %s', (kind) => {
  const t = useSeamlessApp(kind);

  const counts = async () => {
    const [row] = await t.test.db.query<Record<string, number>>(
      `select (select count(*) from ledger_entries)::int as entries,
              (select count(*) from bets)::int as bets,
              (select count(*) from seamless_transactions)::int as claims,
              (select coalesce(sum(balance), 0) from ledger_accounts)::int as total`,
    );
    return row;
  };

  it('never answers 5xx to a validly signed hostile body, and changes nothing', async () => {
    const p = await t.player({ funds: 1_000 });
    const templates: Record<string, Record<string, unknown>> = {
      balance: body.balance(p),
      bet: body.bet(p, 'fz-b', 'fz-r', 10),
      win: body.win(p, 'fz-w', 'fz-r', 10),
      rollback: body.rollback(p, 'fz-rb', 'fz-r', 'fz-b'),
    };
    const hostile = fc.oneof(
      // Not JSON at all, or JSON of any shape.
      fc.string({ maxLength: 200 }),
      fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
      // A real request with one field spoilt, or with a field no request has.
      fc
        .tuple(fc.constantFrom(...SEAMLESS_EVENTS), fc.constantFrom(...FIELDS), hostileValue)
        .map(([event, field, value]) => JSON.stringify({ ...templates[event], [field]: value })),
      fc
        .tuple(fc.constantFrom(...SEAMLESS_EVENTS), fc.string({ minLength: 1, maxLength: 8 }))
        .filter(([, key]) => !FIELDS.includes(key) && key !== '__proto__')
        .map(([event, key]) => JSON.stringify({ ...templates[event], [key]: 1 })),
    );
    const before = await counts();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...SEAMLESS_EVENTS), hostile, async (event, text) => {
        const { status, answer } = await t.send(event, text);
        expect(status).toBeLessThan(500);
        expect(v.is(SeamlessAnswerSchema, answer)).toBe(true);
        if (answer.status === 'OK') {
          // Only a balance call may answer OK to a body equal to a real one.
          expect(event).toBe('balance');
        }
      }),
      { numRuns: kind === 'pglite' ? 150 : 250 },
    );
    expect(await counts()).toEqual(before);
    await t.expectSoundBooks();
  });
});
