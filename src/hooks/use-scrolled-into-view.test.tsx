import { useRef } from 'react';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockIntersectionObserver } from '@/test/intersection-observer';
import { useScrolledIntoView } from './use-scrolled-into-view';

function Probe() {
  const ref = useRef<HTMLDivElement>(null);
  return <div ref={ref}>{useScrolledIntoView(ref) ? 'entered' : 'not entered'}</div>;
}

afterEach(() => vi.unstubAllGlobals());

describe('useScrolledIntoView', () => {
  it('turns true each time the element comes into view from outside, false when it leaves', () => {
    const observer = mockIntersectionObserver();
    render(<Probe />);
    const element = screen.getByText('not entered');
    observer.setIntersecting(element, false);
    observer.setIntersecting(element, true);
    expect(element).toHaveTextContent('entered');
    observer.setIntersecting(element, false);
    expect(element).toHaveTextContent('not entered');
    observer.setIntersecting(element, true);
    expect(element).toHaveTextContent('entered');
  });

  it('stays false for an element already on screen when it starts watching, until it leaves and comes back', () => {
    const observer = mockIntersectionObserver();
    render(<Probe />);
    const element = screen.getByText('not entered');
    observer.setIntersecting(element, true);
    expect(element).toHaveTextContent('not entered');
    observer.setIntersecting(element, false);
    observer.setIntersecting(element, true);
    expect(element).toHaveTextContent('entered');
  });

  it('stays false, without failing, where IntersectionObserver does not exist', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByText('not entered')).toBeInTheDocument();
  });
});
