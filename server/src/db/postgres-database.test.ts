import { describe, expect, it } from 'vitest';
import { openPostgres, redact } from './postgres-database.ts';

describe('opening PostgreSQL', () => {
  it('says where it could not connect without printing the password', async () => {
    const opening = openPostgres({ url: 'postgres://app:hunter2@127.0.0.1:1/platform' });
    await expect(opening).rejects.toThrow(
      /^Cannot connect to PostgreSQL at postgres:\/\/app:\*\*\*@127\.0\.0\.1:1\/platform/,
    );
    await expect(opening).rejects.not.toThrow(/hunter2/);
  });

  it('redacts only the password of a URL', () => {
    expect(redact('postgres://app:pw@db:5432/x?sslmode=require')).toBe(
      'postgres://app:***@db:5432/x?sslmode=require',
    );
    expect(redact('not a url')).toBe('the given database URL');
  });
});
