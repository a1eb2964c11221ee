import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useCoveredByPreloader, usePreloader } from './use-preloader';

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

describe('useCoveredByPreloader', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is true while a preloader shows and false once it has gone, or where there is none', () => {
    const covered = renderHook(() => useCoveredByPreloader());
    expect(covered.result.current).toBe(false);
    const preloader = renderHook(() => usePreloader(700));
    expect(covered.result.current).toBe(true);
    act(() => vi.advanceTimersByTime(700));
    expect(covered.result.current).toBe(false);
    preloader.unmount();
    expect(covered.result.current).toBe(false);
  });

  it('is false again when a showing preloader is unmounted', () => {
    const covered = renderHook(() => useCoveredByPreloader());
    const preloader = renderHook(() => usePreloader(700));
    expect(covered.result.current).toBe(true);
    preloader.unmount();
    expect(covered.result.current).toBe(false);
  });
});
