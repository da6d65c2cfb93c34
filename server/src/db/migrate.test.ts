import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadMigrations, migrate, type Migration } from './migrate.ts';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from './test-databases.ts';

describe.each(testDatabaseKinds())('migrations on %s', (kind) => {
  let test: TestDatabase;
  beforeEach(async () => {
    test = await openTestDatabase(kind);
  });
  afterEach(async () => {
    await test.dispose();
  });

  it('applies every area migration once and a second run applies nothing', async () => {
    const migrations = await loadMigrations();
    expect(migrations.map((m) => m.id)).toContain('merchant/001-merchants');
    const first = await migrate(test.db, migrations);
    expect(first).toEqual(migrations.map((m) => m.id));
    expect(await migrate(test.db, migrations)).toEqual([]);
    const rows = await test.db.query<{ n: number }>(
      'select count(*)::int as n from schema_migrations',
    );
    expect(rows[0]?.n).toBe(migrations.length);
  });

  it('rolls back every statement of a run when one migration fails', async () => {
    const migrations: Migration[] = [
      { id: 'a/001-good', sql: 'create table good (id int);' },
      { id: 'b/002-bad', sql: 'create table bad (id int);\nselect * from missing_table;' },
    ];
    await expect(migrate(test.db, migrations)).rejects.toThrow(/b\/002-bad failed/);
    const tables = await test.db.query(
      "select 1 from information_schema.tables where table_name in ('good', 'bad', 'schema_migrations') and table_schema = current_schema()",
    );
    expect(tables).toEqual([]);
  });

  it('refuses to start when an applied migration was edited', async () => {
    await migrate(test.db, [{ id: 'a/001-one', sql: 'create table one (id int);' }]);
    await expect(
      migrate(test.db, [{ id: 'a/001-one', sql: 'create table one (id bigint);' }]),
    ).rejects.toThrow(/changed after it was applied/);
  });

  it('lets two servers migrate at the same moment without applying anything twice', async () => {
    const migrations = await loadMigrations();
    const [a, b] = await Promise.all([migrate(test.db, migrations), migrate(test.db, migrations)]);
    expect([...a, ...b].sort()).toEqual(migrations.map((m) => m.id).sort());
  });
});
