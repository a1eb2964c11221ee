import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FirstScreenContext } from '@/content/first-screen';
import { renderWithSite } from '@/test/render';
import { Hero } from './hero';
import { fixture } from './hero.fixture';

describe('Hero', () => {
  it('is a section named by the page heading, the only h1', () => {
    renderWithSite(<Hero {...fixture} />);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('We deliver cutting-edge software solutions');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'We deliver cutting-edge software solutions' })).toContainElement(heading);
  });

  it('shows the paragraph, three client avatars and the trust line', () => {
    renderWithSite(<Hero {...fixture} />);
    expect(screen.getByText(/Since 2008 we have helped businesses/)).toBeInTheDocument();
    const avatarList = screen.getByRole('list');
    expect(within(avatarList).getAllByRole('img', { name: 'Portrait of a client' })).toHaveLength(3);
    expect(screen.getByText('Believed by more than a thousand people')).toBeInTheDocument();
  });

  it('links the consultation button to the contact page', () => {
    renderWithSite(<Hero {...fixture} />);
    expect(screen.getByRole('link', { name: 'Book a free consultation' })).toHaveAttribute('href', '/contact-us');
  });

  it('loads the hero image first when the hero opens the page, as it is the largest element on screen', () => {
    renderWithSite(
      <FirstScreenContext value>
        <Hero {...fixture} />
      </FirstScreenContext>,
    );
    const image = screen.getByRole('img', { name: 'Analytics dashboard and mobile app built by our team' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('width', '640');
    for (const avatar of screen.getAllByRole('img', { name: 'Portrait of a client' })) expect(avatar).toHaveAttribute('loading', 'lazy');
  });

  it('loads the hero image lazily further down a page', () => {
    renderWithSite(<Hero {...fixture} />);
    const image = screen.getByRole('img', { name: 'Analytics dashboard and mobile app built by our team' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).not.toHaveAttribute('fetchpriority');
  });
});
