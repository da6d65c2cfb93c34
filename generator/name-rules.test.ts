import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ValidationRule } from '../contract/validation.ts';
import { refusedSample } from './name-rules.ts';
import { SAMPLE_NAMES } from './sample-names.ts';
import { checkBrand, checkBrands, listBrandIds } from './validate.ts';

const LATIN_ONLY: ValidationRule = {
  patternId: 12,
  acceptedPattern: '^(?=(.*[A-Za-z]){2})[A-Za-z ]+$',
  minLength: 2,
  maxLength: 40,
};
const ANY_SCRIPT: ValidationRule = {
  ...LATIN_ONLY,
  acceptedPattern: '^(?=(?:.*\\p{L}){2})[\\p{L}\\p{M} ]+$',
};

describe('real-name rules and the default language', () => {
  it('finds the Vietnamese, Thai, Chinese and Urdu names a Latin-only rule refuses', () => {
    expect(refusedSample(LATIN_ONLY, 'VI')).toBe('Trần Thị Bình');
    expect(refusedSample(LATIN_ONLY, 'TH')).toBe('สมชาย ใจดี');
    expect(refusedSample(LATIN_ONLY, 'CN')).toBe('王小明');
    expect(refusedSample(LATIN_ONLY, 'UR')).toBe('محمد علی');
    expect(refusedSample(LATIN_ONLY, 'EN')).toBeUndefined();
  });

  it('accepts every sample name of every language with a letters-and-marks rule', () => {
    for (const [language, names] of Object.entries(SAMPLE_NAMES)) {
      for (const name of names) {
        expect(refusedSample({ ...ANY_SCRIPT }, language), `${language} ${name}`).toBeUndefined();
      }
    }
  });

  it('gives the demo brands no warning', async () => {
    const checks = await checkBrands('brands', await listBrandIds('brands'));
    for (const c of checks) expect(c.warnings, c.id).toEqual([]);
  });

  it('warns, in one sentence naming rule, language and name, without failing the brand', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'wl-names-'));
    try {
      await cp('brands/lotus', join(dir, 'lotus'), { recursive: true });
      const file = join(dir, 'lotus', 'platform.json');
      const text = await readFile(file, 'utf8');
      const latin = JSON.stringify(LATIN_ONLY.acceptedPattern);
      await writeFile(file, text.replace(JSON.stringify(ANY_SCRIPT.acceptedPattern), latin));
      const check = await checkBrand(dir, 'lotus');
      expect(check.problems).toEqual([]);
      expect(check.brand).toBeDefined();
      expect(check.warnings).toHaveLength(1);
      expect(check.warnings[0]).toMatchObject({
        pointer: '/register/rules/payeeName/acceptedPattern',
        message:
          'the real-name rule (payeeName) refuses the Vietnamese name "Trần Thị Bình", and Vietnamese is the brand\'s default language.',
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
