import { describe, expect, it } from 'vitest';
import { buildFailure, runtimeHash } from './runtime-build.ts';

const MINI = {
  configFile: 'generator/test-fixtures/mini-runtime/vite.config.ts',
  hashInputs: ['generator/test-fixtures/mini-runtime'],
};

describe('runtime build', () => {
  it('hashes the same sources to the same value', async () => {
    expect(await runtimeHash(MINI)).toBe(await runtimeHash(MINI));
    expect(await runtimeHash(MINI)).toMatch(/^[0-9a-f]{16}$/);
  });

  it('changes the hash when the Vite config is another file', async () => {
    const other = { ...MINI, configFile: 'runtime/vite.config.ts' };
    expect(await runtimeHash(other)).not.toBe(await runtimeHash(MINI));
  });

  it('sums up a Rolldown failure as message and location in one line', () => {
    const error = new Error(
      'Build failed with 2 errors:\n\n\u001b[31m[builtin:vite-transform] \u001b[0mUnexpected token\n' +
        '   ╭─[ runtime/src/main.ts:7:18 ]\n   │\n 7 │ export const x = ;\n',
    );
    expect(buildFailure(error)).toBe(
      'Unexpected token at runtime/src/main.ts:7:18 (and 1 more error).',
    );
  });
});
