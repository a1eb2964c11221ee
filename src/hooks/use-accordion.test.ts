import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAccordion } from './use-accordion';

describe('useAccordion', () => {
  it('opens the first item by default', () => {
    const { result } = renderHook(() => useAccordion());
    expect(result.current.openIndex).toBe(0);
    expect(result.current.isOpen(0)).toBe(true);
    expect(result.current.isOpen(1)).toBe(false);
  });

  it('keeps one item open at a time and closes the open item when toggled again', () => {
    const { result } = renderHook(() => useAccordion());
    act(() => result.current.toggle(2));
    expect(result.current.openIndex).toBe(2);
    expect(result.current.isOpen(0)).toBe(false);
    act(() => result.current.toggle(2));
    expect(result.current.openIndex).toBeNull();
  });

  it('can start with every item closed', () => {
    const { result } = renderHook(() => useAccordion(null));
    expect(result.current.openIndex).toBeNull();
  });
});
