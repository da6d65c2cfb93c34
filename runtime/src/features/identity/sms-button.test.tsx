// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PlatformError } from '../../../../contract/errors.ts';
import en from '../../i18n/dictionaries/en.json';
import { I18nProvider } from '../../i18n/i18n.tsx';
import { SmsButton } from './sms-button.tsx';

function renderButton(send: () => Promise<boolean>) {
  render(
    <I18nProvider language="EN" dictionary={en} persist={false}>
      <SmsButton send={send} />
    </I18nProvider>,
  );
  return () => screen.getByTestId('sms-send') as HTMLButtonElement;
}

/** Lets the pending promise of a send settle inside act(). */
const settle = () => act(async () => undefined);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-22T06:00:00Z'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the SMS code button (spec §4)', () => {
  it('goes ready → loading → counts down from 60 to 1 → ready', async () => {
    let resolve!: (sent: boolean) => void;
    const button = renderButton(() => new Promise((r) => (resolve = r)));
    expect(button().dataset.state).toBe('ready');
    expect(button().textContent).toBe(en['sms.send']);

    fireEvent.click(button());
    expect(button().dataset.state).toBe('loading');
    expect(button().disabled).toBe(true);
    expect(button().textContent).toBe(en['sms.sending']);

    resolve(true);
    await settle();
    expect(button().dataset.state).toBe('countdown');
    expect(button().textContent).toBe('Code sent, 60 s');
    for (let left = 59; left >= 1; left--) {
      act(() => vi.advanceTimersByTime(1000));
      expect(button().textContent).toBe(`Code sent, ${left} s`);
    }
    act(() => vi.advanceTimersByTime(1000));
    expect(button().dataset.state).toBe('ready');
    expect(button().disabled).toBe(false);
  });

  it('goes back to ready and shows the reason in a warning when the send fails', async () => {
    const button = renderButton(() => Promise.reject(new PlatformError('SMS_QUOTA_EXCEEDED')));
    fireEvent.click(button());
    await settle();
    expect(button().dataset.state).toBe('ready');
    expect(screen.getByTestId('notice-dialog').textContent).toContain(
      en['error.SMS_QUOTA_EXCEEDED'],
    );
  });

  it('says how long to wait when the platform throttles the resend', async () => {
    const button = renderButton(() =>
      Promise.reject(new PlatformError('TOO_MANY_REQUESTS', { value: { retryAfter: 42 } })),
    );
    fireEvent.click(button());
    await settle();
    expect(screen.getByTestId('notice-dialog').textContent).toContain(
      'Please wait 42 s before asking for another code.',
    );
  });

  it('stays ready without sending when the number did not pass validation', async () => {
    const send = vi.fn(() => Promise.resolve(false));
    const button = renderButton(send);
    fireEvent.click(button());
    await settle();
    expect(send).toHaveBeenCalledTimes(1);
    expect(button().dataset.state).toBe('ready');
  });

  it('ignores a second click within one second', async () => {
    const send = vi.fn(() => Promise.resolve(false));
    const button = renderButton(send);
    fireEvent.click(button());
    await settle();
    act(() => vi.advanceTimersByTime(400));
    fireEvent.click(button());
    await settle();
    expect(send).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(700));
    fireEvent.click(button());
    await settle();
    expect(send).toHaveBeenCalledTimes(2);
  });
});
