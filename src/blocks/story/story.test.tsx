import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '@/test/render';
import { Story } from './story';
import { fixture } from './story.fixture';

describe('Story', () => {
  it('is a section named by its h2, telling the story in its paragraphs', () => {
    renderWithSite(<Story {...fixture} />);
    const section = screen.getByRole('region', { name: 'Founded in Agra in 2008, still building from here' });
    expect(within(section).getByText('Our story')).toBeInTheDocument();
    expect(within(section).getByText(/began in 2008 in a rented room/)).toBeInTheDocument();
    expect(within(section).getByText(/That order system ran for nine years/)).toBeInTheDocument();
    expect(within(section).getByText(/studio at Sanjay Place/)).toBeInTheDocument();
  });

  it('shows the four pictures in order, each with its alt text and intrinsic size', () => {
    renderWithSite(<Story {...fixture} />);
    const images = screen.getAllByRole('img');
    expect(images.map((image) => image.getAttribute('src'))).toEqual([
      '/images/about/first-office.svg',
      '/images/about/team-at-work.svg',
      '/images/about/client-workshop.svg',
      '/images/about/studio-today.svg',
    ]);
    expect(images.map((image) => `${image.getAttribute('width')}x${image.getAttribute('height')}`)).toEqual(['480x600', '480x360', '480x360', '480x600']);
    expect(images.every((image) => (image.getAttribute('alt') ?? '').length > 20)).toBe(true);
  });

  it('highlights the founding year with its meaning', () => {
    renderWithSite(<Story {...fixture} />);
    expect(screen.getByText('2008').closest('p')).toHaveTextContent('2008 Founded in Agra');
  });
});
