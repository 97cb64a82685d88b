import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedWrite } from './useDebouncedWrite';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useDebouncedWrite', () => {
  it('writes the last value once the calls pause', () => {
    const write = vi.fn();
    const { result } = renderHook(() => useDebouncedWrite(write, 300));
    act(() => {
      result.current.schedule('c');
      vi.advanceTimersByTime(200);
      result.current.schedule('ca');
      vi.advanceTimersByTime(299);
    });
    expect(write).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(write).toHaveBeenCalledTimes(1);
    expect(write).toHaveBeenCalledWith('ca');
  });

  it('calls the write of the latest render', () => {
    const first = vi.fn();
    const latest = vi.fn();
    const { result, rerender } = renderHook(({ write }) => useDebouncedWrite(write, 300), { initialProps: { write: first } });
    act(() => result.current.schedule('x'));
    rerender({ write: latest });
    act(() => vi.advanceTimersByTime(300));
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledWith('x');
  });

  it('writes nothing once cancelled, or after unmount', () => {
    const write = vi.fn();
    const { result, unmount } = renderHook(() => useDebouncedWrite(write, 300));
    act(() => {
      result.current.schedule('a');
      result.current.cancel();
      vi.advanceTimersByTime(300);
    });
    act(() => result.current.schedule('b'));
    unmount();
    vi.advanceTimersByTime(300);
    expect(write).not.toHaveBeenCalled();
  });
});
