import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Outlet, Route, Routes } from 'react-router-dom';
import { renderWithSite } from '@/test/render';
import { setReducedMotion } from '@/test/browser-mocks';
import { Layout } from './layout';

function Broken(): never {
  throw new Error('boom');
}

function Site() {
  return (
    <Routes>
      <Route
        element={
          <Layout>
            <Outlet />
          </Layout>
        }
      >
        <Route
          path="/"
          element={
            <>
              <h1>Home page</h1>
              <Link to="/about-us">Read about us</Link>
              <Link to="/faq#pricing">Pricing question</Link>
              <Link to="/broken">Broken page</Link>
            </>
          }
        />
        <Route path="/about-us" element={<h1>About page</h1>} />
        <Route path="/faq" element={<h2 id="pricing">Pricing</h2>} />
        <Route path="/broken" element={<Broken />} />
      </Route>
    </Routes>
  );
}

// full layout renders with many role queries: slow on a busy machine, not flaky logic
describe('Layout', () => {
  let scrollTo: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    scrollTo = vi.spyOn(window, 'scrollTo');
  });
  afterEach(() => vi.restoreAllMocks());

  it('puts the skip link first, then header, main with the page, footer and the floating chat', async () => {
    renderWithSite(<Site />);
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main');

    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main');
    expect(main).toHaveAttribute('tabindex', '-1');
    expect(within(main).getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Chat with us/ })).toBeInTheDocument();
  });

  it('keeps the scroll position and focus on first render', () => {
    renderWithSite(<Site />, { path: '/about-us' });
    expect(scrollTo).not.toHaveBeenCalled();
    expect(screen.getByRole('main')).not.toHaveFocus();
  });

  it('scrolls smoothly to the top and focuses main on a route change', async () => {
    renderWithSite(<Site />);
    await userEvent.click(screen.getByRole('link', { name: 'Read about us' }));
    expect(screen.getByRole('heading', { name: 'About page' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('scrolls instantly when the visitor prefers reduced motion', async () => {
    setReducedMotion(true);
    renderWithSite(<Site />);
    await userEvent.click(screen.getByRole('link', { name: 'Read about us' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
  });

  it('scrolls to the #hash element instead of the top', async () => {
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    renderWithSite(<Site />);
    await userEvent.click(screen.getByRole('link', { name: 'Pricing question' }));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole('heading', { name: 'Pricing' }));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('shows the error screen inside the layout when a page throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithSite(<Site />, { path: '/broken' });
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
