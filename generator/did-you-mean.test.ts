import { describe, expect, it } from 'vitest';
import { closest, editDistance } from './did-you-mean.ts';

describe('did you mean', () => {
  it('counts single edits', () => {
    expect(editDistance('colours', 'colors')).toBe(1);
    expect(editDistance('abc', 'abc')).toBe(0);
  });

  it('suggests the nearest key for a typo', () => {
    expect(closest('defaultLanguge', ['languages', 'defaultLanguage', 'name'])).toBe(
      'defaultLanguage',
    );
  });

  it('ignores case when comparing', () => {
    expect(closest('MerchantCode', ['merchantCode', 'name'])).toBe('merchantCode');
  });

  it('suggests nothing when no candidate is plausible', () => {
    expect(closest('banana', ['theme', 'seo'])).toBeUndefined();
  });
});
