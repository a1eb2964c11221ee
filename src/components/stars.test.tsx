import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '@/test/render';
import { Stars } from './stars';

const filledStars = (group: HTMLElement) => [...group.querySelectorAll('path')].filter((path) => path.getAttribute('fill') === 'currentColor').length;

describe('Stars', () => {
  it('reads as one image with the rating, and fills that many of five stars', () => {
    renderWithSite(<Stars rating={4} />);
    const stars = screen.getByRole('img', { name: 'Rated 4 out of 5' });
    expect(stars.querySelectorAll('svg')).toHaveLength(5);
    expect(filledStars(stars)).toBe(4);
  });

  it('keeps the rating within 0 and the maximum', () => {
    renderWithSite(<Stars rating={9} max={5} />);
    expect(filledStars(screen.getByRole('img', { name: 'Rated 5 out of 5' }))).toBe(5);
  });
});
