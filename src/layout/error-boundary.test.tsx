import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes, useLocation } from 'react-router-dom';
import { renderWithSite } from '@/test/render';
import { ErrorBoundary } from './error-boundary';
import { ErrorScreen } from './error-screen';

function Broken(): never {
  throw new Error('boom');
}

describe('ErrorBoundary', () => {
  // React reports caught render errors on the console; keep the test output readable
  beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  it('shows the error screen when a child throws', () => {
    renderWithSite(
      <ErrorBoundary resetKey="/" fallback={<ErrorScreen />}>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText(/Something went wrong/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to homepage' })).toHaveAttribute('href', '/');
  });

  it('renders its children when nothing throws', () => {
    renderWithSite(
      <ErrorBoundary resetKey="/" fallback={<ErrorScreen />}>
        <p>All good</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('All good')).toBeInTheDocument();
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
  });

  it('recovers when the route changes', async () => {
    function Shell() {
      const { pathname } = useLocation();
      return (
        <>
          <Link to="/fine">Go on</Link>
          <ErrorBoundary resetKey={pathname} fallback={<ErrorScreen />}>
            <Routes>
              <Route path="/broken" element={<Broken />} />
              <Route path="/fine" element={<p>Working page</p>} />
            </Routes>
          </ErrorBoundary>
        </>
      );
    }
    renderWithSite(<Shell />, { path: '/broken' });
    expect(screen.getByText('Unexpected Application Error!')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Go on' }));
    expect(screen.getByText('Working page')).toBeInTheDocument();
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
  });
});
