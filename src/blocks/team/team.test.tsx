import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '@/test/render';
import { Team } from './team';
import { fixture } from './team.fixture';

describe('Team', () => {
  it('is a section named by its h2, with its text', () => {
    renderWithSite(<Team {...fixture} />);
    const section = screen.getByRole('region', { name: 'The people you will work with' });
    expect(within(section).getByText('Our team')).toBeInTheDocument();
    expect(within(section).getByText(/No hand-offs to strangers/)).toBeInTheDocument();
  });

  it('shows a card per member, in order, each with portrait, name (h3) and role', () => {
    renderWithSite(<Team {...fixture} />);
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(6);
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Vikram Chaturvedi',
      'Ananya Agarwal',
      'Farhan Qureshi',
      'Priya Saxena',
      'Rohan Verma',
      'Neha Kushwaha',
    ]);
    const first = cards[0] as HTMLElement;
    expect(within(first).getByText('Founder & CEO')).toBeInTheDocument();
    const portrait = within(first).getByRole('img', { name: 'Portrait of Vikram Chaturvedi' });
    expect(portrait).toHaveAttribute('src', '/images/team/vikram.svg');
    expect(portrait).toHaveAttribute('width', '240');
  });

  it('renders the members it is given, not a fixed list', () => {
    renderWithSite(<Team {...fixture} members={fixture.members.slice(2, 3)} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Farhan Qureshi');
  });
});
