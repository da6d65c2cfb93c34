// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlatformError } from '../../../../contract/errors.ts';
import { useSend } from './use-send.ts';

afterEach(cleanup);

describe('useSend()', () => {
  it('is busy while the work runs and settles without an error when it succeeds', async () => {
    const { result } = renderHook(() => useSend());
    const settle = vi.fn();
    let finish = () => {};
    let sent: Promise<void> = Promise.resolve();
    act(() => {
      sent = result.current.send(() => new Promise<void>((r) => (finish = r)), settle);
    });
    expect(result.current.busy).toBe(true);
    await act(async () => {
      finish();
      await sent;
    });
    expect(result.current.busy).toBe(false);
    expect(result.current.failure).toBeNull();
    expect(settle).toHaveBeenCalledWith();
  });

  it('shows a refusal as the failure and hands it to settle', async () => {
    const { result } = renderHook(() => useSend());
    const settle = vi.fn();
    const refusal = new PlatformError('INSUFFICIENT_FUNDS');
    await act(() => result.current.send(() => Promise.reject(refusal), settle));
    expect(result.current.failure).toBe(refusal);
    expect(settle).toHaveBeenCalledWith(refusal);
    expect(result.current.busy).toBe(false);
  });

  it('leaves NOT_LOGGED_IN to the session hook instead of showing a failure', async () => {
    const { result } = renderHook(() => useSend());
    await act(() => result.current.send(() => Promise.reject(new PlatformError('NOT_LOGGED_IN'))));
    expect(result.current.failure).toBeNull();
  });
});
