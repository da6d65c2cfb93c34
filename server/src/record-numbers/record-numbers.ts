import type { Queryable } from '../db/database.ts';

export type RecordKind = 'DEPOSIT' | 'WITHDRAWAL';

/**
 * The merchant's next number for a record of this kind (1, 2, 3…). Call it inside the
 * transaction that writes the record: the counter row stays locked until that transaction
 * ends, so concurrent records queue for their numbers and a rolled-back record leaves no gap.
 */
export async function nextRecordNumber(
  tx: Queryable,
  merchantId: number,
  kind: RecordKind,
): Promise<number> {
  const [row] = await tx.query<{ n: number }>(
    `insert into record_numbers (merchant_id, kind, last_number) values ($1, $2, 1)
     on conflict (merchant_id, kind) do update set last_number = record_numbers.last_number + 1
     returning last_number::int as n`,
    [merchantId, kind],
  );
  if (!row) throw new Error('record_numbers returned no number.');
  return row.n;
}

/** What a member reads for a record: "D12" for the merchant's 12th deposit, "W3"… */
export function recordReference(kind: RecordKind, number: number): string {
  return `${kind === 'DEPOSIT' ? 'D' : 'W'}${number}`;
}
