import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { setReducedMotion, setViewportWidth } from '@/test/browser-mocks';
import { useMediaQuery } from './use-media-query';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

describe('useMediaQuery', () => {
  it('follows the window as it is resized', () => {
    setViewportWidth(800);
    const { result } = renderHook(() => useMediaQuery('(min-width: 992px)'));
    expect(result.current).toBe(false);
    act(() => setViewportWidth(1200));
    expect(result.current).toBe(true);
  });
});

describe('usePrefersReducedMotion', () => {
  it('reports the visitor’s motion preference and its changes', () => {
    const { result } = renderHook(() => usePrefersReducedMotion());
    expect(result.current).toBe(false);
    act(() => setReducedMotion(true));
    expect(result.current).toBe(true);
  });
});
