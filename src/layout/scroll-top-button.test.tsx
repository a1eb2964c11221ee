import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithSite } from '@/test/render';
import { setReducedMotion } from '@/test/browser-mocks';
import { ScrollTopButton } from './scroll-top-button';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: y });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('ScrollTopButton', () => {
  it('is absent until the page is scrolled more than 700 px', () => {
    renderWithSite(<ScrollTopButton />);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    scrollTo(700);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    scrollTo(701);
    expect(screen.getByRole('button', { name: 'Scroll to top' })).toBeInTheDocument();
    scrollTo(100);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
  });

  it('scrolls smoothly to the top', async () => {
    const scroll = vi.spyOn(window, 'scrollTo');
    renderWithSite(<ScrollTopButton />);
    scrollTo(2000);
    await userEvent.click(screen.getByRole('button', { name: 'Scroll to top' }));
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    scroll.mockRestore();
  });

  it('jumps without animation when the visitor prefers reduced motion', async () => {
    setReducedMotion(true);
    const scroll = vi.spyOn(window, 'scrollTo');
    renderWithSite(<ScrollTopButton />);
    scrollTo(2000);
    await userEvent.click(screen.getByRole('button', { name: 'Scroll to top' }));
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
    scroll.mockRestore();
  });
});
