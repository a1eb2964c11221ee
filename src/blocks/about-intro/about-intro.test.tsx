import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '@/test/render';
import { AboutIntro } from './about-intro';
import { fixture } from './about-intro.fixture';

describe('AboutIntro', () => {
  it('is a section named by its h2, with the eyebrow and the lead paragraph', () => {
    renderWithSite(<AboutIntro {...fixture} />);
    const section = screen.getByRole('region', { name: 'A software partner for the long run' });
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('A software partner for the long run');
    expect(within(section).getByText('Who we are')).toBeInTheDocument();
    expect(within(section).getByText(/software development company from Agra/)).toBeInTheDocument();
  });

  it('shows the vision card, then the mission card, each with an h3 and its text', () => {
    renderWithSite(<AboutIntro {...fixture} />);
    const cards = screen.getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(['Our core vision', 'Our main mission']);
    expect(within(cards[0] as HTMLElement).getByText(/technology partner growing businesses/)).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).getByText(/dependable software through close collaboration/)).toBeInTheDocument();
  });

  it('shows the illustration with its alt text and intrinsic size', () => {
    renderWithSite(<AboutIntro {...fixture} />);
    const image = screen.getByRole('img', { name: /next milestone of a product roadmap/ });
    expect(image).toHaveAttribute('src', '/images/about/vision-and-mission.svg');
    expect(image).toHaveAttribute('width', '560');
    expect(image).toHaveAttribute('height', '520');
  });
});
