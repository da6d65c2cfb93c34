import { expect } from 'vitest';
import type { Queryable } from '../src/db/database.ts';
import { checkLedger } from '../src/ledger/invariants.ts';

/** useApp's end-of-block check for apps that move money: the books must be sound. */
export async function expectSoundBooks(app: { test: { db: Queryable } }): Promise<void> {
  expect(await checkLedger(app.test.db)).toEqual([]);
}
