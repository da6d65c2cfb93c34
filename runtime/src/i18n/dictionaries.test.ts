import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, errorMessageKey } from '../../../contract/errors.ts';
import { LANGUAGES, LANGUAGE_CODES } from '../../../contract/languages.ts';

const DIR = new URL('./dictionaries/', import.meta.url);
const read = (name: string) =>
  JSON.parse(readFileSync(new URL(`${name}.json`, DIR), 'utf8')) as Record<string, string>;
const files = readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.replace(/\.json$/, ''));
const en = read('en');
const params = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Keys whose English text is a name or a code and so may read the same in every language. */
const SAME_EVERYWHERE = new Set([
  'footer.ios',
  'footer.iosLite',
  'footer.android',
  'side.skype',
  'side.facebook',
  'boot.errorCode',
  // Only placeholders and a slash, no words: "{used} / {limit}" reads the same in every script.
  'withdraw.countOf',
  // Only the placeholder "{text}": the operator's own mail text, shown as written.
  'message.MAIL.body',
]);

/** Words English shares with one language: "Menu" is also the Indonesian, Malay, Portuguese, Tagalog and Vietnamese word. */
const SAME_IN: Readonly<Record<string, readonly string[]>> = {
  'menu.open': ['id', 'ms', 'pt', 'tl', 'vi'],
  'menu.title': ['id', 'ms', 'pt', 'tl', 'vi'],
  // Tennis says "set" in Spanish and Vietnamese too.
  'sports.clock.set': ['es', 'vi'],
};

describe('the language table', () => {
  it('covers all 18 language codes of spec §9', () => {
    expect(LANGUAGE_CODES.sort()).toEqual(
      [
        'CN',
        'EN',
        'JA',
        'TH',
        'VI',
        'MY',
        'ES',
        'HI',
        'ID',
        'KM',
        'KO',
        'KR',
        'MS',
        'PT',
        'TA',
        'TW',
        'TY',
        'UR',
      ].sort(),
    );
  });

  it('has a dictionary file for every language and no file without a language', () => {
    const used = new Set(Object.values(LANGUAGES).map((l) => l.dictionary));
    expect([...used].sort()).toEqual([...files].sort());
  });

  it('writes Urdu right to left and everything else left to right', () => {
    for (const code of LANGUAGE_CODES) {
      expect(LANGUAGES[code].dir).toBe(code === 'UR' ? 'rtl' : 'ltr');
    }
  });
});

describe('the English dictionary', () => {
  it('has a message for every error code of the catalogue', () => {
    for (const code of ERROR_CODES) expect(en[errorMessageKey(code)], code).toBeTruthy();
  });

  it('has no error key the catalogue does not know', () => {
    const known = new Set<string>(ERROR_CODES.map(errorMessageKey));
    const errorKeys = Object.keys(en).filter((k) => k.startsWith('error.'));
    expect(errorKeys.filter((k) => !known.has(k))).toEqual([]);
  });
});

describe.each(files)('the %s dictionary file', (name) => {
  it('writes every key once (JSON.parse would silently keep the last)', () => {
    const text = readFileSync(new URL(`${name}.json`, DIR), 'utf8');
    const keys = [...text.matchAll(/^\s*"([^"]+)":/gm)].map((m) => m[1]);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });
});

describe.each(files.filter((f) => f !== 'en'))('the %s dictionary', (name) => {
  const dictionary = read(name);

  it('has exactly the keys of English', () => {
    const missing = Object.keys(en).filter((k) => !(k in dictionary));
    const extra = Object.keys(dictionary).filter((k) => !(k in en));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it('uses the same {params} as English in every message', () => {
    const mismatched = Object.keys(en).filter(
      (k) => k in dictionary && params(en[k] ?? '').join() !== params(dictionary[k] ?? '').join(),
    );
    expect(mismatched).toEqual([]);
  });

  it('has no empty message and no English left untranslated', () => {
    const empty = Object.keys(dictionary).filter((k) => !dictionary[k]?.trim());
    const untranslated = Object.keys(en).filter(
      (k) => !SAME_EVERYWHERE.has(k) && !SAME_IN[k]?.includes(name) && dictionary[k] === en[k],
    );
    expect({ empty, untranslated }).toEqual({ empty: [], untranslated: [] });
  });
});
