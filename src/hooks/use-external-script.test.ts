import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useExternalScript } from './use-external-script';

const src = 'https://widget.example.com/chat.js';
const scripts = () => [...document.body.querySelectorAll('script')].filter((s) => s.src === src);

describe('useExternalScript', () => {
  it('appends an async script to the body while mounted', () => {
    const { unmount } = renderHook(() => useExternalScript(src));
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]?.async).toBe(true);
    expect(scripts()[0]?.parentElement).toBe(document.body);
    unmount();
    expect(scripts()).toHaveLength(0);
  });

  it('does nothing without a URL', () => {
    const before = document.querySelectorAll('script').length;
    renderHook(() => useExternalScript(undefined));
    expect(document.querySelectorAll('script')).toHaveLength(before);
  });
});
