import { describe, expect, it } from 'vitest';
import { amountText, formatMoney, parseAmount } from './money.ts';

const USD = { code: 'USD', minorUnits: 2 };
const VND = { code: 'VND', minorUnits: 0 };

describe('money', () => {
  it('formats minor units in the currency and the language locale', () => {
    expect(formatMoney(123450, USD, 'en')).toBe('$1,234.50');
    expect(formatMoney(1500000, VND, 'vi-VN')).toMatch(/^1\.500\.000\s₫$/u);
  });

  it('shows one currency sign per brand whatever the language, Urdu included', () => {
    const signs = ['en', 'th-TH', 'zh-CN', 'vi-VN', 'ur-PK', 'ko-KR'].map((locale) =>
      formatMoney(123450, USD, locale).replace(
        /[\d\s.,\u066b\u066c\u200e\u200f\u061c\u2066\u2069-]/gu,
        '',
      ),
    );
    expect(new Set(signs)).toEqual(new Set(['$']));
    expect(formatMoney(123450, USD, 'ur-PK')).toContain('1,234.50');
    expect(formatMoney(1500000, VND, 'en')).toBe('₫1,500,000');
    expect(formatMoney(1500000, VND, 'ur-PK')).toContain('₫');
  });

  it('isolates an amount left to right in Urdu, so "$" stays before the number', () => {
    expect(formatMoney(0, USD, 'ur-PK')).toBe('\u2066$0.00\u2069');
    expect(formatMoney(0, USD, 'en')).toBe('$0.00');
  });

  it('reads what a member typed exactly, and refuses what is not an amount', () => {
    expect(parseAmount('1,000.5', USD)).toBe(100050);
    expect(parseAmount('12.345', USD)).toBeNull();
    expect(parseAmount('-5', USD)).toBeNull();
    expect(amountText(1250, USD)).toBe('12.50');
  });
});
