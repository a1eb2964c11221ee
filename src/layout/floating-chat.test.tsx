import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithSite } from '@/test/render';
import { FloatingChat } from './floating-chat';

describe('FloatingChat', () => {
  it('links to the chat with the greeting, in a new tab, named for screen readers', () => {
    renderWithSite(<FloatingChat />);
    const link = screen.getByRole('link', { name: 'Chat with us on WhatsApp (opens in a new tab)' });
    expect(link).toHaveAttribute(
      'href',
      'https://wa.me/915624002008?text=Hello%20Yamuna%20Softworks%2C%20I%20would%20like%20to%20discuss%20a%20software%20project.',
    );
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('is a 60 px button fixed at the bottom left', () => {
    renderWithSite(<FloatingChat />);
    const link = screen.getByRole('link');
    expect(link).toHaveStyle({ position: 'fixed', width: '60px', height: '60px' });
    const style = getComputedStyle(link);
    expect(style.left).not.toBe('');
    expect(style.bottom).not.toBe('');
    // not anchored right: an inset nothing sets computes to auto
    expect(style.right).toBe('auto');
  });
});
