import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { methodName, methodNameKey } from './method-name.ts';

const DICTIONARIES = join(import.meta.dirname, '../../i18n/dictionaries');
const dictionaries = readdirSync(DICTIONARIES)
  .filter((file) => file.endsWith('.json'))
  .map((file) => ({
    language: file.slice(0, -'.json'.length),
    strings: JSON.parse(readFileSync(join(DICTIONARIES, file), 'utf8')) as Record<string, string>,
  }));
// Every method code the demo brands' seeds use.
const CODES = ['bank', 'ewallet', 'qr', 'momo', 'vietqr'];

describe('deposit method names', () => {
  it('name every method of the demo brands in every language', () => {
    expect(dictionaries).toHaveLength(17);
    for (const { language, strings } of dictionaries) {
      for (const code of CODES) {
        const key = methodNameKey(code);
        expect(key, code).toBeDefined();
        expect(strings[key ?? ''], `${language} ${code}`).toBeTruthy();
      }
    }
  });

  it('translate the generic names: online banking is not English in Thai, Chinese or Urdu', () => {
    const bank = (language: string) =>
      dictionaries.find((d) => d.language === language)?.strings['depositMethod.bank'];
    for (const language of ['th', 'cn', 'tw', 'ur', 'vi', 'ja', 'ko']) {
      expect(bank(language)).not.toBe(bank('en'));
    }
  });

  it('give one name per method: the tile and the records read the same key', () => {
    const t = (key: string) => `«${key}»`;
    expect(methodName(t, 'bank', 'Online banking')).toBe('«depositMethod.bank»');
    // A code no dictionary names yet keeps the operator's name rather than showing a key.
    expect(methodName(t, 'gcash', 'GCash')).toBe('GCash');
    expect(methodName(t, 'toString', 'X')).toBe('X');
  });
});
