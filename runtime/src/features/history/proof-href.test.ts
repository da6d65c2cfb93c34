import { describe, expect, it } from 'vitest';
import { proofHref } from './proof-href.ts';

describe('the proof link of a bet', () => {
  it('keeps a web address as the vendor sent it', () => {
    expect(proofHref('https://nova.test/verify?round=7', 'https://api.test')).toBe(
      'https://nova.test/verify?round=7',
    );
  });

  it('puts a platform path beside the API, or on this origin when the API is here', () => {
    expect(proofHref('/sandbox/vendors/NOVA/verify?r=1', 'https://api.test/')).toBe(
      'https://api.test/sandbox/vendors/NOVA/verify?r=1',
    );
    expect(proofHref('/sandbox/vendors/NOVA/verify?r=1', '')).toBe(
      '/sandbox/vendors/NOVA/verify?r=1',
    );
  });

  it('refuses script, data, protocol-relative and bare addresses', () => {
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<b>x</b>',
      '//evil.test/x',
      'verify?r=1',
    ]) {
      expect(proofHref(url, 'https://api.test'), url).toBeNull();
    }
  });
});
