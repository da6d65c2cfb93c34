import { describe, expect, it } from 'vitest';
import { checkBonusContact } from './bonus-contact.ts';

describe('the bonus prompt ID check', () => {
  it('accepts a WhatsApp number of 8 to 15 digits, trimmed', () => {
    expect(checkBonusContact('whatsapp', ' 84901234567 ')).toBe('84901234567');
    expect(checkBonusContact('whatsapp', '12345678')).toBe('12345678');
  });

  it('refuses WhatsApp numbers with signs, spaces or the wrong length', () => {
    for (const bad of [
      '',
      '1234567',
      '1'.repeat(16),
      '+84901234567',
      '849 0123 4567',
      'user.name',
    ]) {
      expect(checkBonusContact('whatsapp', bad)).toBeNull();
    }
  });

  it('accepts a Zalo number or username', () => {
    expect(checkBonusContact('zalo', '0901234567')).toBe('0901234567');
    expect(checkBonusContact('zalo', 'an.nguyen_88')).toBe('an.nguyen_88');
  });

  it('refuses Zalo IDs that are too short, too long or with other characters', () => {
    for (const bad of ['', '  ', 'ab', 'a'.repeat(33), 'bad id', 'tên']) {
      expect(checkBonusContact('zalo', bad)).toBeNull();
    }
  });
});
