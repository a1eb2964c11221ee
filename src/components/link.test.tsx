import { describe, expect, it, onTestFinished } from 'vitest';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Link as RouterLink, NavLink as RouterNavLink, useLocation } from 'react-router-dom';
import { Link, NavLink } from './link';

const at = (path: string, ui: React.ReactNode) => renderToString(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>);

function Where() {
  const { pathname, hash } = useLocation();
  return <output>{pathname + hash}</output>;
}

describe('Link and NavLink', () => {
  // the same markup as React Router's: pages published before and after this code are the same bytes
  it.each([
    ['/', '/about-us'],
    ['/about-us', '/about-us'],
    ['/service/web', '/service'],
    ['/Service', '/service/'],
    ['/faq', '/faq#pricing'],
  ])('renders at %s what React Router renders for %s', (path, to) => {
    expect(at(path, <Link to={to} className="x" lang="en">Go</Link>)).toBe(at(path, <RouterLink to={to} className="x" lang="en">Go</RouterLink>));
    expect(at(path, <NavLink to={to}>Go</NavLink>)).toBe(at(path, <RouterNavLink to={to}>Go</RouterNavLink>));
    expect(at(path, <NavLink to={to} end className="y">Go</NavLink>)).toBe(at(path, <RouterNavLink to={to} end className="y">Go</RouterNavLink>));
  });

  it('navigates on a plain click and leaves other clicks to the browser', async () => {
    // the browser's part, after React's: jsdom cannot open a tab or another document
    const noDocument = (event: MouseEvent) => event.preventDefault();
    window.addEventListener('click', noDocument);
    onTestFinished(() => window.removeEventListener('click', noDocument));
    render(
      <MemoryRouter initialEntries={['/']}>
        <Link to="/faq#pricing">Pricing</Link>
        <Link to="/about-us" target="_blank">New tab</Link>
        <Where />
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'New tab' }));
    expect(screen.getByRole('status')).toHaveTextContent(/^\/$/);
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'Pricing' }));
    await user.keyboard('{/Control}');
    expect(screen.getByRole('status')).toHaveTextContent(/^\/$/);
    await user.click(screen.getByRole('link', { name: 'Pricing' }));
    expect(screen.getByRole('status')).toHaveTextContent('/faq#pricing');
  });
});
