/**
 * The one database seam of the platform. Every area speaks plain parameterised SQL ($1, $2…)
 * through this interface, so the same code runs on embedded PGlite (the default, a folder
 * under .data/) and on a real PostgreSQL (when a database URL is given).
 */
export interface QueryOptions {
  /** A name unique to this SQL text, under which PostgreSQL keeps it prepared. */
  prepared?: string;
}

export interface Queryable {
  /**
   * Runs one statement and answers its rows (use `returning` to read back writes). A hot
   * statement may name itself (`prepared`): PostgreSQL then parses and plans it once per
   * connection instead of on every call (its planning cost more than its execution on the
   * seamless wallet's one-statement path). The name must stand for one SQL text only.
   */
  query<T = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
    options?: QueryOptions,
  ): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs `fn` inside one transaction: committed when it resolves, rolled back when it throws.
   * Only `tx.query` belongs to the transaction; queries on the database itself do not.
   */
  transaction<R>(fn: (tx: Queryable) => Promise<R>): Promise<R>;
  close(): Promise<void>;
}
