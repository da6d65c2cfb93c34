import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { BrandConfig } from '../contract/generated/brand.ts';
import { renderRobots } from './render.ts';
import { resolveBrand } from './resolve-brand.ts';

const lotus = resolveBrand(
  JSON.parse(await readFile('brands/lotus/brand.json', 'utf8')) as BrandConfig,
);

/** The non-comment lines as [field, value], as a robots.txt parser (RFC 9309) reads them. */
function rules(text: string): [string, string][] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'))
    .map((l) => {
      const colon = l.indexOf(':');
      return [l.slice(0, colon).trim(), l.slice(colon + 1).trim()];
    });
}

describe('robots.txt', () => {
  it('has only comments and one "field: value" rule per line', () => {
    const text = renderRobots(lotus);
    expect(rules(text)).toEqual([
      ['User-agent', '*'],
      ['Allow', '/'],
      ['Disallow', '/helpmc'],
    ]);
    expect(text.endsWith('\n')).toBe(true);
  });

  it('keeps a brand name with a line break inside its comment', () => {
    const text = renderRobots({ ...lotus, name: 'Lotus\nClub & Co' });
    expect(text.split('\n')[0]).toBe('# robots.txt for Lotus Club & Co');
    expect(rules(text)[0]).toEqual(['User-agent', '*']);
  });
});
