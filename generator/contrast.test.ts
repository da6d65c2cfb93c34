import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrastRatio, parseColor } from './color.ts';
import { contrastFailures } from './contrast.ts';
import { checkBrand } from './validate.ts';

const rgba = (hex: string) => {
  const c = parseColor(hex);
  if (!c) throw new Error(hex);
  return c;
};

/** A palette where every pair passes, to change one colour at a time. */
const PASSING = {
  primary: '#cf1b6b',
  primaryText: '#ffffff',
  accent: '#0f766e',
  background: '#fdf7f2',
  surface: '#ffffff',
  text: '#2a1b22',
  textMuted: '#7a6570',
  border: '#efdfe6',
  headerBackground: '#ffffff',
  headerText: '#2a1b22',
  footerBackground: '#0f3d3a',
  footerText: '#cfe9e5',
  danger: '#c81e1e',
  success: '#0f766e',
};

describe('contrast of the theme', () => {
  it('computes WCAG 2.x ratios: 21:1 for black on white, 2.98:1 for white on #ff5d6c', () => {
    expect(contrastRatio(rgba('#000'), rgba('#fff'))).toBeCloseTo(21, 5);
    expect(contrastRatio(rgba('#fff'), rgba('#ff5d6c'))).toBeCloseTo(2.985, 2);
    expect(contrastRatio(rgba('#e11d74'), rgba('#fdf1f7'))).toBeCloseTo(4.13, 2);
  });

  it('passes a palette whose text pairs all reach 4.5:1', () => {
    expect(contrastFailures(PASSING)).toEqual([]);
  });

  it('refuses the old lotus pink on its nav-bar tint, naming the pair and the ratio', () => {
    const failures = contrastFailures({ ...PASSING, primary: '#e11d74' });
    expect(failures.map((f) => f.message)).toContain(
      'theme: primary "#e11d74" on the nav bar (6% primary over headerBackground) "#fdf1f7" has contrast 4.13:1; it needs at least 4.5:1.',
    );
    expect(failures.every((f) => f.pointer === '/theme/colors/primary')).toBe(true);
  });

  it('rounds a ratio just under the minimum down, so it never reads as 4.50:1', () => {
    // #767676 on white is 4.54:1 and passes; #777777 is 4.48:1 and must say so.
    const white = { ...PASSING, background: '#ffffff' };
    expect(contrastFailures({ ...white, textMuted: '#767676' })).toEqual([]);
    const [failure] = contrastFailures({ ...white, textMuted: '#777777' });
    expect(failure?.message).toContain('has contrast 4.47:1');
  });

  it('skips pairs with a missing or invalid colour, which other checks report', () => {
    expect(contrastFailures({ ...PASSING, text: 'nope', primary: undefined })).toEqual([]);
  });

  it('fails validate, at the text colour, for a brand with a low-contrast pair', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'wl-contrast-'));
    try {
      await cp('brands/lotus', join(dir, 'lotus'), { recursive: true });
      const file = join(dir, 'lotus', 'brand.json');
      const text = await readFile(file, 'utf8');
      await writeFile(file, text.replace('"primary": "#cf1b6b"', '"primary": "#e11d74"'));
      const problems = (await checkBrand(dir, 'lotus')).problems;
      expect(problems.length).toBeGreaterThan(0);
      expect(problems[0]).toMatchObject({ pointer: '/theme/colors/primary' });
      expect(problems[0]?.message).toMatch(
        /^theme: primary "#e11d74" on .* has contrast 4\.\d\d:1/,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
