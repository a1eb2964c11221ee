import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { usePreloader } from './use-preloader';

describe('usePreloader', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is visible at first and hidden once the duration has passed', () => {
    const { result } = renderHook(() => usePreloader(700));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(699));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(false);
  });

  it('clears its timer when unmounted early', () => {
    const { unmount } = renderHook(() => usePreloader(700));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
