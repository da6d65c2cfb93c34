import { describe, expect, it } from 'vitest';
import { locate, parseJson } from './load-json.ts';

describe('loadJson', () => {
  it('locates a trailing comma by line and column', () => {
    const result = parseJson('{\n  "a": 1,\n}\n', 'x.json');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problem).toMatchObject({ file: 'x.json', line: 3, column: 1 });
  });

  it('reports a file that ends too early', () => {
    const result = parseJson('{ "a": [1, 2', 'x.json');
    expect(!result.ok && result.problem.message).toBe('invalid JSON: unexpected end of file');
  });

  it('points unknown keys at the key and falls back to the parent for missing ones', () => {
    const result = parseJson('{\n  "theme": {\n    "colors": {}\n  }\n}', 'x.json');
    if (!result.ok) throw new Error('should parse');
    expect(locate(result.doc, '/theme/colors', 'key')).toEqual({ line: 3, column: 5 });
    expect(locate(result.doc, '/theme/colors', 'value')).toEqual({ line: 3, column: 15 });
    expect(locate(result.doc, '/theme/logo')).toEqual({ line: 2, column: 12 });
  });
});
