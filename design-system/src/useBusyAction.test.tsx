import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { failureText, useBusyAction } from './useBusyAction';

afterEach(cleanup);

describe('useBusyAction', () => {
  it('is busy while the action runs and resolves true when it succeeds', async () => {
    const { result } = renderHook(() => useBusyAction());
    let finish = () => {};
    let done: Promise<boolean> = Promise.resolve(false);
    act(() => {
      done = result.current.run(() => new Promise<void>((resolve) => (finish = resolve)));
    });
    expect(result.current.busy).toBe(true);
    await act(async () => {
      finish();
      expect(await done).toBe(true);
    });
    expect(result.current.busy).toBe(false);
    expect(result.current.error).toBeNull();
  });

  it('keeps the failure text until the next run, and resolves false', async () => {
    const { result } = renderHook(() => useBusyAction());
    await act(async () => {
      expect(await result.current.run(() => Promise.reject(new Error('Refused by the API')))).toBe(false);
    });
    expect(result.current).toMatchObject({ busy: false, error: 'Refused by the API' });
    await act(async () => {
      await result.current.run(() => Promise.resolve());
    });
    expect(result.current.error).toBeNull();
  });

  it('words a thrown non-Error as text', () => {
    expect(failureText('offline')).toBe('offline');
    expect(failureText(new Error('Bad key'))).toBe('Bad key');
  });
});
