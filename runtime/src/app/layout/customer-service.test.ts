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

  it('opens type 3 in a 440 by 500 popup', () => {
    const open = vi.fn();
    openCustomerServicePopup('https://vip.example/chat', { open });
    expect(open).toHaveBeenCalledWith(
      'https://vip.example/chat',
      'wl-customer-service',
      'popup=yes,width=440,height=500',
    );
  });
});
