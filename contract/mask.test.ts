import { describe, expect, it } from 'vitest';
import { maskIfMobile, maskMobile } from './mask.ts';

describe('masks', () => {
  it('shows the first two and last two digits of a mobile number', () => {
    expect(maskMobile('0912345678')).toBe('09******78');
    expect(maskMobile('+84912345678')).toBe('+8********78');
    expect(maskMobile('123')).toBe('***');
  });

  it('masks an account name that is a phone number the same way, and leaves names alone', () => {
    expect(maskIfMobile('0912345678')).toBe(maskMobile('0912345678'));
    expect(maskIfMobile('+84912345678')).toBe('+8********78');
    expect(maskIfMobile('lan88')).toBe('lan88');
    expect(maskIfMobile('Trần Thị Bình')).toBe('Trần Thị Bình');
    expect(maskIfMobile('2024')).toBe('2024');
  });
});
