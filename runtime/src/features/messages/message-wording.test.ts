import { describe, expect, it } from 'vitest';
import type { PlatformMessage } from '../../../../contract/messages.ts';
import { formatMoney } from '../../app/money.ts';
import en from '../../i18n/dictionaries/en.json';
import { translate, type Translate } from '../../i18n/i18n.tsx';
import { messageWording } from './message-wording.ts';

const t: Translate = (key, params) => translate(en, key, params);
const vnd = (minor: number) => formatMoney(minor, { code: 'VND', minorUnits: 0 }, 'vi-VN');

const message = (over: Partial<PlatformMessage>): PlatformMessage => ({
  id: 1,
  kind: 'DEPOSIT_ARRIVED',
  time: '2026-11-22T05:00:00.000Z',
  read: false,
  amount: null,
  subject: null,
  text: null,
  reference: null,
  ...over,
});

describe('message wording (spec §3 notifications)', () => {
  it('words a deposit arrival with its amount in the brand currency and its number', () => {
    const words = messageWording(t, message({ amount: 500_000, reference: 'D12' }), vnd);
    expect(words.title).toBe('Deposit arrived');
    expect(words.body).toBe(`Your deposit D12 of ${vnd(500_000)} has arrived in your main wallet.`);
    expect(words.body).toContain('500.000');
  });

  it("puts the operator's reason into a rejected withdrawal", () => {
    const words = messageWording(
      t,
      message({
        kind: 'WITHDRAWAL_REJECTED',
        amount: 20_000,
        reference: 'W3',
        text: 'name mismatch',
      }),
      vnd,
    );
    expect(words.body).toContain('W3');
    expect(words.body).toContain('name mismatch');
  });

  it('names the other account of a transfer', () => {
    const words = messageWording(
      t,
      message({ kind: 'TRANSFER_IN', amount: 1000, subject: 'agent01' }),
      vnd,
    );
    expect(words.body).toBe(`agent01 sent you ${vnd(1000)}.`);
  });

  it('shows mail as the operator wrote it, with a title when there is none', () => {
    expect(
      messageWording(t, message({ kind: 'MAIL', subject: 'Welcome', text: 'Hello!' }), vnd),
    ).toEqual({ title: 'Welcome', body: 'Hello!' });
    expect(messageWording(t, message({ kind: 'MAIL', text: 'Hi' }), vnd).title).toBe(
      en['message.MAIL.title'],
    );
  });

  it('has an English title and body for every kind, so no key ever shows', () => {
    for (const kind of [
      'DEPOSIT_ARRIVED',
      'DEPOSIT_FAILED',
      'WITHDRAWAL_APPROVED',
      'WITHDRAWAL_REJECTED',
      'TRANSFER_IN',
      'TRANSFER_OUT',
    ] as const) {
      const words = messageWording(
        t,
        message({ kind, amount: 1, subject: 'x', text: 'y', reference: 'z' }),
        vnd,
      );
      expect(words.title).not.toContain('message.');
      expect(words.body).not.toMatch(/\{\w+\}/);
    }
  });
});
