// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineEndpoint } from '../../../../contract/endpoint.ts';
import { PlatformError } from '../../../../contract/errors.ts';
import { configureCall } from './call.ts';
import { clearQueries, invalidate, useQuery } from './query.ts';

const getThing = defineEndpoint({
  id: 'getThing',
  method: 'GET',
  path: '/wps/thing',
  token: true,
  encrypted: false,
  input: v.object({ id: v.string() }),
  value: v.object({ name: v.string() }),
  errors: [],
});

/** Answers each request with the next of `answers` (the last one repeats); counts requests. */
function answering(...answers: unknown[]) {
  const fetch = vi.fn(async () => {
    const answer = answers.length > 1 ? answers.shift() : answers[0];
    return new Response(JSON.stringify(answer), {
      headers: { 'content-type': 'application/json' },
    });
  });
  configureCall({ apiBase: 'http://site.test', merchant: 'AURORA01', language: 'EN', fetch });
  return fetch;
}

const named = (name: string) => ({ success: true, value: { name } });

afterEach(() => {
  cleanup();
  clearQueries();
  vi.restoreAllMocks();
});

describe('useQuery()', () => {
  it('shares one request and one answer between two readers of the same input', async () => {
    const fetch = answering(named('shared'));
    const { result } = renderHook(() => [
      useQuery(getThing, { id: '1' }),
      useQuery(getThing, { id: '1' }),
    ]);
    await waitFor(() => expect(result.current[1]?.value).toEqual({ name: 'shared' }));
    expect(result.current[0]?.value).toEqual({ name: 'shared' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('keeps the value through a reload and clears the last failure', async () => {
    const fetch = answering({ success: false, code: 'UNKNOWN', message: 'down' }, named('second'));
    const { result } = renderHook(() => useQuery(getThing, { id: '7' }));
    await waitFor(() => expect(result.current.failure).toBeInstanceOf(PlatformError));
    expect(result.current.loading).toBe(false);
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.value).toEqual({ name: 'second' }));
    expect(result.current.failure).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('never shows NOT_LOGGED_IN as a failure', async () => {
    answering({ success: false, code: 'NOT_LOGGED_IN', message: 'expired' });
    const { result } = renderHook(() => useQuery(getThing, { id: '7' }));
    await waitFor(() => expect(result.current.loading).toBe(true));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(result.current.failure).toBeNull();
  });

  it('re-reads what carries an invalidated tag and leaves the rest alone', async () => {
    const fetch = answering(named('before'), named('other'), named('after'));
    const { result } = renderHook(() => ({
      balance: useQuery(getThing, { id: 'balance' }, { tags: ['balance'] }),
      other: useQuery(getThing, { id: 'other' }, { tags: ['unread'] }),
    }));
    await waitFor(() => expect(result.current.other.value).toEqual({ name: 'other' }));
    act(() => invalidate('balance'));
    await waitFor(() => expect(result.current.balance.value).toEqual({ name: 'after' }));
    expect(result.current.other.value).toEqual({ name: 'other' });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('keeps the last input’s answer on screen while a new input loads', async () => {
    answering(named('page 1'), named('page 2'));
    const { result, rerender } = renderHook(({ id }) => useQuery(getThing, { id }), {
      initialProps: { id: '1' },
    });
    await waitFor(() => expect(result.current.value).toEqual({ name: 'page 1' }));
    rerender({ id: '2' });
    expect(result.current.value).toEqual({ name: 'page 1' });
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.value).toEqual({ name: 'page 2' }));
  });

  it('does not read while disabled', async () => {
    const fetch = answering(named('late'));
    const { result, rerender } = renderHook(
      ({ enabled }) => useQuery(getThing, { id: '1' }, { enabled }),
      { initialProps: { enabled: false } },
    );
    expect(result.current.loading).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
    rerender({ enabled: true });
    await waitFor(() => expect(result.current.value).toEqual({ name: 'late' }));
  });

  it('lets the page set the value it learnt from its own action', async () => {
    answering(named('first'));
    const { result } = renderHook(() => useQuery(getThing, { id: '7' }));
    await waitFor(() => expect(result.current.value).toEqual({ name: 'first' }));
    act(() => result.current.setValue({ name: 'mine' }));
    expect(result.current.value).toEqual({ name: 'mine' });
  });

  it('forgets a session’s answers when the session changes and reads again', async () => {
    const fetch = answering(named('alice'), named('bob'));
    const { result } = renderHook(() => useQuery(getThing, { id: 'me' }));
    await waitFor(() => expect(result.current.value).toEqual({ name: 'alice' }));
    act(() => clearQueries());
    expect(result.current.value).toBeNull();
    await waitFor(() => expect(result.current.value).toEqual({ name: 'bob' }));
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('re-reads on a timer while shown, not while the tab is hidden', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const fetch = answering(named('tick'));
      renderHook(() => useQuery(getThing, { id: 't' }, { refreshMs: 1000, pauseWhenHidden: true }));
      await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1000);
      });
      expect(fetch).toHaveBeenCalledTimes(2);
      const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
      await act(async () => {
        await vi.advanceTimersByTimeAsync(3000);
      });
      expect(fetch).toHaveBeenCalledTimes(2);
      visibility.mockReturnValue('visible');
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
      await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    } finally {
      vi.useRealTimers();
    }
  });
});
