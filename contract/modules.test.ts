import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GAME_CATEGORIES, MODULE, MODULE_IDS } from './modules.ts';

const schema = JSON.parse(
  readFileSync(new URL('../schema/platform.schema.json', import.meta.url), 'utf8'),
) as { $defs: Record<string, { enum: string[] }> };

describe('module ids', () => {
  it('are the schema’s, read from the generated types', () => {
    expect([...MODULE_IDS]).toEqual(schema.$defs.ModuleId?.enum);
    expect([...GAME_CATEGORIES]).toEqual(schema.$defs.GameCategory?.enum);
  });

  it('each have a name in MODULE, and every name is a schema id', () => {
    expect(new Set(Object.values(MODULE))).toEqual(new Set(MODULE_IDS));
  });
});
