import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '@/test/render';
import { Cta } from './cta';
import { fixture } from './cta.fixture';

describe('Cta', () => {
  it('is a section named by its h2, with its text', () => {
    renderWithSite(<Cta {...fixture} />);
    const section = screen.getByRole('region', { name: 'Have a project in mind? Let’s talk.' });
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('Have a project in mind? Let’s talk.');
    expect(within(section).getByText(/We reply to every request within one working day/)).toBeInTheDocument();
  });

  it('links its button to the page the block names', () => {
    renderWithSite(<Cta {...fixture} />);
    expect(screen.getByRole('link', { name: 'Book a free consultation' })).toHaveAttribute('href', '/contact-us');
  });

  it('takes the anchor id when one is given', () => {
    renderWithSite(<Cta {...fixture} id="next-step" link={{ label: 'Read our FAQ', to: '/faq' }} />);
    expect(screen.getByRole('region', { name: 'Have a project in mind? Let’s talk.' })).toHaveAttribute('id', 'next-step');
    expect(screen.getByRole('link', { name: 'Read our FAQ' })).toHaveAttribute('href', '/faq');
  });
});
