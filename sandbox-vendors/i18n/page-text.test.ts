import { describe, expect, it } from 'vitest';
import { EN, type TextKey } from './texts/en.ts';
import {
  htmlLang,
  isRtl,
  namesOf,
  pageText,
  placeholdersOf,
  TEXTS,
  VENDOR_LANGUAGES,
  vendorLanguage,
} from './page-text.ts';

const KEYS = Object.keys(EN) as TextKey[];

describe('vendor page texts', () => {
  it('has the 17 languages of the product', () => {
    expect([...VENDOR_LANGUAGES].sort()).toEqual([
      'CN',
      'EN',
      'ES',
      'HI',
      'ID',
      'JA',
      'KM',
      'KO',
      'MS',
      'MY',
      'PT',
      'TA',
      'TH',
      'TL',
      'TW',
      'UR',
      'VI',
    ]);
  });

  it.each(VENDOR_LANGUAGES)(
    'gives %s every key, non-empty, with the placeholders of English',
    (language) => {
      const texts: Record<string, string> = TEXTS[language];
      expect(Object.keys(texts).sort()).toEqual([...KEYS].sort());
      for (const key of KEYS) {
        const text = texts[key] ?? '';
        expect(text.trim(), `${language} ${key}`).not.toBe('');
        expect(placeholdersOf(text), `${language} ${key}`).toEqual(placeholdersOf(EN[key]));
      }
    },
  );

  it('translates the words a player reads most instead of copying English', () => {
    for (const language of VENDOR_LANGUAGES) {
      if (language === 'EN') continue;
      const same = (
        ['balance', 'deal', 'hold', 'noWin', 'fair.title', 'error.insufficientFunds'] as const
      ).filter((key) => TEXTS[language][key] === EN[key]);
      expect(same, language).toEqual([]);
    }
  });

  it('fills placeholders and leaves an unknown mark as written', () => {
    expect(pageText('EN', 'youWin', { amount: '$5.00' })).toBe('You win $5.00');
    expect(pageText('TH', 'players', { count: 4 })).toBe('ผู้เล่น 4 คน');
    expect(pageText('EN', 'players')).toBe('{count} players');
  });

  it('falls back to English for a language it does not know', () => {
    expect(pageText('XX', 'deal')).toBe('Deal');
    expect(pageText('', 'lobby')).toBe('Lobby');
    expect(vendorLanguage(undefined)).toBe('EN');
  });

  it('reads codes in any case and the html tags of the page shell', () => {
    expect(vendorLanguage('th')).toBe('TH');
    expect(vendorLanguage('zh')).toBe('CN');
    expect(vendorLanguage('zh-Hant')).toBe('TW');
    expect(vendorLanguage('fil')).toBe('TL');
    expect(htmlLang('TW')).toBe('zh-Hant');
    expect(htmlLang('TL')).toBe('fil');
  });

  it('writes Urdu right to left and nothing else', () => {
    expect(isRtl('UR')).toBe(true);
    expect(isRtl('ur')).toBe(true);
    expect(VENDOR_LANGUAGES.filter((l) => isRtl(l))).toEqual(['UR']);
  });

  it('names a game in every language for the catalogue', () => {
    const names = namesOf('game.harbor-poker');
    expect(Object.keys(names)).toHaveLength(17);
    expect(names.EN).toBe('Harbor Poker');
    expect(names.UR).toBe('ہاربر پوکر');
  });
});
