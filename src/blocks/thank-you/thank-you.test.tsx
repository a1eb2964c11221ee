import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '@/test/render';
import { ThankYou } from './thank-you';
import { fixture } from './thank-you.fixture';

describe('ThankYou', () => {
  it('confirms the request in the page’s only h1, inside a section it names', () => {
    renderWithSite(<ThankYou {...fixture} />, { path: '/thank-you' });
    const section = screen.getByRole('region', { name: 'We Have Received Your Request, Our Team Will Contact You Shortly' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(within(section).getByRole('heading', { level: 1 })).toHaveTextContent('We Have Received Your Request, Our Team Will Contact You Shortly');
    expect(within(section).getByText(/within one working day/)).toBeInTheDocument();
  });

  it('links back to the home page', () => {
    renderWithSite(<ThankYou {...fixture} />, { path: '/thank-you' });
    expect(screen.getByRole('link', { name: 'Return to homepage' })).toHaveAttribute('href', '/');
  });

  it('draws the success mark as decoration, hidden from assistive technology', () => {
    const { container } = renderWithSite(<ThankYou {...fixture} />, { path: '/thank-you' });
    const marks = [...container.querySelectorAll('svg[aria-hidden="true"]')];
    // the button's arrow is the other decorative svg; the mark is the one with a check path
    const mark = marks.find((svg) => svg.querySelector('path[pathLength="1"]'));
    expect(mark).toBeDefined();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
