import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { ResolvedLink } from '@/content/menu';
import { submenuEntries, useMenuStack } from './use-menu-stack';

const industries: ResolvedLink = {
  label: 'Industries',
  to: '/industries',
  children: [{ label: 'Retail', to: '/retail' }],
};
const services: ResolvedLink = {
  label: 'Services',
  to: '/service',
  children: [{ label: 'Web', to: '/web' }, industries, { label: 'All Services', to: '/service' }],
};
const root: ResolvedLink[] = [{ label: 'Home', to: '/' }, services];
const container = { current: null };

describe('submenuEntries', () => {
  it('keeps the children when one already links to the group’s page', () => {
    expect(submenuEntries(services)).toBe(services.children);
  });

  it('puts a link to the group’s own page first otherwise', () => {
    expect(submenuEntries(industries)).toEqual([
      { label: 'Industries', to: '/industries' },
      { label: 'Retail', to: '/retail' },
    ]);
  });
});

describe('useMenuStack', () => {
  it('walks into a submenu and a sub-submenu and back out', () => {
    const { result } = renderHook(() => useMenuStack(root, true, container));
    expect(result.current.current).toBeUndefined();
    expect(result.current.entries).toBe(root);

    act(() => result.current.enter(services));
    expect(result.current.current).toBe(services);
    expect(result.current.depth).toBe(1);

    act(() => result.current.enter(industries));
    expect(result.current.current).toBe(industries);
    expect(result.current.entries.map((e) => e.label)).toEqual(['Industries', 'Retail']);

    act(() => result.current.back());
    expect(result.current.current).toBe(services);
    act(() => result.current.back());
    expect(result.current.depth).toBe(0);
  });

  it('starts at the root every time the menu opens', () => {
    const { result, rerender } = renderHook(({ open }) => useMenuStack(root, open, container), {
      initialProps: { open: true },
    });
    act(() => result.current.enter(services));
    rerender({ open: false });
    expect(result.current.current).toBe(services);
    rerender({ open: true });
    expect(result.current.current).toBeUndefined();
  });
});
