import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '@/test/render';
import { Testimonials } from './testimonials';
import { fixture } from './testimonials.fixture';

describe('Testimonials', () => {
  it('is a section named by its h2', () => {
    renderWithSite(<Testimonials {...fixture} />);
    const section = screen.getByRole('region', { name: 'Clients are always satisfied with us' });
    expect(within(section).getByText('Testimonials')).toBeInTheDocument();
  });

  it('shows four cards with their ratings, in the order of the block', () => {
    renderWithSite(<Testimonials {...fixture} />);
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(4);
    expect(cards.map((card) => within(card).getByRole('img', { name: /^Rated \d out of 5$/ }).getAttribute('aria-label'))).toEqual([
      'Rated 5 out of 5',
      'Rated 4 out of 5',
      'Rated 5 out of 5',
      'Rated 4 out of 5',
    ]);
  });

  it('gives each card a headline, the quoted review and its author', () => {
    renderWithSite(<Testimonials {...fixture} />);
    const first = screen.getAllByRole('listitem')[0] as HTMLElement;
    expect(within(first).getByRole('heading', { level: 3 })).toHaveTextContent('Our dispatch team saves three hours a day');
    expect(within(first).getByText(/replaced four spreadsheets/).closest('blockquote')).not.toBeNull();
    expect(within(first).getByRole('img', { name: 'Portrait of Meera Srivastava' })).toBeInTheDocument();
    expect(within(first).getByText('Meera Srivastava')).toBeInTheDocument();
    expect(within(first).getByText('Operations Head, Ganga Freight Lines')).toBeInTheDocument();
  });
});
