import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderWithSite } from '@/test/render';
import { siteWith } from '@/test/site-copy';
import { Preloader } from './preloader';

describe('Preloader', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('covers the page on first render, hidden from assistive technology', () => {
    renderWithSite(<Preloader />);
    const overlay = screen.getByTestId('preloader');
    expect(overlay).toHaveAttribute('data-state', 'visible');
    expect(overlay).toHaveAttribute('aria-hidden', 'true');
  });

  it('hides after settings.ui.preloaderMs (700 ms)', () => {
    renderWithSite(<Preloader />);
    act(() => vi.advanceTimersByTime(699));
    expect(screen.getByTestId('preloader')).toHaveAttribute('data-state', 'visible');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('preloader')).toHaveAttribute('data-state', 'hidden');
  });

  it('follows the duration in site.json', () => {
    renderWithSite(<Preloader />, { site: siteWith((s) => void (s.settings.ui.preloaderMs = 1500)) });
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('preloader')).toHaveAttribute('data-state', 'visible');
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByTestId('preloader')).toHaveAttribute('data-state', 'hidden');
  });
});
