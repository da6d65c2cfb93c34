import type { Queryable } from '../db/database.ts';

/**
 * Tables a refused request may legitimately write, and why. Everything else in the schema
 * (members, cards, deposits, withdrawals, the ledger, messages, any table added later) is
 * business state that a failed request must leave exactly as it was.
 */
export const ATTEMPT_TABLES: Readonly<Record<string, string>> = {
  limit_hits: 'the shared rate limiter records every attempt before it is judged',
  captcha_requests: 'records captcha requests for the per-client and per-IP throttle',
  captcha_images: 'a captcha is used up by any attempt, right or wrong (single use)',
  slider_challenges: 'a slider challenge is used up by any attempt (single use)',
  slider_tokens: 'a slider token is used up by any attempt (single use)',
  sms_codes: 'counts wrong guesses; the fifth burns the code',
  sms_sends: 'records sends for the SMS limits and quota',
  second_factor_tickets: 'counts attempts on a ticket; the fifth burns it',
  social_states: 'an OAuth state is used up by any attempt (single use)',
  social_sandbox_codes: 'the sandbox provider uses a code up when it is presented',
  crypto_nonces: 'every opened E payload leaves its nonce, valid input or not (replay guard)',
  crypto_keys: 'the server key pair is made at first use',
  free_play_nonces: 'remembers free-play nonces so two taps make one demo account',
  games:
    "the catalogue is a copy of the vendors' own: a lobby call syncs it first, whatever it answers",
};

/**
 * Tables compared by row count only, and why: their content changes on every call by design
 * but a refused request must still not add or remove a row.
 */
export const COUNTED_TABLES: Readonly<Record<string, string>> = {
  sessions: 'every authenticated call slides last_seen_at forward',
  operator_keys: 'every call an operator key authorizes stamps its last_used_at',
};

export type Snapshot = Record<string, string>;

/** The business tables of the database, found from the catalogue so new tables are covered. */
export async function businessTables(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE'
      order by table_name`,
  );
  return rows.map((row) => row.name).filter((name) => !(name in ATTEMPT_TABLES));
}

/** One statement that fingerprints every business table: its content, or its row count. */
export function snapshotQuery(tables: readonly string[]): string {
  const columns = tables.map((table) => {
    const quoted = `"${table.replace(/"/g, '""')}"`;
    return table in COUNTED_TABLES
      ? `(select count(*)::text from ${quoted}) as ${quoted}`
      : `(select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from ${quoted} t) as ${quoted}`;
  });
  return `select ${columns.join(', ')}`;
}

export async function takeSnapshot(db: Queryable, query: string): Promise<Snapshot> {
  const [row] = await db.query<Snapshot>(query);
  return row ?? {};
}

/** The tables whose fingerprint differs. */
export function changedTables(before: Snapshot, after: Snapshot): string[] {
  return Object.keys(after).filter((table) => before[table] !== after[table]);
}
