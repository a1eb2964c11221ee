import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithSite } from '@/test/render';
import { Breadcrumb } from './breadcrumb';

describe('Breadcrumb', () => {
  it('shows the page title as h1 and a trail from Home to the current page', () => {
    renderWithSite(<Breadcrumb title="About Us" />, { path: '/about-us' });
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const items = within(trail).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(items[1] as HTMLElement).getByText('About Us')).toHaveAttribute('aria-current', 'page');
    expect(within(trail).getByRole('list').tagName).toBe('OL');
  });
});
