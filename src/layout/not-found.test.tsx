import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderWithSite } from '@/test/render';
import { NotFound } from './not-found';

describe('NotFound', () => {
  it('says the page cannot be found and links back home', async () => {
    renderWithSite(<NotFound />, { path: '/no-such-page' });
    expect(screen.getByRole('heading', { level: 1, name: 'We can’t find the page you are looking for' })).toBeInTheDocument();
    expect(screen.getByText(/link may be old or mistyped/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to homepage' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Page not found | Yamuna Softworks'));
  });
});
