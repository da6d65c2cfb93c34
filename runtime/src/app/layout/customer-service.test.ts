import { describe, expect, it, vi } from 'vitest';
import { customerServiceEntry, openCustomerServicePopup } from './customer-service.ts';

const entries = [
  { type: 1, path: 'https://cs.example/chat' },
  { type: 3, path: 'https://vip.example/chat' },
];

describe('the customer-service entry', () => {
  it('is the first entry for everyone without the vipcs label', () => {
    expect(customerServiceEntry(entries)).toEqual(entries[0]);
    expect(customerServiceEntry(entries, ['gold'])).toEqual(entries[0]);
  });

  it('is the second entry for members labelled vipcs', () => {
    expect(customerServiceEntry(entries, ['vipcs'])).toEqual(entries[1]);
  });

  it('falls back to the first entry when a vipcs member has no second one', () => {
    expect(customerServiceEntry(entries.slice(0, 1), ['vipcs'])).toEqual(entries[0]);
  });

  it('is absent when the platform lists none', () => {
    expect(customerServiceEntry([])).toBeUndefined();
  });

  it('counts an entry whose path is not https, http, tel or mailto as absent', () => {
    for (const path of [
      'javascript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      '/relative/chat',
      '',
    ]) {
      expect(customerServiceEntry([{ type: 1, path }]), path).toBeUndefined();
      expect(
        customerServiceEntry(
          [
            { type: 1, path: 'https://cs.example' },
            { type: 3, path },
          ],
          ['vipcs'],
        ),
        path,
      ).toBeUndefined();
    }
    for (const path of ['HTTPS://cs.example', 'tel:+84912345678', 'mailto:help@example.com']) {
      expect(customerServiceEntry([{ type: 1, path }])?.path).toBe(path);
    }
  });

  it('never opens a popup on a path that is not safe, even one decrypted late', () => {
    const open = vi.fn();
    openCustomerServicePopup('javascript:alert(document.cookie)', { open });
    openCustomerServicePopup('data:text/html,<b>x</b>', { open });
    expect(open).not.toHaveBeenCalled();
  });

  it('opens type 3 in a 440 by 500 popup that cannot reach back through its opener', () => {
    const open = vi.fn();
    openCustomerServicePopup('https://vip.example/chat', { open });
    expect(open).toHaveBeenCalledWith(
      'https://vip.example/chat',
      'wl-customer-service',
      'popup=yes,width=440,height=500,noopener',
    );
  });
});
