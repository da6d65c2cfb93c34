// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineEndpoint } from '../../../../contract/endpoint.ts';
import { PlatformError } from '../../../../contract/errors.ts';
import { SESSION_EXPIRED_EVENT } from '../session.ts';
import { configureCall } from './call.ts';
import { useCall } from './use-call.ts';

const getThing = defineEndpoint({
  id: 'getThing',
  method: 'GET',
  path: '/wps/thing',
  token: false,
  encrypted: false,
  input: v.object({ id: v.string() }),
  value: v.object({ name: v.string() }),
  errors: [],
});

/** Answers each request with the next of `answers`; counts the requests. */
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

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('useCall()', () => {
  it('reads once, keeps the value through a reload and clears the last failure', async () => {
    const fetch = answering(
      { success: false, code: 'UNKNOWN', message: 'down' },
      { success: true, value: { name: 'second' } },
    );
    const { result, rerender } = renderHook(() => useCall(getThing, { id: '7' }));
    await waitFor(() => expect(result.current.failure).toBeInstanceOf(PlatformError));
    rerender();
    expect(fetch).toHaveBeenCalledTimes(1);

    act(() => result.current.reload());
    await waitFor(() => expect(result.current.value).toEqual({ name: 'second' }));
    expect(result.current.failure).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('lets the page set the value it learnt from its own action', async () => {
    answering({ success: true, value: { name: 'first' } });
    const { result } = renderHook(() => useCall(getThing, { id: '7' }));
    await waitFor(() => expect(result.current.value).toEqual({ name: 'first' }));
    act(() => result.current.setValue({ name: 'mine' }));
    expect(result.current.value).toEqual({ name: 'mine' });
  });

  it('ends the session on NOT_LOGGED_IN instead of showing a failure', async () => {
    answering({ success: false, code: 'NOT_LOGGED_IN', message: 'expired' });
    const expired = vi.fn();
    globalThis.addEventListener(SESSION_EXPIRED_EVENT, expired);
    const { result } = renderHook(() => useCall(getThing, { id: '7' }));
    await waitFor(() => expect(expired).toHaveBeenCalled());
    globalThis.removeEventListener(SESSION_EXPIRED_EVENT, expired);
    expect(result.current.failure).toBeNull();
  });
});
