import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithSite } from '@/test/render';
import { Footer } from './footer';

describe('Footer', () => {
  it('is the contentinfo landmark with the light logo linking home', () => {
    renderWithSite(<Footer />);
    const footer = screen.getByRole('contentinfo');
    const logo = within(footer).getByRole('img', { name: 'Yamuna Softworks home' });
    expect(logo).toHaveAttribute('src', '/images/logo-light.svg');
    expect(logo).toHaveAttribute('width', '168');
    expect(logo).toHaveAttribute('height', '40');
    expect(logo.closest('a')).toHaveAttribute('href', '/');
  });

  it('shows the tagline, the founding year and the copyright line', () => {
    renderWithSite(<Footer />);
    expect(screen.getByText(/software development company from Agra/)).toBeInTheDocument();
    expect(screen.getByText('Established in 2008')).toBeInTheDocument();
    expect(screen.getByText('© 2025 Yamuna Softworks Pvt. Ltd. All rights reserved.')).toBeInTheDocument();
  });

  it('lists each link column under its title, services labelled by their menu label', () => {
    renderWithSite(<Footer />);
    const company = screen.getByRole('navigation', { name: 'Company' });
    expect(within(company).getByRole('link', { name: 'Testimonials' })).toHaveAttribute('href', '/testimonial');
    const services = screen.getByRole('navigation', { name: 'Services' });
    expect(within(services).getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Software Development',
      'App Development',
      'Web Development',
      'IT Consulting',
    ]);
    expect(screen.getByRole('heading', { name: 'Company' })).toBeInTheDocument();
  });

  it('offers phone and e-mail links and the postal address', () => {
    renderWithSite(<Footer />);
    expect(screen.getByRole('heading', { name: 'Get in touch' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /\+91 562 400 2008/ })).toHaveAttribute('href', 'tel:+915624002008');
    expect(screen.getByRole('link', { name: /support@yamunasoftworks\.in/ })).toHaveAttribute(
      'href',
      'mailto:support@yamunasoftworks.in',
    );
    const address = screen.getByText(/Sanjay Place/).closest('address');
    expect(address).toHaveTextContent('Agra, Uttar Pradesh 282002');
    expect(address).toHaveTextContent('India');
  });
});
